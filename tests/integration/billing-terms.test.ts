/**
 * Billing as the terms say (issue 24), in the emulators with the local PayFast simulator:
 * cancelling stops billing at PayFast at once and keeps the paid plan until its paid-through date,
 * the scheduled job (run at a moved clock through its emulator-only trigger) moves the firm to
 * free once and mails it once, a late notice of the cancelled subscription changes nothing, and
 * Premium's free month is given once per firm and once per LPC number. Mails are read from the
 * documents the real code queued and rendered with the real templates.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { sastDateLabel } from '@/domain/payments/billing';
import type { PlanEndOutcome } from '../../functions/src/payments/plan-end-job';
import { renderMail } from '../../functions/src/mail/templates';
import { trialClaimId } from '../../functions/src/payments/trial-claim-id';
import { callFunction, db, idTokenFor, PROJECT_ID } from './emulator-clients';
import { createCheckoutRecord, createFirm, firmState, buildItn, postItn, registerIssued, uid } from './payfast-support';

vi.setConfig({ testTimeout: 120_000 });

const FUNCTIONS_PORT = process.env.EMU_FUNCTIONS_PORT ?? '5001';
const BASE = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1`;
const SIMULATOR = `${BASE}/payfastSimulator`;
const MINUTE = 60_000;

interface Form {
  action: string;
  fields: [string, string][];
}

const firmToken = (firmId: string) => idTokenFor(`${firmId}@billing.example.co.za`, { firmId, role: 'firm_admin' });

/**
 * Starts the workers a payment needs before the first one (as payfast-plan-changes.test.ts does):
 * a completed checkout needs two simulator workers at once (one posting the notice, one answering
 * payfastNotify's validate call), which cold on a busy machine can outlast the handler's timeouts.
 */
beforeAll(async () => {
  const callable = (name: string) =>
    fetch(`${BASE}/${name}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"data":{}}' });
  await Promise.all([
    callable('createCheckout'),
    callable('cancelSubscription'),
    callable('getCheckoutOffer'),
    fetch(`${BASE}/payfastNotify`, { method: 'POST', body: '' }),
    fetch(`${BASE}/subscriptionEndsRun`),
    fetch(`${SIMULATOR}/session?id=warm-up-a`),
    fetch(`${SIMULATOR}/session?id=warm-up-b`),
  ]);
}, 180_000);

/** Runs the scheduled end of cancelled plans as if it were `now` (the emulator-only trigger). */
async function runPlanEndsAt(now: number): Promise<PlanEndOutcome[]> {
  const response = await fetch(`${BASE}/subscriptionEndsRun`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(now).toISOString() }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { outcomes: PlanEndOutcome[] }).outcomes;
}

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
  // payfastNotify answers 200 for a rejection too: the payment must have been applied.
  expect((await db.doc(`payments/${body.pfPaymentId}`).get()).get('applied')).toBe(true);
  return { ...body, fields: Object.fromEntries(checkout.data!.fields) };
}

/** PayFast's monthly charge of one subscription, as the simulator sends it (also for a cancelled one). */
async function monthlyNotice(token: string) {
  const response = await fetch(`${SIMULATOR}/subscriptions/${token}/charge`, { method: 'POST' });
  const body = (await response.json()) as { notifyStatus: number; pfPaymentId: string };
  expect(body.notifyStatus).toBe(200);
  return body;
}

async function simulatorState(token: string) {
  return (await db.doc(`payfastSimulatorSubscriptions/${token}`).get()).get('state');
}

async function mails(to: string, template: string) {
  const snap = await db.collection('mail').where('to', '==', to).get();
  return snap.docs.map((d) => d.data()).filter((m) => m.template === template);
}

const emailOf = (firmId: string) => `${firmId}@firms.example.co.za`;

describe('cancelling keeps the paid plan until its paid period ends', () => {
  const firmId = uid('bill-cancel');
  let token = '';
  let cancelAt = 0;

  beforeAll(async () => {
    await createFirm(firmId, 'free');
    ({ token } = await payThroughSimulator(firmId, 'premium'));
    expect(await simulatorState(token)).toBe('active');
  });

  it('cancel: PayFast stops billing at once, the plan stays, the end is the paid-through date, one mail', async () => {
    const before = (await firmState(firmId)).account;
    const result = await callFunction<{ packageType: string; endsAt: string }>('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error).toBeUndefined();
    const paidThrough = before.nextPaymentDate.toDate();
    expect(result.data).toEqual({ packageType: 'premium', endsAt: paidThrough.toISOString() });
    cancelAt = paidThrough.getTime();

    // The real PayFast API call, against the simulator's register of subscriptions.
    expect(await simulatorState(token)).toBe('cancelled');
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium');
    expect(account).toMatchObject({
      cancelAt: Timestamp.fromDate(paidThrough),
      maxLeadsPerMonth: -1,
      paymentStatus: 'cancelled',
      subscriptionStatus: 'inactive',
      subscriptionToken: null,
    });

    const [mail, ...more] = await mails(emailOf(firmId), 'subscription-cancelled');
    expect(more).toEqual([]);
    const rendered = renderMail('subscription-cancelled', mail!.data);
    expect(rendered.text).toContain(`You keep Premium's paid features until ${sastDateLabel(paidThrough)} (SAST)`);
    expect(rendered.text).toContain('PayFast will not charge you again');
  });

  it('a second cancel is refused with the date, and changes nothing', async () => {
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'already-cancelled' } });
    expect(result.error?.message).toContain(`it ends on ${sastDateLabel(cancelAt)}`);
    expect(await mails(emailOf(firmId), 'subscription-cancelled')).toHaveLength(1);
  });

  it('a late notice of the cancelled subscription (charge or cancel) does not undo the cancellation', async () => {
    const late = await monthlyNotice(token);
    expect((await db.doc(`payments/${late.pfPaymentId}`).get()).data()).toMatchObject({ applied: false, token });
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    await db.doc(`checkouts/${checkoutId}`).update({ state: 'completed' });
    const cancelled = buildItn({ firmId, plan: 'premium', checkoutId, status: 'CANCELLED', amount: '0.00', token });
    await registerIssued(cancelled);
    expect((await postItn(cancelled.body)).status).toBe(200);

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium');
    expect(account.cancelAt.toMillis()).toBe(cancelAt);
    expect(account.subscriptionToken).toBeNull();
    expect(account.nextPaymentDate.toMillis()).toBe(cancelAt);
  });

  it('the job before the paid-through date does nothing', async () => {
    const outcomes = await runPlanEndsAt(cancelAt - MINUTE);
    expect(outcomes.filter((o) => o.firmId === firmId)).toEqual([]);
    expect((await firmState(firmId)).firm.packageType).toBe('premium');
    expect(await mails(emailOf(firmId), 'plan-downgraded')).toEqual([]);
  });

  it('the job after it moves the firm to free once and mails it once, however often it runs', async () => {
    const outcomes = await runPlanEndsAt(cancelAt + MINUTE);
    expect(outcomes.filter((o) => o.firmId === firmId)).toEqual([{ firmId, outcome: 'downgraded' }]);
    const again = await runPlanEndsAt(cancelAt + 2 * MINUTE);
    expect(again.filter((o) => o.firmId === firmId)).toEqual([]);

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('free');
    expect((await db.doc(`firmMatchIndex/${firmId}`).get()).get('planRank')).toBe(1);
    expect(account).toMatchObject({ cancelAt: null, maxLeadsPerMonth: 2, leadsThisMonth: 0, paymentStatus: 'cancelled' });
    const downgraded = await mails(emailOf(firmId), 'plan-downgraded');
    expect(downgraded).toHaveLength(1);
    const rendered = renderMail('plan-downgraded', downgraded[0]!.data);
    expect(rendered.text).toContain('Your plan is now Basic');
  });

  it('a firm that subscribed again before the date is not downgraded', async () => {
    const again = uid('bill-resub');
    await createFirm(again, 'premium', { premiumTrialUsed: true });
    expect((await callFunction('cancelSubscription', {}, await firmToken(again))).error).toBeUndefined();
    const ends = (await firmState(again)).account.cancelAt.toMillis();
    const paid = await payThroughSimulator(again, 'premium');
    expect(paid.fields.amount).toBe('199.00');
    expect((await firmState(again)).account.cancelAt).toBeNull();
    const outcomes = await runPlanEndsAt(ends + MINUTE);
    expect(outcomes.filter((o) => o.firmId === again)).toEqual([]);
    expect((await firmState(again)).firm.packageType).toBe('premium');
  });

  it('with no paid time left, cancelling moves the firm to free at once', async () => {
    const lapsed = uid('bill-lapsed');
    await createFirm(lapsed, 'premium_plus', { nextPaymentDate: new Date(Date.now() - MINUTE) });
    const result = await callFunction('cancelSubscription', {}, await firmToken(lapsed));
    expect(result.data).toEqual({ packageType: 'free', endsAt: null });
    expect((await firmState(lapsed)).firm.packageType).toBe('free');
    expect(await mails(emailOf(lapsed), 'plan-downgraded')).toHaveLength(1);
  });

  it('the test trigger refuses a bad clock and anything but POST', async () => {
    const bad = await fetch(`${BASE}/subscriptionEndsRun`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ now: 'tomorrow-ish' }),
    });
    expect(bad.status).toBe(400);
    expect((await fetch(`${BASE}/subscriptionEndsRun`)).status).toBe(404);
  });
});

describe('the free month: once per firm and once per LPC number', () => {
  const lpc = `LPC ${uid('77').replace(/-/g, ' ')}`;
  const first = uid('bill-trial-a');
  const second = uid('bill-trial-b');
  let claimedAt: Timestamp | null = null;

  it('a firm new to the site is offered it, pays R0 today, and its LPC number is claimed', async () => {
    await createFirm(first, 'free', { lpcNumber: lpc });
    const offer = await callFunction('getCheckoutOffer', {}, await firmToken(first));
    expect(offer.data).toEqual({ trialAvailable: true });
    const paid = await payThroughSimulator(first, 'premium');
    expect(paid.fields.amount).toBe('0.00');
    expect(paid.fields.billing_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await firmState(first)).account.premiumTrialUsed).toBe(true);
    const claim = (await db.doc(`trialClaims/${trialClaimId(lpc)}`).get()).data();
    // The claim names no firm and holds no LPC number: it outlives a closed account.
    expect(Object.keys(claim!)).toEqual(['claimedAt']);
    claimedAt = claim!.claimedAt;
  });

  it('the same firm is not offered it again', async () => {
    const offer = await callFunction('getCheckoutOffer', {}, await firmToken(first));
    expect(offer.data).toEqual({ trialAvailable: false });
  });

  it('a second sign-up with the same LPC number (written differently) is charged in full today', async () => {
    await createFirm(second, 'free', { lpcNumber: lpc.toLowerCase().replace(/ /g, '-') });
    const offer = await callFunction('getCheckoutOffer', {}, await firmToken(second));
    expect(offer.data).toEqual({ trialAvailable: false });
    const checkout = await callFunction<Form>('createCheckout', { plan: 'premium' }, await firmToken(second));
    const fields = Object.fromEntries(checkout.data!.fields);
    expect(fields.amount).toBe('199.00');
    expect(fields.billing_date).toBeUndefined();
    expect(fields.return_url).not.toContain('trial=1');
  });

  it('a forged R0 notice for that second firm is rejected: no plan, no claim moved', async () => {
    const checkoutId = await createCheckoutRecord(second, 'premium');
    const itn = buildItn({ firmId: second, plan: 'premium', checkoutId, amount: '0.00' });
    await registerIssued(itn);
    expect((await postItn(itn.body)).status).toBe(200);
    expect((await firmState(second)).firm.packageType).toBe('free');
    expect((await db.doc(`trialClaims/${trialClaimId(lpc)}`).get()).get('claimedAt')).toEqual(claimedAt);
  });
});

describe('getCheckoutOffer: refusals', () => {
  it.each([
    ['unexpected fields', { trial: true }],
    ['a wrong type', 'offer'],
    ['an oversized value', { pad: 'x'.repeat(200_000) }],
  ])('rejects %s', async (_name, input) => {
    const firmId = uid('offer-bad');
    await createFirm(firmId, 'free');
    const result = await callFunction('getCheckoutOffer', input, await firmToken(firmId));
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });
  it('refuses an anonymous caller and a user without a firm', async () => {
    expect((await callFunction('getCheckoutOffer', {})).error?.status).toBe('UNAUTHENTICATED');
    const noFirm = await callFunction('getCheckoutOffer', {}, await idTokenFor('nofirm@billing.example.co.za'));
    expect(noFirm.error?.status).toBe('PERMISSION_DENIED');
  });
  it('says "Firm not found" when the firm document is gone', async () => {
    const result = await callFunction('getCheckoutOffer', {}, await firmToken(uid('ghost')));
    expect(result.error).toMatchObject({ status: 'NOT_FOUND', message: 'Firm not found' });
  });
});

describe('cancelSubscription: oversized input', () => {
  it('is refused and changes nothing', async () => {
    const firmId = uid('cancel-big');
    await createFirm(firmId, 'premium');
    const result = await callFunction('cancelSubscription', { pad: 'x'.repeat(200_000) }, await firmToken(firmId));
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect((await firmState(firmId)).account.cancelAt ?? null).toBeNull();
  });
});
