import { DEFAULT_BUSINESS_HOURS } from '@/domain/firms/options';
import { MAX_FIRM_CITIES, MAX_PRACTICE_AREAS } from '@/domain/matching/match-bounds';
import { ALL_SUBCATEGORIES } from '@/domain/matching/practice-areas';
import { MESSAGES } from '@/domain/shared/messages';
import { findMatches } from '../../functions/src/matching/find-matches';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmSpec, writeFirm } from './firm-fixtures';

const run = `${Date.now()}`;
/** A complete Settings form: every public field registration set, plus the contact details. */
const input = (overrides: Record<string, unknown> = {}) => ({
  firmName: `Settings ${run} Legal`,
  contactPerson: 'Pieter van der Merwe',
  phone: '+27 11 555 0199',
  address: '1 Main Road, Sandton',
  logoUrl: 'https://cdn.example.co.za/logo.png',
  description: 'Updated description.',
  practiceAreas: ['family'],
  businessServices: { collections: true, generalBusiness: false },
  languages: ['en', 'af'],
  consultationMethods: ['virtual', 'telephonic'],
  consultationFees: 950,
  urgencyLevels: ['standard', 'urgent'],
  isCorrespondent: true,
  correspondentCourts: ['Magistrates'],
  primaryCity: 'Johannesburg',
  cities: ['Sandton', 'Pretoria'],
  courtsCovered: ['High Court'],
  teamSize: '6-10',
  businessHours: { ...DEFAULT_BUSINESS_HOURS, saturday: { open: '09:00', close: '12:00', isUnavailable: false } },
  ...overrides,
});

let paid: string;
let free: string;
let noLogo: string;
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
  await writeFirm(`nologo-${run}`, firmSpec({ firmName: `No Logo ${run}`, packageType: 'premium_plus' }));
  // Registered before logos were stored as null: the field is absent altogether.
  const stored = (await db.doc(`firms/nologo-${run}`).get()).data()!;
  delete stored.logoUrl;
  await db.doc(`firms/nologo-${run}`).set(stored);
  await db.doc(`firmNames/taken${run}`).set({ firmId: 'someone-else' });
  paid = await idTokenFor(`pay-${run}@firm.test`, { firmId: `pay-${run}` });
  free = await idTokenFor(`free-${run}@firm.test`, { firmId: `free-${run}` });
  noLogo = await idTokenFor(`nologo-${run}@firm.test`, { firmId: `nologo-${run}` });
});

describe('updateFirmProfile: a paid firm', () => {
  it('saves every public field, the contact details, moves the name claim and keeps the primary city first', async () => {
    const res = await callFunction('updateFirmProfile', input(), paid);
    expect(res.error).toBeUndefined();
    const firm = (await db.doc(`firms/pay-${run}`).get()).data()!;
    expect(firm).toMatchObject({
      firmName: `Settings ${run} Legal`,
      cities: ['Johannesburg', 'Sandton', 'Pretoria'],
      logoUrl: 'https://cdn.example.co.za/logo.png',
      languages: ['en', 'af'],
      consultationMethods: ['virtual', 'telephonic'],
      consultationFees: 950,
      isCorrespondent: true,
      correspondentCourts: ['Magistrates'],
      courtsCovered: ['High Court'],
      teamSize: '6-10',
      businessServices: { collections: true, generalBusiness: false },
      packageType: 'premium',
      rating: 4,
    });
    expect(firm.businessHours.saturday).toEqual({ open: '09:00', close: '12:00', isUnavailable: false });
    expect(firm).not.toHaveProperty('matchKeys');
    expect((await db.doc(`firms/pay-${run}/private/account`).get()).data()).toMatchObject({
      contactPerson: 'Pieter van der Merwe',
    });
    expect((await db.doc(`firmNames/settings${run}legal`).get()).get('firmId')).toBe(`pay-${run}`);
    expect((await db.doc(`firmNames/old${run}`).get()).exists).toBe(false);
    // New cities and practice areas are what matching finds the firm by, from the same commit.
    const index = await expectMatchFieldsCurrent(`pay-${run}`);
    expect(index.matchKeys).toContain('c:pretoria|p:family');
    expect(index.matchKeys).toContain('*|b:collections');
  });

  it('is found for its new practice area and no longer for its old one', async () => {
    await callFunction('updateFirmProfile', input({ practiceAreas: ['criminal', 'assault'] }), paid);
    const criteria = {
      userType: 'person',
      location: 'Gauteng',
      city: 'Pretoria',
      practiceArea: 'criminal',
      subcategory: 'assault',
    };
    const family = { ...criteria, practiceArea: 'family', subcategory: 'divorce-separation' };
    const forAssault = await findMatches(criteria as never, 50);
    const forDivorce = await findMatches(family as never, 50);
    const mine = (r: typeof forAssault) => r.matches.find((m) => m.id === `pay-${run}`);
    const expertise = (r: typeof forAssault) => mine(r)?.matchingReasons.find((x) => x.type === 'expertise')?.description;
    expect(expertise(forAssault)).toBeDefined();
    expect(expertise(forDivorce)).toBeUndefined();
    expect(mine(forAssault)!.matchScore).toBeGreaterThan(mine(forDivorce)?.matchScore ?? 0);
  });

  it('refuses plan, rating, featured or status fields slipped into the input, and changes nothing', async () => {
    const before = (await db.doc(`firms/pay-${run}`).get()).data()!;
    const res = await callFunction(
      'updateFirmProfile',
      { ...input(), packageType: 'premium_plus', rating: 5, isFeatured: true, status: 'inactive' },
      paid,
    );
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.doc(`firms/pay-${run}`).get()).data()).toEqual(before);
  });

  it('refuses a name another firm holds, naming the field', async () => {
    const res = await callFunction('updateFirmProfile', input({ firmName: `Taken ${run}` }), paid);
    expect(res.error).toMatchObject({ status: 'ALREADY_EXISTS', details: { reason: 'firm-name-taken', field: 'firmName' } });
  });

  it.each([
    ['a missing name', { firmName: undefined }],
    ['cities of the wrong type', { cities: 'Sandton' }],
    ['an oversize description', { description: 'x'.repeat(1001) }],
    ['script tags', { description: '<script>alert(1)</script>' }],
    ['duplicate cities', { cities: ['Sandton', 'sandton'] }],
    ['a logo that is not a web address', { logoUrl: 'javascript:alert(1)' }],
    ['a logo address over 2 kB', { logoUrl: `https://example.com/${'a'.repeat(2100)}` }],
    ['an unknown language', { languages: ['en', 'klingon'] }],
    ['thousands of languages', { languages: Array.from({ length: 5000 }, () => 'en') }],
    ['a negative fee', { consultationFees: -1 }],
    ['an unknown court', { courtsCovered: ['Court of Dreams'] }],
    [
      'closing before opening',
      { businessHours: { ...DEFAULT_BUSINESS_HOURS, monday: { open: '17:00', close: '08:00', isUnavailable: false } } },
    ],
    ['an unknown practice area', { practiceAreas: ['not-a-practice'] }],
  ])('refuses %s with invalid-argument', async (_name, overrides) => {
    expect((await callFunction('updateFirmProfile', input(overrides), paid)).error?.status).toBe('INVALID_ARGUMENT');
  });

  it('refuses more cities than the match bound, with a message naming the limit', async () => {
    const cities = Array.from({ length: MAX_FIRM_CITIES + 1 }, (_, i) => `Town ${String.fromCharCode(65 + i)}`);
    const res = await callFunction('updateFirmProfile', input({ cities }), paid);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    expect(res.error?.message).toContain(`Please list at most ${MAX_FIRM_CITIES} cities`);
    expect(res.error?.details).toMatchObject({ field: 'cities' });
  });

  it('refuses business hours of one minute a day (a deadline years away), naming the field, and saves nothing', async () => {
    const minuteADay = Object.fromEntries(
      Object.keys(DEFAULT_BUSINESS_HOURS).map((day) => [day, { open: '08:00', close: '08:01', isUnavailable: false }]),
    );
    const before = (await db.doc(`firms/pay-${run}`).get()).get('businessHours') as unknown;
    const res = await callFunction('updateFirmProfile', input({ businessHours: minuteADay }), paid);
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: expect.stringContaining(MESSAGES.tooFewOpenHours),
      details: { field: 'businessHours' },
    });
    expect((await db.doc(`firms/pay-${run}`).get()).get('businessHours')).toEqual(before);
  });

  it('refuses more practice areas than the match bound', async () => {
    const practiceAreas = ALL_SUBCATEGORIES.slice(0, MAX_PRACTICE_AREAS + 1).map((s) => s.id);
    const res = await callFunction('updateFirmProfile', input({ practiceAreas }), paid);
    expect(res.error?.message).toContain(`Please select at most ${MAX_PRACTICE_AREAS} practice areas`);
  });

  it('refuses a place name too long to index', async () => {
    const res = await callFunction('updateFirmProfile', input({ cities: ['One Two Three Four Five'] }), paid);
    expect(res.error?.message).toContain('at most 4 words');
  });

  it('saves the largest profile the bounds allow (the match index fits in one document)', async () => {
    const cities = Array.from({ length: MAX_FIRM_CITIES }, (_, i) => `North ${String.fromCharCode(65 + i)}ville East Side`);
    const practiceAreas = ALL_SUBCATEGORIES.slice(0, MAX_PRACTICE_AREAS).map((s) => s.id);
    const res = await callFunction('updateFirmProfile', input({ cities, practiceAreas }), paid);
    expect(res.error).toBeUndefined();
    await expectMatchFieldsCurrent(`pay-${run}`);
  });
});

describe('updateFirmProfile: a firm without a logo', () => {
  it('edits its description and stays without a logo', async () => {
    const res = await callFunction(
      'updateFirmProfile',
      input({ firmName: `No Logo ${run}`, logoUrl: null, description: 'Now with a description.' }),
      noLogo,
    );
    expect(res.error).toBeUndefined();
    expect((await db.doc(`firms/nologo-${run}`).get()).data()).toMatchObject({
      description: 'Now with a description.',
      logoUrl: null,
    });
  });
});

describe('updateFirmProfile: other callers', () => {
  it('refuses a free firm (Settings is a paid feature)', async () => {
    const res = await callFunction('updateFirmProfile', input({ firmName: `Free ${run}` }), free);
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'plan-required' } });
  });
  it('refuses an anonymous caller', async () => {
    expect((await callFunction('updateFirmProfile', input())).error?.status).toBe('UNAUTHENTICATED');
  });
  it('refuses a signed-in non-firm', async () => {
    const token = await idTokenFor(`nobody-${run}@example.co.za`);
    expect((await callFunction('updateFirmProfile', input(), token)).error?.status).toBe('PERMISSION_DENIED');
  });
});
