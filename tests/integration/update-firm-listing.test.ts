/**
 * updateFirmListing: the overview's "Your listing" (docs/firms.md, "Free plan"). Every plan may
 * change its logo and description, nothing else; the firm is the caller's own.
 */
import { FIRM_DESCRIPTION_MAX } from '@/domain/shared/fields';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmSpec, writeFirm } from './firm-fixtures';

const run = `${Date.now()}`;
const input = (overrides: Record<string, unknown> = {}) => ({
  logoUrl: 'https://cdn.example.co.za/new-logo.png',
  description: 'Family law in Durban since 1998.',
  ...overrides,
});

let free: string;
let paid: string;
beforeAll(async () => {
  await writeFirm(
    `lfree-${run}`,
    firmSpec({ firmName: `Listing Free ${run}`, packageType: 'free', primaryCity: 'Durban', cities: ['Durban'], rating: 4 }),
  );
  await writeFirm(`lpaid-${run}`, firmSpec({ firmName: `Listing Paid ${run}`, packageType: 'premium' }));
  free = await idTokenFor(`lfree-${run}@firm.test`, { firmId: `lfree-${run}` });
  paid = await idTokenFor(`lpaid-${run}@firm.test`, { firmId: `lpaid-${run}` });
});

const firm = async (id: string) => (await db.doc(`firms/${id}`).get()).data()!;

describe('updateFirmListing: the firm changes its own logo and description', () => {
  it('a free firm saves both, and nothing else on the document moves', async () => {
    const before = await firm(`lfree-${run}`);
    const res = await callFunction('updateFirmListing', input(), free);
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ ok: true });
    const after = await firm(`lfree-${run}`);
    expect(after).toMatchObject({
      logoUrl: 'https://cdn.example.co.za/new-logo.png',
      description: 'Family law in Durban since 1998.',
      firmName: before.firmName,
      packageType: 'free',
      rating: 4,
      cities: before.cities,
      practiceAreas: before.practiceAreas,
    });
    await expectMatchFieldsCurrent(`lfree-${run}`);
  });

  it('removes the logo with null (the card shows the initial again)', async () => {
    expect((await callFunction('updateFirmListing', input({ logoUrl: null }), free)).error).toBeUndefined();
    expect((await firm(`lfree-${run}`)).logoUrl).toBeNull();
  });

  it('a paid firm may use it too', async () => {
    expect((await callFunction('updateFirmListing', input({ description: 'Paid too.' }), paid)).error).toBeUndefined();
    expect((await firm(`lpaid-${run}`)).description).toBe('Paid too.');
  });
});

describe('updateFirmListing: refused input changes nothing', () => {
  it.each([
    ['no description', { description: undefined }],
    ['an empty description', { description: '   ' }],
    ['an oversized description', { description: 'x'.repeat(FIRM_DESCRIPTION_MAX + 1) }],
    ['a description of megabytes', { description: 'x'.repeat(2_000_000) }],
    ['markup in the description', { description: '<script>alert(1)</script>' }],
    ['a logo that is not a web address', { logoUrl: 'javascript:alert(1)' }],
    ['a logo address over 2 kB', { logoUrl: `https://example.com/${'a'.repeat(2100)}` }],
    ['a logo of the wrong type', { logoUrl: 42 }],
    ['the plan slipped in', { packageType: 'premium_plus' }],
    ['another profile field slipped in', { firmName: 'Someone Else Inc.' }],
    ['a rating slipped in', { rating: 5 }],
  ])('refuses %s with invalid-argument', async (_name, overrides) => {
    const before = await firm(`lfree-${run}`);
    const res = await callFunction('updateFirmListing', input(overrides), free);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toMatch(/^Your listing was not saved:/);
    expect(await firm(`lfree-${run}`)).toEqual(before);
  });

  it('names the refused field, so the form shows the message beside it', async () => {
    const res = await callFunction('updateFirmListing', input({ logoUrl: 'not a url' }), free);
    expect(res.error?.details).toMatchObject({ field: 'logoUrl' });
  });
});

describe('updateFirmListing: other callers', () => {
  it('refuses a signed-out caller', async () => {
    expect((await callFunction('updateFirmListing', input())).error?.status).toBe('UNAUTHENTICATED');
  });
  it('refuses a signed-in person without a firm', async () => {
    const token = await idTokenFor(`nobody-${run}@example.co.za`);
    expect((await callFunction('updateFirmListing', input(), token)).error?.status).toBe('PERMISSION_DENIED');
  });
  it('only ever changes the caller’s own firm: there is no firm id to aim elsewhere', async () => {
    const other = await firm(`lpaid-${run}`);
    const res = await callFunction('updateFirmListing', { ...input(), firmId: `lpaid-${run}` }, free);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(await firm(`lpaid-${run}`)).toEqual(other);
  });
  it('answers a firm claim whose firm does not exist with a message to act on', async () => {
    const token = await idTokenFor(`ghost-${run}@firm.test`, { firmId: `ghost-${run}` });
    const res = await callFunction('updateFirmListing', input(), token);
    expect(res.error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'firm-not-found' } });
    expect((await db.doc(`firms/ghost-${run}`).get()).exists).toBe(false);
  });
});
