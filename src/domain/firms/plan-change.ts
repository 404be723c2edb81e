/**
 * The one plan transition. Every writer of a firm's plan (registration, the PayFast notification
 * handler, cancellation, the operator's change, the seed and the test factories) asks planChange
 * for the fields both documents must get, so the plan, the quota, the counters, the payment state
 * and the subscription token can never disagree. Pure: dates are Dates (the SDKs store them as
 * Timestamps); the writer adds the derived match fields and does the I/O.
 *
 * Billing follows the plan: a change that ends the live PayFast subscription says so in
 * `cancelSubscriptionToken`, and the writer must cancel it at PayFast (before committing when it
 * can refuse, as the operator and the firm can; after the new subscription is confirmed when a
 * new subscription replaces it).
 */
import { type PaidPlanId, type PlanId } from '../payments/plan-ids';
import { isPaidPlan, monthKey, oneMonthAfter, PLANS } from '../payments/plans';
import type { AccountPlanFields, FirmPlanFields } from './model';

type PlanChangeCause = 'registration' | 'payment' | 'renewal' | 'cancellation' | 'operator' | 'scheduled-cancellation';

/** What planChange needs to know about the firm now (null for a firm being registered). */
export interface CurrentPlan {
  packageType: PlanId;
  account: AccountPlanFields;
}

interface PlanChangeOptions {
  cause: PlanChangeCause;
  now: Date;
  /** payment: the new subscription's token (from its first notification). */
  subscriptionToken?: string;
  /** payment: this payment used premium's free month. */
  trialUsed?: boolean;
  /** registration: the paid plan chosen, waiting for its first payment. */
  pendingPlan?: PaidPlanId | null;
  /** scheduled-cancellation: the paid-through date on which the plan ends. */
  cancelAt?: Date;
}

export interface PlanChange {
  firm: FirmPlanFields;
  account: AccountPlanFields & { updatedAt: Date };
  /** The live PayFast subscription this change ends, which the writer must cancel there. */
  cancelSubscriptionToken: string | null;
}

export class PlanChangeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PlanChangeError';
  }
}

/** A fresh month of counters on the target plan. */
function freshCounters(target: PlanId, now: Date) {
  return {
    leadsThisMonth: 0,
    leadMonth: monthKey(now),
    maxLeadsPerMonth: PLANS[target].monthlyLeads,
    lastLeadReset: now,
  };
}

/** The status a subscription has once it is no longer live. */
function endedStatus(account: AccountPlanFields): AccountPlanFields['subscriptionStatus'] {
  return account.subscriptionToken || account.subscriptionStatus !== 'none' ? 'inactive' : 'none';
}

export function planChange(current: CurrentPlan | null, target: PlanId, options: PlanChangeOptions): PlanChange {
  const { cause, now } = options;
  const firm: FirmPlanFields = { packageType: target, leadsFullMonth: null, updatedAt: now, lastUpdated: now };
  const done = (account: AccountPlanFields, cancelSubscriptionToken: string | null = null): PlanChange => ({
    firm,
    account: { ...account, updatedAt: now },
    cancelSubscriptionToken,
  });

  if (cause === 'registration') {
    if (current) throw new PlanChangeError('registration: the firm already exists');
    // A paid tier only applies once its payment is verified: every firm starts on free.
    if (target !== 'free') throw new PlanChangeError('registration: firms register on the free plan');
    const pendingPlan = options.pendingPlan ?? null;
    return done({
      ...freshCounters('free', now),
      paymentStatus: pendingPlan ? 'pending' : 'active',
      pendingPlan,
      subscriptionToken: null,
      subscriptionStatus: 'none',
      premiumTrialUsed: false,
      lastPaymentDate: null,
      nextPaymentDate: null,
      cancelAt: null,
    });
  }

  if (!current) throw new PlanChangeError(`${cause}: the firm's current plan is required`);
  const { account } = current;

  switch (cause) {
    case 'payment': {
      // The first notification of a new subscription: its plan applies and it becomes the live one.
      if (!isPaidPlan(target)) throw new PlanChangeError('payment: only a paid plan is paid for');
      const token = options.subscriptionToken?.trim();
      if (!token) throw new PlanChangeError('payment: the new subscription token is required');
      const superseded = account.subscriptionToken && account.subscriptionToken !== token ? account.subscriptionToken : null;
      return done(
        {
          ...freshCounters(target, now),
          paymentStatus: 'active',
          pendingPlan: null,
          subscriptionToken: token,
          subscriptionStatus: 'active',
          premiumTrialUsed: account.premiumTrialUsed || options.trialUsed === true,
          lastPaymentDate: now,
          nextPaymentDate: oneMonthAfter(now),
          // A new subscription replaces any scheduled end.
          cancelAt: null,
        },
        superseded,
      );
    }
    case 'renewal': {
      // A monthly notice of the live subscription: paid up for another month, nothing else moves.
      if (target !== current.packageType || !isPaidPlan(target)) {
        throw new PlanChangeError('renewal: a renewal keeps the paid plan it renews');
      }
      return done({ ...account, paymentStatus: 'active', lastPaymentDate: now, nextPaymentDate: oneMonthAfter(now) });
    }
    case 'cancellation': {
      if (target !== 'free') throw new PlanChangeError('cancellation: a cancelled firm moves to the free plan');
      return done(
        {
          ...freshCounters('free', now),
          paymentStatus: 'cancelled',
          pendingPlan: null,
          subscriptionToken: null,
          subscriptionStatus: 'inactive',
          premiumTrialUsed: account.premiumTrialUsed,
          lastPaymentDate: account.lastPaymentDate,
          nextPaymentDate: null,
          cancelAt: null,
        },
        account.subscriptionToken,
      );
    }
    case 'scheduled-cancellation': {
      // The firm cancelled with paid time left: billing stops now (the writer cancels the token at
      // PayFast), the plan stays until `cancelAt`, then the scheduled job applies 'cancellation'.
      if (target !== current.packageType || !isPaidPlan(target)) {
        throw new PlanChangeError('scheduled-cancellation: the paid plan stays until its paid period ends');
      }
      const cancelAt = options.cancelAt;
      if (!cancelAt || cancelAt.getTime() <= now.getTime()) {
        throw new PlanChangeError('scheduled-cancellation: the end must be a paid-through date still ahead');
      }
      return done(
        {
          ...account,
          paymentStatus: 'cancelled',
          pendingPlan: null,
          subscriptionToken: null,
          subscriptionStatus: 'inactive',
          cancelAt,
        },
        account.subscriptionToken,
      );
    }
    case 'operator': {
      // An operator's plan is granted, not billed: any live subscription ends with it, and a paid
      // plan counts as paid up for a month (spec section 4, 'Admin changes').
      const paid = isPaidPlan(target);
      return done(
        {
          ...freshCounters(target, now),
          // Moved to free by an operator: whatever was paid for has ended.
          paymentStatus: paid ? 'active' : 'cancelled',
          pendingPlan: null,
          subscriptionToken: null,
          subscriptionStatus: endedStatus(account),
          premiumTrialUsed: account.premiumTrialUsed,
          lastPaymentDate: paid ? now : account.lastPaymentDate,
          nextPaymentDate: paid ? oneMonthAfter(now) : null,
          cancelAt: null,
        },
        account.subscriptionToken,
      );
    }
  }
}

/** What one PayFast notification does, decided from the live subscription, never from the plan. */
type NoticeEffect = { effect: 'subscribe' } | { effect: 'renew' } | { effect: 'cancel' } | { effect: 'ignore'; reason: string };

export interface Notice {
  status: 'COMPLETE' | 'CANCELLED';
  /** The subscription the notice is about. */
  token: string | null;
  /** The plan the subscription bills (custom_str2). */
  plan: PaidPlanId;
  /** True for the first notification of a checkout (a new subscription); false for later ones. */
  firstOfCheckout: boolean;
}

/**
 * A notice from a cancelled or superseded subscription never changes the plan: only the first
 * notification of a new checkout (which becomes the live subscription) and notices carrying the
 * live subscription's token have an effect.
 */
export function noticeEffect(notice: Notice, current: CurrentPlan): NoticeEffect {
  const live = current.account.subscriptionToken;
  const isLive = notice.token !== null && notice.token === live;
  if (notice.status === 'CANCELLED') {
    if (!isLive) return { effect: 'ignore', reason: 'cancellation of a subscription that is not the live one' };
    return { effect: 'cancel' };
  }
  if (notice.firstOfCheckout) {
    if (!notice.token) return { effect: 'ignore', reason: 'a new subscription without a token' };
    return { effect: 'subscribe' };
  }
  if (!isLive) return { effect: 'ignore', reason: 'payment of a cancelled or superseded subscription' };
  if (notice.plan !== current.packageType)
    return { effect: 'ignore', reason: `payment for ${notice.plan}, but the firm is on ${current.packageType}` };
  return { effect: 'renew' };
}
