/**
 * PayFast delivers at least once, in any order, sometimes hours late (issue 39). Each notice is
 * applied once, the firm ends in the state of payment order (PayFast's rising pf_payment_id), and
 * a late or repeated notice changes nothing it should not: the plan, the live subscription, the
 * paid-up dates, the operator's lines and mails, the firm's invoices.
 */
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { handleItn, ValidateUnavailable } from '../../functions/src/payments/handle-itn';
import { risingPaymentId } from '../../functions/src/payments/simulated-itn';
import { db } from './emulator-clients';
import {
  buildItn,
  createCheckoutRecord,
  createFirm,
  firmState,
  mailTo,
  postItn,
  registerIssued,
  SIM,
  uid,
} from './payfast-support';

async function operatorSees(firmId: string) {
  const events = (await db.collection('planEvents').where('firmId', '==', firmId).get()).docs.map((d) => d.data());
  const mails = await db.collection('mail').where('to', '==', SUPPORT_EMAIL).where('data.firmId', '==', firmId).get();
  return { lines: events.map((e) => `${e.kind} ${e.fromPlan}->${e.toPlan}`).sort(), mails: mails.size };
}

async function issued(o: Parameters<typeof buildItn>[0]) {
  const itn = buildItn(o);
  await registerIssued(itn);
  return itn;
}

async function deliver(itn: { body: string }) {
  expect((await postItn(itn.body)).status).toBe(200);
}

const payment = async (pfPaymentId: string) => (await db.doc(`payments/${pfPaymentId}`).get()).data()!;
const invoices = async (email: string) => (await mailTo(email)).filter((m) => m.template === 'invoice');

describe('PayFast notifications twice, out of order and late', () => {
  it('the same notification delivered twice at once and again later is applied once', async () => {
    const firmId = uid('itn-twice');
    await createFirm(firmId, 'free');
    const checkoutId = await createCheckoutRecord(firmId, 'premium_plus');
    const itn = await issued({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00', token: `tok-${firmId}` });

    await Promise.all([deliver(itn), deliver(itn)]);
    await deliver(itn);

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium_plus');
    expect((await db.collection('payments').where('firmId', '==', firmId).get()).size).toBe(1);
    expect(await operatorSees(firmId)).toEqual({ lines: ['started free->premium_plus'], mails: 1 });
    expect(await invoices(account.email)).toHaveLength(1);
  });

  it('a cancellation that arrives before the payment it cancels ends the plan once the payment comes', async () => {
    const firmId = uid('itn-cancel-first');
    await createFirm(firmId, 'free');
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    const token = `tok-${firmId}`;
    const paid = await issued({ firmId, plan: 'premium', checkoutId, amount: '199.00', token });
    const cancelled = await issued({ firmId, plan: 'premium', checkoutId, status: 'CANCELLED', amount: '0.00', token });

    await deliver(cancelled);
    expect((await firmState(firmId)).firm.packageType).toBe('free');
    await deliver(paid);
    await deliver(cancelled);

    // Payment order: premium, then PayFast's cancellation: free, nothing live, nothing billing.
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('free');
    expect(account).toMatchObject({ paymentStatus: 'cancelled', subscriptionToken: null, subscriptionStatus: 'inactive' });
    const cancelId = cancelled.pairs.find(([k]) => k === 'pf_payment_id')![1];
    const paidId = paid.pairs.find(([k]) => k === 'pf_payment_id')![1];
    expect(await payment(cancelId)).toMatchObject({ applied: true, appliedAfter: paidId });
    expect(await operatorSees(firmId)).toEqual({ lines: ['cancelled premium->free', 'started free->premium'], mails: 2 });
    expect(await invoices(account.email)).toHaveLength(1);
  });

  it('an older payment after a newer one: the newer plan stays and the older subscription stops billing', async () => {
    const firmId = uid('itn-older');
    await createFirm(firmId, 'free');
    const [premium, plus] = [await createCheckoutRecord(firmId, 'premium'), await createCheckoutRecord(firmId, 'premium_plus')];
    const [olderToken, newerToken] = [`tok-old-${firmId}`, `tok-new-${firmId}`];
    // The simulator's register: the older subscription would still be billed until someone cancels it.
    await db.doc(`payfastSimulatorSubscriptions/${olderToken}`).set({ firmId, plan: 'premium', fields: {}, state: 'active' });
    const older = await issued({ firmId, plan: 'premium', checkoutId: premium, amount: '199.00', token: olderToken });
    const newer = await issued({ firmId, plan: 'premium_plus', checkoutId: plus, amount: '249.00', token: newerToken });

    await deliver(newer);
    await deliver(older);

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium_plus');
    expect(account.subscriptionToken).toBe(newerToken);
    const olderId = older.pairs.find(([k]) => k === 'pf_payment_id')![1];
    expect(await payment(olderId)).toMatchObject({
      applied: false,
      ignoredReason: expect.stringContaining('older than payment'),
      superseded: { token: olderToken, result: 'cancelled' },
    });
    expect((await db.doc(`payfastSimulatorSubscriptions/${olderToken}`).get()).get('state')).toBe('cancelled');
    expect(await operatorSees(firmId)).toEqual({ lines: ['started free->premium_plus'], mails: 1 });
  });

  it("a renewal hours late, after the next month's, moves no paid-up date and mails no second invoice", async () => {
    const firmId = uid('itn-late');
    const token = `tok-${firmId}`;
    await createFirm(firmId, 'premium', { subscriptionToken: token });
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    await db.doc(`checkouts/${checkoutId}`).update({ state: 'completed' });
    const hoursAgo = Date.now() - 3 * 3_600_000;
    const late = await issued({
      firmId,
      plan: 'premium',
      checkoutId,
      amount: '199.00',
      token,
      pfPaymentId: risingPaymentId(hoursAgo),
    });
    const current = await issued({ firmId, plan: 'premium', checkoutId, amount: '199.00', token });

    await deliver(current);
    const before = (await firmState(firmId)).account;
    await deliver(late);

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium');
    expect(account.lastPaymentDate).toEqual(before.lastPaymentDate);
    expect(account.nextPaymentDate).toEqual(before.nextPaymentDate);
    expect(account.subscriptionToken).toBe(token);
    expect(await payment(late.pairs.find(([k]) => k === 'pf_payment_id')![1])).toMatchObject({ applied: false });
    expect(await invoices(account.email)).toHaveLength(1);
  });

  it("PayFast's validate call timing out is no refusal: nothing is applied, and the notice delivered again is", async () => {
    const firmId = uid('itn-validate');
    await createFirm(firmId, 'free');
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    const itn = buildItn({ firmId, plan: 'premium', checkoutId, amount: '199.00' });
    // The handler as payfastNotify runs it, with PayFast's validate endpoint unreachable, then back.
    const context = (validate: () => Promise<boolean>) => ({
      sourceIp: '127.0.0.1',
      credentials: SIM,
      endpoints: { process: '', validate: 'http://127.0.0.1:9/validate', api: '', apiQuery: '', validHosts: [] },
      validate,
    });
    const down = handleItn(
      itn.body,
      context(() => Promise.reject(new Error('The operation was aborted due to timeout'))),
    );
    // Thrown, not answered: payfastNotify answers 500 and PayFast delivers the notice again.
    await expect(down).rejects.toBeInstanceOf(ValidateUnavailable);
    expect((await firmState(firmId)).firm.packageType).toBe('free');
    expect(
      await handleItn(
        itn.body,
        context(() => Promise.resolve(true)),
      ),
    ).toMatchObject({ result: 'applied', action: 'subscribed' });
    expect((await firmState(firmId)).firm.packageType).toBe('premium');
  });
});
