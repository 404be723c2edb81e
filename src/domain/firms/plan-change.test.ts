import type { PlanId } from '../payments/plan-ids';
import { accountPlanFieldsSchema, type AccountPlanFields } from './model';
import { noticeEffect, planChange, PlanChangeError, type CurrentPlan, type Notice } from './plan-change';

// 23:30 UTC on 31 March is 01:30 SAST on 1 April: counters start April, billing a month ahead.
const now = new Date('2025-03-31T23:30:00Z');
const earlier = new Date('2025-03-01T08:00:00Z');

function account(overrides: Partial<AccountPlanFields> = {}): AccountPlanFields {
  return {
    leadsThisMonth: 5,
    leadMonth: '2025-03',
    maxLeadsPerMonth: -1,
    lastLeadReset: earlier,
    paymentStatus: 'active',
    pendingPlan: null,
    subscriptionToken: 'tok-live',
    subscriptionStatus: 'active',
    premiumTrialUsed: true,
    lastPaymentDate: earlier,
    nextPaymentDate: new Date('2025-04-01T08:00:00Z'),
    ...overrides,
  };
}
const on = (packageType: PlanId, overrides: Partial<AccountPlanFields> = {}): CurrentPlan => ({
  packageType,
  account: account(overrides),
});
const freeFirm = on('free', {
  leadsThisMonth: 2,
  maxLeadsPerMonth: 2,
  subscriptionToken: null,
  subscriptionStatus: 'none',
  premiumTrialUsed: false,
  lastPaymentDate: null,
  nextPaymentDate: null,
});
const nextMonth = new Date('2025-04-30T23:30:00Z'); // 1 May 01:30 SAST

describe('planChange: the fields both documents get', () => {
  it.each<[string, CurrentPlan | null, PlanId, Parameters<typeof planChange>[2], Partial<AccountPlanFields>, string | null]>([
    [
      'registration on free',
      null,
      'free',
      { cause: 'registration', now },
      {
        paymentStatus: 'active',
        pendingPlan: null,
        subscriptionToken: null,
        subscriptionStatus: 'none',
        maxLeadsPerMonth: 2,
        lastPaymentDate: null,
        nextPaymentDate: null,
        premiumTrialUsed: false,
      },
      null,
    ],
    [
      'registration choosing premium waits on free for the payment',
      null,
      'free',
      { cause: 'registration', now, pendingPlan: 'premium' },
      { paymentStatus: 'pending', pendingPlan: 'premium', subscriptionToken: null, maxLeadsPerMonth: 2 },
      null,
    ],
    [
      'first payment: free to premium with the free month',
      freeFirm,
      'premium',
      { cause: 'payment', now, subscriptionToken: 'tok-new', trialUsed: true },
      {
        paymentStatus: 'active',
        subscriptionToken: 'tok-new',
        subscriptionStatus: 'active',
        maxLeadsPerMonth: -1,
        premiumTrialUsed: true,
        lastPaymentDate: now,
        nextPaymentDate: nextMonth,
      },
      null,
    ],
    [
      'switch: premium to premium plus supersedes the live subscription',
      on('premium'),
      'premium_plus',
      { cause: 'payment', now, subscriptionToken: 'tok-plus' },
      {
        paymentStatus: 'active',
        subscriptionToken: 'tok-plus',
        subscriptionStatus: 'active',
        maxLeadsPerMonth: -1,
        premiumTrialUsed: true,
      },
      'tok-live',
    ],
    [
      'renewal keeps plan and counters, moves the dates',
      on('premium'),
      'premium',
      { cause: 'renewal', now },
      {
        leadsThisMonth: 5,
        leadMonth: '2025-03',
        lastLeadReset: earlier,
        subscriptionToken: 'tok-live',
        lastPaymentDate: now,
        nextPaymentDate: nextMonth,
      },
      null,
    ],
    [
      'cancellation ends the live subscription',
      on('premium_plus'),
      'free',
      { cause: 'cancellation', now },
      {
        paymentStatus: 'cancelled',
        subscriptionToken: null,
        subscriptionStatus: 'inactive',
        maxLeadsPerMonth: 2,
        lastPaymentDate: earlier,
        nextPaymentDate: null,
      },
      'tok-live',
    ],
    [
      'operator downgrade of a paying firm cancels its subscription',
      on('premium'),
      'free',
      { cause: 'operator', now },
      {
        paymentStatus: 'cancelled',
        subscriptionToken: null,
        subscriptionStatus: 'inactive',
        maxLeadsPerMonth: 2,
        nextPaymentDate: null,
      },
      'tok-live',
    ],
    [
      'operator upgrade of a free firm: granted and paid up for a month',
      freeFirm,
      'premium_plus',
      { cause: 'operator', now },
      {
        paymentStatus: 'active',
        subscriptionToken: null,
        subscriptionStatus: 'none',
        maxLeadsPerMonth: -1,
        lastPaymentDate: now,
        nextPaymentDate: nextMonth,
      },
      null,
    ],
    [
      'operator moving a paying firm between paid plans ends the billed subscription',
      on('premium'),
      'premium_plus',
      { cause: 'operator', now },
      { paymentStatus: 'active', subscriptionToken: null, subscriptionStatus: 'inactive', maxLeadsPerMonth: -1 },
      'tok-live',
    ],
    [
      'operator downgrade of an operator-granted plan has nothing to cancel',
      on('premium', { subscriptionToken: null, subscriptionStatus: 'none' }),
      'free',
      { cause: 'operator', now },
      { paymentStatus: 'cancelled', subscriptionToken: null, subscriptionStatus: 'none' },
      null,
    ],
  ])('%s', (_name, current, target, options, expected, cancels) => {
    const change = planChange(current, target, options);
    expect(change.firm).toEqual({ packageType: target, leadsFullMonth: null, updatedAt: now, lastUpdated: now });
    expect(change.account).toMatchObject(expected);
    expect(change.account.updatedAt).toEqual(now);
    expect(change.cancelSubscriptionToken).toBe(cancels);
    // Every plan field, every time, in the stored types.
    const { updatedAt: _updatedAt, ...planFields } = change.account;
    expect(accountPlanFieldsSchema.strict().parse(planFields)).toEqual(planFields);
    if (options.cause !== 'renewal') {
      // A fresh month, counted in SAST: 01:30 on 1 April is April.
      expect(change.account).toMatchObject({ leadsThisMonth: 0, leadMonth: '2025-04', lastLeadReset: now });
    }
  });

  it.each<[string, CurrentPlan | null, PlanId, Parameters<typeof planChange>[2]]>([
    ['registration on a paid plan', null, 'premium', { cause: 'registration', now }],
    ['registration of an existing firm', freeFirm, 'free', { cause: 'registration', now }],
    ['payment to free', freeFirm, 'free', { cause: 'payment', now, subscriptionToken: 't' }],
    ['payment without a token', freeFirm, 'premium', { cause: 'payment', now }],
    ['renewal to another plan', on('premium'), 'premium_plus', { cause: 'renewal', now }],
    ['cancellation to a paid plan', on('premium'), 'premium_plus', { cause: 'cancellation', now }],
    ['a change without the current plan', null, 'free', { cause: 'operator', now }],
  ])('refuses %s', (_name, current, target, options) => {
    expect(() => planChange(current, target, options)).toThrow(PlanChangeError);
  });
});

describe('noticeEffect: only the live subscription moves the plan', () => {
  const premium = on('premium');
  it.each<[string, Notice, CurrentPlan, string]>([
    [
      'first notice of a new checkout',
      { status: 'COMPLETE', token: 'tok-new', plan: 'premium_plus', firstOfCheckout: true },
      premium,
      'subscribe',
    ],
    [
      'monthly notice of the live subscription',
      { status: 'COMPLETE', token: 'tok-live', plan: 'premium', firstOfCheckout: false },
      premium,
      'renew',
    ],
    [
      'monthly notice of a superseded subscription',
      { status: 'COMPLETE', token: 'tok-old', plan: 'premium', firstOfCheckout: false },
      on('premium_plus'),
      'ignore',
    ],
    [
      'monthly notice after cancelling',
      { status: 'COMPLETE', token: 'tok-live', plan: 'premium', firstOfCheckout: false },
      freeFirm,
      'ignore',
    ],
    [
      'live token but another plan (operator moved it)',
      { status: 'COMPLETE', token: 'tok-live', plan: 'premium', firstOfCheckout: false },
      on('premium_plus'),
      'ignore',
    ],
    [
      'cancellation of the live subscription',
      { status: 'CANCELLED', token: 'tok-live', plan: 'premium', firstOfCheckout: false },
      premium,
      'cancel',
    ],
    [
      'cancellation of a superseded subscription',
      { status: 'CANCELLED', token: 'tok-old', plan: 'premium', firstOfCheckout: false },
      premium,
      'ignore',
    ],
    [
      'cancellation without a token',
      { status: 'CANCELLED', token: null, plan: 'premium', firstOfCheckout: false },
      premium,
      'ignore',
    ],
    [
      'cancellation of an operator-granted plan',
      { status: 'CANCELLED', token: 'tok-x', plan: 'premium', firstOfCheckout: false },
      on('premium', { subscriptionToken: null }),
      'ignore',
    ],
    [
      'a new subscription without a token',
      { status: 'COMPLETE', token: null, plan: 'premium', firstOfCheckout: true },
      freeFirm,
      'ignore',
    ],
  ])('%s', (_name, notice, current, effect) => {
    expect(noticeEffect(notice, current).effect).toBe(effect);
  });
});

describe('planChange: scheduled-cancellation keeps the plan until the paid period ends', () => {
  const cancelAt = new Date('2025-04-01T08:00:00Z');
  it('stops billing now and records the end, keeping the plan and its counters', () => {
    const change = planChange(on('premium'), 'premium', { cause: 'scheduled-cancellation', now, cancelAt });
    expect(change.firm.packageType).toBe('premium');
    expect(change.cancelSubscriptionToken).toBe('tok-live');
    expect(change.account).toMatchObject({
      cancelAt,
      subscriptionToken: null,
      subscriptionStatus: 'inactive',
      paymentStatus: 'cancelled',
      leadsThisMonth: 5,
      maxLeadsPerMonth: -1,
      nextPaymentDate: cancelAt,
      premiumTrialUsed: true,
    });
    expect(() => accountPlanFieldsSchema.parse(change.account)).not.toThrow();
  });
  it('a later notice of the cancelled subscription changes nothing', () => {
    const change = planChange(on('premium'), 'premium', { cause: 'scheduled-cancellation', now, cancelAt });
    const after: CurrentPlan = { packageType: 'premium', account: change.account };
    const late = { token: 'tok-live', plan: 'premium', firstOfCheckout: false } as const;
    expect(noticeEffect({ ...late, status: 'CANCELLED' }, after).effect).toBe('ignore');
    expect(noticeEffect({ ...late, status: 'COMPLETE' }, after).effect).toBe('ignore');
  });
  it('the downgrade at the end, and a new subscription, clear the end', () => {
    const scheduled = planChange(on('premium'), 'premium', { cause: 'scheduled-cancellation', now, cancelAt });
    const current: CurrentPlan = { packageType: 'premium', account: scheduled.account };
    expect(planChange(current, 'free', { cause: 'cancellation', now: nextMonth }).account.cancelAt).toBeNull();
    expect(planChange(current, 'premium', { cause: 'payment', now, subscriptionToken: 'tok-new' }).account.cancelAt).toBeNull();
  });
  it.each([
    ['to another plan', 'premium_plus' as const, cancelAt],
    ['to free', 'free' as const, cancelAt],
    ['with the end already past', 'premium' as const, new Date('2025-03-01T00:00:00Z')],
    ['without an end', 'premium' as const, undefined],
  ])('refuses %s', (_name, target, end) => {
    expect(() => planChange(on('premium'), target, { cause: 'scheduled-cancellation', now, cancelAt: end })).toThrow(
      PlanChangeError,
    );
  });
});
