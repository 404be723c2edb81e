import { callFunction, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent } from './firm-fixtures';
import { createFirm, firmState, uid } from './payfast-support';

const firmToken = (firmId: string) => idTokenFor(`${firmId}@cancel.example.co.za`, { firmId, role: 'firm_admin' });

describe('cancelSubscription: a paid firm', () => {
  it('with paid time left: cancels at PayFast (signed API call) and keeps the plan until the paid-through date', async () => {
    const firmId = uid('cancel-firm');
    await createFirm(firmId, 'premium', { subscriptionToken: 'tok-cancel-1', leadsThisMonth: 7, maxLeadsPerMonth: -1 });
    const paidThrough = (await firmState(firmId)).account.nextPaymentDate.toDate();
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ packageType: 'premium', endsAt: paidThrough.toISOString() });
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium');
    expect(account).toMatchObject({
      leadsThisMonth: 7,
      maxLeadsPerMonth: -1,
      paymentStatus: 'cancelled',
      subscriptionStatus: 'inactive',
      subscriptionToken: null,
    });
    expect(account.cancelAt.toMillis()).toBe(paidThrough.getTime());
  });

  it('with no paid time left: cancels at PayFast and applies the spec cancel fields at once', async () => {
    const firmId = uid('cancel-firm-now');
    await createFirm(firmId, 'premium', {
      subscriptionToken: 'tok-cancel-2',
      leadsThisMonth: 7,
      maxLeadsPerMonth: -1,
      nextPaymentDate: new Date(Date.now() - 60_000),
    });
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error).toBeUndefined();
    expect(result.data).toEqual({ packageType: 'free', endsAt: null });
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('free');
    expect(firm.status).toBe('active');
    expect((await expectMatchFieldsCurrent(firmId)).planRank).toBe(1);
    expect(account).toMatchObject({
      leadsThisMonth: 0,
      maxLeadsPerMonth: 2,
      paymentStatus: 'cancelled',
      subscriptionStatus: 'inactive',
      subscriptionToken: null,
    });
    expect(Date.now() - account.lastLeadReset.toDate().getTime()).toBeLessThan(60_000);
  });

  it('cancels an operator-set plan that has no PayFast subscription', async () => {
    const firmId = uid('cancel-admin-set');
    await createFirm(firmId, 'premium_plus');
    const result = await callFunction<{ endsAt: string }>('cancelSubscription', {}, await firmToken(firmId));
    expect(result.data).toMatchObject({ packageType: 'premium_plus' });
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium_plus');
    expect(account.cancelAt.toDate().toISOString()).toBe(result.data!.endsAt);
  });
});

describe('cancelSubscription: refusals', () => {
  it('changes nothing when PayFast cannot cancel, so the firm is never free while still billed', async () => {
    const firmId = uid('cancel-payfast-down');
    await createFirm(firmId, 'premium', { subscriptionToken: 'simulate-failure' });
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error?.status).toBe('UNAVAILABLE');
    expect(result.error?.message).toContain('Failed to cancel subscription');
    const { firm, account } = await firmState(firmId);
    expect(firm.packageType).toBe('premium');
    expect(account.paymentStatus).toBe('active');
  });

  it('a free firm has nothing to cancel', async () => {
    const firmId = uid('cancel-free');
    await createFirm(firmId, 'free');
    const result = await callFunction('cancelSubscription', {}, await firmToken(firmId));
    expect(result.error?.status).toBe('FAILED_PRECONDITION');
  });
  it.each([
    ['unexpected fields', { plan: 'free' }],
    ['a script tag', { note: '<script>alert(1)</script>' }],
    ['a wrong type', 'cancel'],
  ])('rejects %s', async (_name, input) => {
    const firmId = uid('cancel-bad');
    await createFirm(firmId, 'premium');
    const result = await callFunction('cancelSubscription', input, await firmToken(firmId));
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect((await firmState(firmId)).firm.packageType).toBe('premium');
  });
  it('refuses an anonymous caller', async () => {
    expect((await callFunction('cancelSubscription', {})).error?.status).toBe('UNAUTHENTICATED');
  });
  it("refuses a user without a firm, and cannot touch another firm's plan", async () => {
    const victim = uid('cancel-victim');
    await createFirm(victim, 'premium');
    const result = await callFunction('cancelSubscription', { firmId: victim }, await idTokenFor('nofirm@cancel.example.co.za'));
    expect(result.error?.status).toBe('PERMISSION_DENIED');
    expect((await firmState(victim)).firm.packageType).toBe('premium');
  });
});
