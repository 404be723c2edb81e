import { Timestamp } from 'firebase-admin/firestore';
import { firmAccountSchema, firmDocumentSchema } from '@/domain/firms/model';
import { type PlanId } from '@/domain/payments/plan-ids';
import { monthKey, PLANS, planRank } from '@/domain/payments/plans';
import { callFunction, db, idTokenFor, PROJECT_ID } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { uid } from './payfast-support';

/**
 * Billing follows the plan, end to end through the local PayFast simulator: the firm pays through
 * the simulator's checkout, the simulator posts the signed notices, answers the validate call and
 * keeps its own register of subscriptions, so "is anything still billing this firm?" is answered
 * by the simulator, not by our own documents.
 */
const FUNCTIONS_PORT = process.env.EMU_FUNCTIONS_PORT ?? '5001';
const SIMULATOR = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1/payfastSimulator`;

/**
 * One step here runs up to four functions (createCheckout, the simulator, payfastNotify, the
 * cancel API), each of which may start cold in the emulator on a busy machine: a generous limit
 * per test, with nothing in the assertions depending on time.
 */
const STEP_LIMIT = { timeout: 120_000 };

interface Form {
  action: string;
  fields: [string, string][];
}

const firmToken = (firmId: string) => idTokenFor(`${firmId}@plans.example.co.za`, { firmId, role: 'firm_admin' });
const adminToken = () => idTokenFor('ops@plans.example.co.za', { admin: true });

/**
 * Starts the workers a payment needs before the first one: the emulator starts a function's
 * worker on its first call, and a completed checkout needs two simulator workers at once (one
 * posting the notice, one answering payfastNotify's validate call), which cold on a busy machine
 * can outlast the handler's own timeouts.
 */
async function warmPaymentFunctions() {
  const base = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1`;
  const callable = (name: string) =>
    fetch(`${base}/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":{}}' });
  await Promise.all([
    callable('createCheckout'),
    callable('cancelSubscription'),
    callable('adminUpdateFirm'),
    fetch(`${base}/payfastNotify`, { method: 'POST', body: '' }),
    fetch(`${SIMULATOR}/session?id=warm-up-a`),
    fetch(`${SIMULATOR}/session?id=warm-up-b`),
  ]);
}

beforeAll(warmPaymentFunctions, 180_000);

/** createCheckout as the SPA calls it, then 'Complete Payment' on the simulator's page. */
async function payThroughSimulator(firmId: string, plan: 'premium' | 'premium_plus') {
  const checkout = await callFunction<Form>('createCheckout', { plan }, await firmToken(firmId));
  expect(checkout.error).toBeUndefined();
  const posted = await fetch(`${SIMULATOR}/process`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(checkout.data!.fields).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  const session = new URL(posted.headers.get('location')!).searchParams.get('session');
  const completed = await fetch(`${SIMULATOR}/complete`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ session }),
  });
  const body = (await completed.json()) as { notifyStatus: number; token: string; pfPaymentId: string };
  expect(body.notifyStatus).toBe(200);
  return body;
}

/** PayFast's monthly charge of one subscription, as the simulator sends it. */
async function monthlyNotice(token: string) {
  const response = await fetch(`${SIMULATOR}/subscriptions/${token}/charge`, { method: 'POST' });
  const body = (await response.json()) as { notifyStatus: number; pfPaymentId: string };
  expect(body.notifyStatus).toBe(200);
  return body;
}

/** Subscriptions the simulator would still bill for this firm. */
async function liveSubscriptions(firmId: string): Promise<string[]> {
  const snap = await db
    .collection('payfastSimulatorSubscriptions')
    .where('firmId', '==', firmId)
    .where('state', '==', 'active')
    .get();
  return snap.docs.map((d) => d.id);
}

async function payment(pfPaymentId: string) {
  return (await db.doc(`payments/${pfPaymentId}`).get()).data()!;
}

interface ExpectedPlan {
  plan: PlanId;
  paymentStatus: 'active' | 'cancelled' | 'pending';
  token: string | null;
  subscriptionStatus: 'none' | 'active' | 'inactive';
  paidUp: boolean;
}

/** Every plan field of both documents, with its stored type, and both documents match the model. */
async function expectPlanState(firmId: string, expected: ExpectedPlan) {
  const [firmSnap, accountSnap] = await Promise.all([
    db.doc(`firms/${firmId}`).get(),
    db.doc(`firms/${firmId}/private/account`).get(),
  ]);
  const firm = firmSnap.data()!;
  const account = accountSnap.data()!;

  expect(firm.packageType).toBe(expected.plan);
  // The plan rank the ordered match query sorts by lives in the server-only match index.
  const index = (await db.doc(`firmMatchIndex/${firmId}`).get()).data()!;
  expect(index.planRank).toBe(planRank(expected.plan));
  expect(typeof index.planRank).toBe('number');
  // A plan change starts a fresh month: the quota flag is cleared, in the index, never on the public document.
  expect(index.leadsFullMonth).toBeNull();
  expect(firm).not.toHaveProperty('leadsFullMonth');
  expect(firm.updatedAt).toBeInstanceOf(Timestamp);
  expect(firm.lastUpdated).toBeInstanceOf(Timestamp);
  expect(typeof firm.rating).toBe('number');
  expect(typeof firm.reviewCount).toBe('number');

  expect(account.maxLeadsPerMonth).toBe(PLANS[expected.plan].monthlyLeads);
  expect(typeof account.leadsThisMonth).toBe('number');
  expect(account.leadMonth).toBe(monthKey(new Date()));
  expect(account.lastLeadReset).toBeInstanceOf(Timestamp);
  expect(account.paymentStatus).toBe(expected.paymentStatus);
  expect(account.pendingPlan).toBeNull();
  expect(account.subscriptionToken).toBe(expected.token);
  expect(account.subscriptionStatus).toBe(expected.subscriptionStatus);
  expect(typeof account.premiumTrialUsed).toBe('boolean');
  if (expected.paidUp) {
    expect(account.lastPaymentDate).toBeInstanceOf(Timestamp);
    expect(account.nextPaymentDate).toBeInstanceOf(Timestamp);
    const days = (account.nextPaymentDate.toMillis() - account.lastPaymentDate.toMillis()) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
  } else {
    expect(account.nextPaymentDate).toBeNull();
  }
  expect(account.updatedAt).toBeInstanceOf(Timestamp);

  expect(firmDocumentSchema.safeParse(firm).error?.issues ?? []).toEqual([]);
  expect(firmAccountSchema.safeParse(account).error?.issues ?? []).toEqual([]);
  return { firm, account };
}

describe('billing follows the plan: one firm through upgrade, switch, late notices and cancel', STEP_LIMIT, () => {
  const firmId = uid('plan-journey');
  let first = '';
  let second = '';

  beforeAll(async () => {
    await writeFirm(firmId, firmSpec({ firmName: `Plan Journey ${firmId}` }, { email: `${firmId}@plans.example.co.za` }));
  });

  it('upgrade: premium through the simulator, its free month, one live subscription', async () => {
    const paid = await payThroughSimulator(firmId, 'premium');
    first = paid.token;
    const { account } = await expectPlanState(firmId, {
      plan: 'premium',
      paymentStatus: 'active',
      token: first,
      subscriptionStatus: 'active',
      paidUp: true,
    });
    expect(account.premiumTrialUsed).toBe(true);
    expect(await liveSubscriptions(firmId)).toEqual([first]);
  });

  it('switch: premium plus starts a new subscription and the premium one is cancelled at PayFast', async () => {
    const paid = await payThroughSimulator(firmId, 'premium_plus');
    second = paid.token;
    expect(second).not.toBe(first);
    await expectPlanState(firmId, {
      plan: 'premium_plus',
      paymentStatus: 'active',
      token: second,
      subscriptionStatus: 'active',
      paidUp: true,
    });
    expect(await liveSubscriptions(firmId)).toEqual([second]);
    expect((await payment(paid.pfPaymentId)).superseded).toMatchObject({ token: first, result: 'cancelled' });
  });

  it('a late notice from the superseded premium subscription changes nothing', async () => {
    const late = await monthlyNotice(first);
    await expectPlanState(firmId, {
      plan: 'premium_plus',
      paymentStatus: 'active',
      token: second,
      subscriptionStatus: 'active',
      paidUp: true,
    });
    expect(await liveSubscriptions(firmId)).toEqual([second]);
    expect(await payment(late.pfPaymentId)).toMatchObject({
      applied: false,
      token: first,
      ignoredReason: expect.stringContaining('superseded'),
    });
  });

  it("the live subscription's monthly notice renews it: paid up for another month, same plan", async () => {
    const renewal = await monthlyNotice(second);
    await expectPlanState(firmId, {
      plan: 'premium_plus',
      paymentStatus: 'active',
      token: second,
      subscriptionStatus: 'active',
      paidUp: true,
    });
    expect(await payment(renewal.pfPaymentId)).toMatchObject({
      applied: true,
      token: second,
      amountGross: PLANS.premium_plus.price,
    });
  });

  it('cancel: the firm cancels, PayFast stops billing, the plan runs to its paid-through date', async () => {
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error).toBeUndefined();
    await expectPlanState(firmId, {
      plan: 'premium_plus',
      paymentStatus: 'cancelled',
      token: null,
      subscriptionStatus: 'inactive',
      paidUp: true,
    });
    expect(await liveSubscriptions(firmId)).toEqual([]);
  });

  it('a late notice from the cancelled subscription neither renews nor ends the plan early', async () => {
    const before = (await db.doc(`firms/${firmId}/private/account`).get()).get('cancelAt');
    await monthlyNotice(second);
    const { account } = await expectPlanState(firmId, {
      plan: 'premium_plus',
      paymentStatus: 'cancelled',
      token: null,
      subscriptionStatus: 'inactive',
      paidUp: true,
    });
    expect(account.cancelAt).toEqual(before);
    expect(await liveSubscriptions(firmId)).toEqual([]);
  });

  it('at the paid-through date the scheduled job moves the firm to free', async () => {
    const cancelAt = (await db.doc(`firms/${firmId}/private/account`).get()).get('cancelAt') as Timestamp;
    const response = await fetch(`http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1/subscriptionEndsRun`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: new Date(cancelAt.toMillis() + 1000).toISOString() }),
    });
    expect(response.status).toBe(200);
    // The job ran at the moved clock, so its fresh counters are that month's (not expectPlanState's today).
    const [firm, account] = await Promise.all([db.doc(`firms/${firmId}`).get(), db.doc(`firms/${firmId}/private/account`).get()]);
    expect(firm.get('packageType')).toBe('free');
    expect(account.data()).toMatchObject({
      maxLeadsPerMonth: PLANS.free.monthlyLeads,
      leadMonth: monthKey(cancelAt.toMillis() + 1000),
      paymentStatus: 'cancelled',
      subscriptionToken: null,
      subscriptionStatus: 'inactive',
      nextPaymentDate: null,
      cancelAt: null,
    });
    expect(firmAccountSchema.safeParse(account.data()).error?.issues ?? []).toEqual([]);
  });
});

describe('billing follows the plan: an operator moves a paying firm to free', STEP_LIMIT, () => {
  it('cancels its PayFast subscription, and a later notice from it changes nothing', async () => {
    const firmId = uid('plan-operator');
    await writeFirm(firmId, firmSpec({ firmName: `Plan Operator ${firmId}` }, { email: `${firmId}@plans.example.co.za` }));
    const { token } = await payThroughSimulator(firmId, 'premium_plus');
    expect(await liveSubscriptions(firmId)).toEqual([token]);

    const result = await callFunction(
      'adminUpdateFirm',
      { firmId, change: { field: 'plan', value: 'free' } },
      await adminToken(),
    );
    expect(result.error).toBeUndefined();
    expect(result.data).toMatchObject({ before: 'premium_plus', after: 'free', changed: true });
    await expectPlanState(firmId, {
      plan: 'free',
      paymentStatus: 'cancelled',
      token: null,
      subscriptionStatus: 'inactive',
      paidUp: false,
    });
    expect(await liveSubscriptions(firmId)).toEqual([]);

    await monthlyNotice(token);
    await expectPlanState(firmId, {
      plan: 'free',
      paymentStatus: 'cancelled',
      token: null,
      subscriptionStatus: 'inactive',
      paidUp: false,
    });
  });

  it('is refused, with the reason, when PayFast cannot cancel: nothing changes and nothing is audited', async () => {
    const firmId = uid('plan-operator-down');
    await writeFirm(firmId, firmSpec({ firmName: `Plan Refused ${firmId}`, packageType: 'premium' }, {}, 'simulate-failure'));
    const result = await callFunction(
      'adminUpdateFirm',
      { firmId, change: { field: 'plan', value: 'free' } },
      await adminToken(),
    );
    expect(result.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'subscription-cancel-failed' } });
    expect(result.error?.message).toMatch(/^Failed to update subscription: PayFast could not cancel/);
    await expectPlanState(firmId, {
      plan: 'premium',
      paymentStatus: 'active',
      token: 'simulate-failure',
      subscriptionStatus: 'active',
      paidUp: true,
    });
    expect((await db.collection('auditLog').where('firmId', '==', firmId).get()).size).toBe(0);
  });

  it('an operator upgrade of a free firm is a grant: paid up for a month, no subscription', async () => {
    const firmId = uid('plan-grant');
    await writeFirm(firmId, firmSpec({ firmName: `Plan Grant ${firmId}` }));
    const result = await callFunction(
      'adminUpdateFirm',
      { firmId, change: { field: 'plan', value: 'premium' } },
      await adminToken(),
    );
    expect(result.error).toBeUndefined();
    await expectPlanState(firmId, {
      plan: 'premium',
      paymentStatus: 'active',
      token: null,
      subscriptionStatus: 'none',
      paidUp: true,
    });
    expect(await liveSubscriptions(firmId)).toEqual([]);
  });
});
