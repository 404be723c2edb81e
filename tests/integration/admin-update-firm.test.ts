import { Timestamp } from 'firebase-admin/firestore';
import { type FirmDocumentInput } from '@/domain/firms/model';
import { monthKey, PLANS } from '@/domain/payments/plans';
import { auditEntrySchema } from '@/domain/shared/operator-contract';
import { parseStored } from '@/domain/shared/stored-date';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmSpec, writeFirm } from './firm-fixtures';

const run = Date.now().toString(36);
let adminToken: string;
let firmToken: string;
let clientToken: string;

/** A free firm that used its allowance this month, unless overrides say otherwise. */
async function seedFirm(id: string, overrides: Partial<FirmDocumentInput> = {}) {
  await writeFirm(
    id,
    firmSpec(
      { firmName: `Audit Test Firm ${id}`, leadsFullMonth: monthKey(new Date()), ...overrides },
      { email: 'firm@example.co.za', leadsThisMonth: 2 },
    ),
  );
}

const auditFor = async (firmId: string) =>
  (await db.collection('auditLog').where('firmId', '==', firmId).get()).docs.map((d) => d.data());

beforeAll(async () => {
  adminToken = await idTokenFor(`ops-${run}@regmatch.test`, { admin: true });
  firmToken = await idTokenFor(`firm-${run}@regmatch.test`, { firmId: `f-${run}-plan` });
  clientToken = await idTokenFor(`client-${run}@regmatch.test`);
});

describe('adminUpdateFirm: plan', () => {
  it('applies the admin plan fields to the firm and its account, and audits the change', async () => {
    const id = `f-${run}-plan`;
    await seedFirm(id);
    const before = Date.now();
    const result = await callFunction('adminUpdateFirm', { firmId: id, change: { field: 'plan', value: 'premium' } }, adminToken);
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ firmId: id, field: 'plan', before: 'free', after: 'premium', changed: true });

    const firm = (await db.doc(`firms/${id}`).get()).data()!;
    expect(firm.packageType).toBe('premium');
    // The seeded firm was full this month; the plan change clears the flag in the server-only index.
    expect(firm).not.toHaveProperty('leadsFullMonth');
    expect((await db.doc(`firmMatchIndex/${id}`).get()).get('leadsFullMonth')).toBeNull();
    expect((firm.updatedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);

    const account = (await db.doc(`firms/${id}/private/account`).get()).data()!;
    expect(account).toMatchObject({
      leadsThisMonth: 0,
      maxLeadsPerMonth: PLANS.premium.monthlyLeads,
      paymentStatus: 'active',
      pendingPlan: null,
    });
    expect(account.leadMonth).toBe(monthKey(new Date()));
    // Timestamps, like every date in a firm document (never ISO strings).
    expect(account.lastPaymentDate).toBeInstanceOf(Timestamp);
    expect(account.nextPaymentDate).toBeInstanceOf(Timestamp);
    const last = (account.lastPaymentDate as Timestamp).toMillis();
    const next = (account.nextPaymentDate as Timestamp).toMillis();
    expect(last).toBeGreaterThanOrEqual(before - 1000);
    expect(next - last).toBeGreaterThanOrEqual(28 * 86_400_000);
    expect(next - last).toBeLessThanOrEqual(31 * 86_400_000);
    expect(account.lastLeadReset).toBeInstanceOf(Timestamp);

    const audit = await auditFor(id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      field: 'plan',
      before: 'free',
      after: 'premium',
      by: { email: `ops-${run}@regmatch.test` },
    });
    expect(audit[0]!.at).toBeInstanceOf(Timestamp);
    // The entry reads back through the schema the control panel's audit history parses with.
    expect(parseStored(auditEntrySchema, 'auditLog/entry', audit[0]).firmName).toBeTruthy();
  });

  it('a downgrade to free sets the free allowance', async () => {
    const id = `f-${run}-down`;
    await seedFirm(id, { packageType: 'premium_plus', leadsFullMonth: null });
    await callFunction('adminUpdateFirm', { firmId: id, change: { field: 'plan', value: 'free' } }, adminToken);
    const account = (await db.doc(`firms/${id}/private/account`).get()).data()!;
    expect(account).toMatchObject({
      maxLeadsPerMonth: 2,
      paymentStatus: 'cancelled',
      subscriptionToken: null,
      nextPaymentDate: null,
    });
    expect((await db.doc(`firms/${id}`).get()).get('packageType')).toBe('free');
  });

  it('setting the plan a firm already has changes nothing and writes no audit entry', async () => {
    const id = `f-${run}-same`;
    await seedFirm(id);
    const result = await callFunction('adminUpdateFirm', { firmId: id, change: { field: 'plan', value: 'free' } }, adminToken);
    expect(result.data).toMatchObject({ changed: false });
    expect((await db.doc(`firms/${id}/private/account`).get()).get('leadsThisMonth')).toBe(2);
    expect(await auditFor(id)).toHaveLength(0);
  });
});

describe('adminUpdateFirm: featured and province', () => {
  it('sets the featured flag and audits before and after', async () => {
    const id = `f-${run}-feat`;
    await seedFirm(id);
    const result = await callFunction('adminUpdateFirm', { firmId: id, change: { field: 'featured', value: true } }, adminToken);
    expect(result.data).toMatchObject({ before: false, after: true, changed: true });
    expect((await db.doc(`firms/${id}`).get()).get('isFeatured')).toBe(true);
    expect(await auditFor(id)).toEqual([expect.objectContaining({ field: 'featured', before: false, after: true })]);
  });

  it('moves the province and the primary service area with it', async () => {
    const id = `f-${run}-prov`;
    await seedFirm(id);
    await callFunction('adminUpdateFirm', { firmId: id, change: { field: 'province', value: 'Western Cape' } }, adminToken);
    const firm = (await db.doc(`firms/${id}`).get()).data()!;
    expect(firm.province).toBe('Western Cape');
    expect(firm.primaryServiceArea).toBe('Western Cape');
    // Matched in the new province from now on, and no longer in the old one.
    const index = await expectMatchFieldsCurrent(id);
    expect(index.matchKeys).toContain('a:western cape|*');
    expect(index.matchKeys).not.toContain('a:gauteng|*');
    expect(await auditFor(id)).toEqual([
      expect.objectContaining({ field: 'province', before: 'Gauteng', after: 'Western Cape' }),
    ]);
  });

  it('answers not-found with "Firm not found" for a missing firm and audits nothing', async () => {
    const result = await callFunction(
      'adminUpdateFirm',
      { firmId: `missing-${run}`, change: { field: 'featured', value: true } },
      adminToken,
    );
    expect(result.error).toMatchObject({ status: 'NOT_FOUND', message: 'Firm not found' });
    expect(await auditFor(`missing-${run}`)).toHaveLength(0);
  });
});

describe('adminUpdateFirm: refused callers', () => {
  const input = () => ({ firmId: `f-${run}-plan`, change: { field: 'plan', value: 'premium_plus' } });

  it('refuses a caller who is not signed in', async () => {
    const result = await callFunction('adminUpdateFirm', input());
    expect(result.error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses a firm user, even for its own firm', async () => {
    const result = await callFunction('adminUpdateFirm', input(), firmToken);
    expect(result.error?.status).toBe('PERMISSION_DENIED');
    expect((await db.doc(`firms/${input().firmId}`).get()).get('packageType')).toBe('premium');
  });

  it('refuses a signed-in client', async () => {
    expect((await callFunction('adminUpdateFirm', input(), clientToken)).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe('adminUpdateFirm: bad input', () => {
  it.each([
    ['missing everything', {}],
    ['missing change', { firmId: 'x' }],
    ['missing firmId', { change: { field: 'featured', value: true } }],
    ['wrong type of firmId', { firmId: 42, change: { field: 'featured', value: true } }],
    ['a path in firmId', { firmId: 'a/b', change: { field: 'featured', value: true } }],
    ['an oversize firmId', { firmId: 'x'.repeat(200), change: { field: 'featured', value: true } }],
    ['an unknown field', { firmId: 'x', change: { field: 'rating', value: 5 } }],
    ['an unknown plan', { firmId: 'x', change: { field: 'plan', value: 'gold' } }],
    ['a price smuggled in', { firmId: 'x', change: { field: 'plan', value: 'premium', price: 0 } }],
    ['featured as a string', { firmId: 'x', change: { field: 'featured', value: 'true' } }],
    ['an unknown province', { firmId: 'x', change: { field: 'province', value: 'Atlantis' } }],
    ['a script tag as province', { firmId: 'x', change: { field: 'province', value: '<script>alert(1)</script>' } }],
  ])('rejects %s with invalid-argument', async (_name, input) => {
    const result = await callFunction('adminUpdateFirm', input, adminToken);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect(result.error?.message.length).toBeGreaterThan(5);
  });
});
