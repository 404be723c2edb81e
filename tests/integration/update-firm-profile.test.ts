import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmSpec, writeFirm } from './firm-fixtures';

const run = `${Date.now()}`;
const input = (overrides: Record<string, unknown> = {}) => ({
  firmName: `Settings ${run} Legal`,
  contactPerson: 'Pieter van der Merwe',
  phone: '+27 11 555 0199',
  address: '1 Main Road, Sandton',
  description: 'Updated description.',
  practiceAreas: ['family'],
  cities: ['Sandton', 'Pretoria'],
  ...overrides,
});

let paid: string;
let free: string;
beforeAll(async () => {
  await writeFirm(
    `pay-${run}`,
    firmSpec({ firmName: `Old ${run}`, packageType: 'premium', rating: 4, primaryCity: 'Johannesburg', province: 'Gauteng' }),
  );
  await db.doc(`firmNames/old${run}`).set({ firmId: `pay-${run}` });
  await writeFirm(
    `free-${run}`,
    firmSpec({ firmName: `Free ${run}`, packageType: 'free', primaryCity: 'Durban', cities: ['Durban'] }),
  );
  await db.doc(`firmNames/taken${run}`).set({ firmId: 'someone-else' });
  paid = await idTokenFor(`pay-${run}@firm.test`, { firmId: `pay-${run}` });
  free = await idTokenFor(`free-${run}@firm.test`, { firmId: `free-${run}` });
});

describe('updateFirmProfile', () => {
  it('saves profile and contact details, moves the name claim and keeps the primary city first', async () => {
    const res = await callFunction('updateFirmProfile', input(), paid);
    expect(res.error).toBeUndefined();
    const firm = (await db.doc(`firms/pay-${run}`).get()).data()!;
    expect(firm).toMatchObject({
      firmName: `Settings ${run} Legal`,
      cities: ['Johannesburg', 'Sandton', 'Pretoria'],
      packageType: 'premium',
      rating: 4,
    });
    expect((await db.doc(`firms/pay-${run}/private/account`).get()).data()).toMatchObject({
      contactPerson: 'Pieter van der Merwe',
    });
    expect((await db.doc(`firmNames/settings${run}legal`).get()).get('firmId')).toBe(`pay-${run}`);
    expect((await db.doc(`firmNames/old${run}`).get()).exists).toBe(false);
    // New cities and practice areas are what matching finds the firm by.
    const stored = await expectMatchFieldsCurrent(`pay-${run}`);
    expect(stored.matchKeys).toContain('c:pretoria|p:family');
  });
  it('ignores plan, rating and featured fields a client slips in', async () => {
    await callFunction(
      'updateFirmProfile',
      { ...input(), packageType: 'premium_plus', rating: 5, isFeatured: true, status: 'inactive' },
      paid,
    );
    expect((await db.doc(`firms/pay-${run}`).get()).data()).toMatchObject({
      packageType: 'premium',
      rating: 4,
      status: 'active',
    });
  });
  it('refuses a name another firm holds', async () => {
    expect((await callFunction('updateFirmProfile', input({ firmName: `Taken ${run}` }), paid)).error).toMatchObject({
      status: 'ALREADY_EXISTS',
    });
  });
  it('refuses a free firm', async () => {
    expect((await callFunction('updateFirmProfile', input({ firmName: `Free ${run}` }), free)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });
  it('refuses an anonymous caller', async () => {
    expect((await callFunction('updateFirmProfile', input())).error?.status).toBe('UNAUTHENTICATED');
  });
  it('refuses a signed-in non-firm', async () => {
    const token = await idTokenFor(`nobody-${run}@example.co.za`);
    expect((await callFunction('updateFirmProfile', input(), token)).error?.status).toBe('PERMISSION_DENIED');
  });
  it.each([
    ['missing name', { firmName: undefined }],
    ['wrong type', { cities: 'Sandton' }],
    ['oversize description', { description: 'x'.repeat(1001) }],
    ['script tags', { description: '<script>alert(1)</script>' }],
    ['duplicate cities', { cities: ['Sandton', 'sandton'] }],
  ])('refuses %s', async (_name, overrides) => {
    expect((await callFunction('updateFirmProfile', input(overrides), paid)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
