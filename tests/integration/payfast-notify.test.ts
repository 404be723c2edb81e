import { db } from './emulator-clients';
import { expectMatchFieldsCurrent } from './firm-fixtures';
import { buildItn, createCheckoutRecord, createFirm, firmState, mailTo, postItn, registerIssued, uid } from './payfast-support';

async function paymentsFor(firmId: string) {
  return (await db.collection('payments').where('firmId', '==', firmId).get()).docs.map((d) => d.data());
}

/** A free firm and a checkout for premium_plus: the usual starting point. */
async function freeFirmWithCheckout(plan: 'premium' | 'premium_plus' = 'premium_plus') {
  const firmId = uid('itn-firm');
  await createFirm(firmId, 'free');
  const checkoutId = await createCheckoutRecord(firmId, plan);
  return { firmId, checkoutId };
}

async function expectUnchanged(firmId: string) {
  const { firm, account } = await firmState(firmId);
  expect(firm.packageType).toBe('free');
  expect(account.leadsThisMonth).toBe(2);
  expect(account.maxLeadsPerMonth).toBe(2);
  expect(await paymentsFor(firmId)).toHaveLength(0);
  expect(await mailTo(account.email)).toHaveLength(0);
}

describe('payfastNotify: a verified payment', () => {
  it('upgrades the firm once even when PayFast delivers the notification three times', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout('premium_plus');
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00', token: 'tok-abc' });
    await registerIssued(itn);

    for (let i = 0; i < 3; i++) {
      const response = await postItn(itn.body);
      expect(response.status).toBe(200);
    }

    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium_plus');
    expect(firm).not.toHaveProperty('leadsFullMonth');
    // The plan rank breaks matching ties, so it moves with the plan; the quota flag is cleared.
    const index = await expectMatchFieldsCurrent(firmId);
    expect(index.planRank).toBe(3);
    expect(index.leadsFullMonth).toBeNull();
    expect(account.leadsThisMonth).toBe(0);
    expect(account.maxLeadsPerMonth).toBe(-1);
    expect(account.paymentStatus).toBe('active');
    expect(account.pendingPlan).toBeNull();
    expect(account.subscriptionToken).toBe('tok-abc');
    const last = account.lastPaymentDate.toDate() as Date;
    const next = account.nextPaymentDate.toDate() as Date;
    expect(Date.now() - last.getTime()).toBeLessThan(60_000);
    expect(next.getUTCMonth()).toBe((last.getUTCMonth() + 1) % 12);
    expect(account.lastLeadReset).toBeDefined();

    const payments = await paymentsFor(firmId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ plan: 'premium_plus', amountGross: 249, paymentStatus: 'COMPLETE' });
    expect(payments[0]!.invoiceNumber).toMatch(/^INV-\d{6}-\d{4}$/);

    const mails = await mailTo(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      template: 'invoice',
      data: { invoiceNumber: payments[0]!.invoiceNumber, planName: 'Premium Plus', totalCents: 24900 },
    });
    expect((await db.doc(`checkouts/${checkoutId}`).get()).get('state')).toBe('completed');
  });

  it("accepts R0 for premium's free first month, then only the full price", async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout('premium');
    const first = buildItn({ firmId, plan: 'premium', checkoutId, amount: '0.00' });
    await registerIssued(first);
    await postItn(first.body);
    const after = await firmState(firmId);
    expect(after.firm.packageType).toBe('premium');
    expect(after.account.premiumTrialUsed).toBe(true);

    // A second R0 'payment' would be a second free month: refused.
    const second = buildItn({ firmId, plan: 'premium', checkoutId, amount: '0.00' });
    await registerIssued(second);
    await postItn(second.body);
    expect(await paymentsFor(firmId)).toHaveLength(1);
  });
});

describe('payfastNotify: rejections change nothing', () => {
  it('a bad signature', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00' }, 'not-the-passphrase');
    await registerIssued(itn);
    expect((await postItn(itn.body)).status).toBe(200);
    await expectUnchanged(firmId);
  });

  it('a field changed after signing', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00' });
    await registerIssued(itn);
    await postItn(itn.body.replace('amount_gross=249.00', 'amount_gross=1.00'));
    await expectUnchanged(firmId);
  });

  it('a wrong amount for the plan', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '199.00' });
    await registerIssued(itn);
    await postItn(itn.body);
    await expectUnchanged(firmId);
  });

  it('a wrong merchant', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00', merchantId: '10000999' });
    await registerIssued(itn);
    await postItn(itn.body);
    await expectUnchanged(firmId);
  });

  it('a wrong source address', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00' });
    await registerIssued(itn);
    await postItn(itn.body, { 'X-Forwarded-For': '203.0.113.9' });
    await expectUnchanged(firmId);
  });

  it('an accepted address forged at the front of X-Forwarded-For', async () => {
    // The emulator accepts loopback as PayFast; the proxy in front appended the real sender.
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00' });
    await registerIssued(itn);
    await postItn(itn.body, { 'X-Forwarded-For': '127.0.0.1, 203.0.113.9' });
    await expectUnchanged(firmId);
  });

  it('a failed validate call (PayFast never sent it)', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId, amount: '249.00' });
    // Not registered with the local validate endpoint: it answers INVALID.
    await postItn(itn.body);
    await expectUnchanged(firmId);
  });

  it('a checkout issued to another firm', async () => {
    const { firmId } = await freeFirmWithCheckout();
    const other = await createCheckoutRecord(uid('other-firm'), 'premium_plus');
    const itn = buildItn({ firmId, plan: 'premium_plus', checkoutId: other, amount: '249.00' });
    await registerIssued(itn);
    await postItn(itn.body);
    await expectUnchanged(firmId);
  });

  it('a plan that is not a paid plan', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({ firmId, plan: 'free', checkoutId, amount: '0.00' });
    await registerIssued(itn);
    await postItn(itn.body);
    await expectUnchanged(firmId);
  });

  it('script tags and oversize fields', async () => {
    const { firmId, checkoutId } = await freeFirmWithCheckout();
    const itn = buildItn({
      firmId: `<script>alert(1)</script>${'x'.repeat(5000)}`,
      plan: 'premium_plus',
      checkoutId,
      amount: '249.00',
    });
    await registerIssued(itn);
    expect((await postItn(itn.body)).status).toBe(200);
    await expectUnchanged(firmId);
  });

  it('an empty body and a GET', async () => {
    expect((await postItn('')).status).toBe(200);
    const { NOTIFY_URL } = await import('./payfast-support');
    expect((await fetch(NOTIFY_URL)).status).toBe(405);
  });
});

describe('payfastNotify: CANCELLED', () => {
  it('moves a paid firm to free', async () => {
    const firmId = uid('itn-cancel');
    await createFirm(firmId, 'premium', { subscriptionToken: 'tok-1' });
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    const itn = buildItn({ firmId, plan: 'premium', checkoutId, status: 'CANCELLED', amount: '0.00', token: 'tok-1' });
    await registerIssued(itn);
    await postItn(itn.body);
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('free');
    expect(account).toMatchObject({
      paymentStatus: 'cancelled',
      maxLeadsPerMonth: 2,
      leadsThisMonth: 0,
      subscriptionToken: null,
    });
  });

  it('ignores the cancellation of an older subscription', async () => {
    const firmId = uid('itn-cancel-old');
    await createFirm(firmId, 'premium_plus', { subscriptionToken: 'tok-new' });
    const checkoutId = await createCheckoutRecord(firmId, 'premium');
    const itn = buildItn({ firmId, plan: 'premium', checkoutId, status: 'CANCELLED', amount: '0.00', token: 'tok-old' });
    await registerIssued(itn);
    await postItn(itn.body);
    expect((await firmState(firmId)).firm.packageType).toBe('premium_plus');
  });
});
