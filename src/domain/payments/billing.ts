/**
 * Billing as the terms say (issue 24): what a firm pays today, when a cancelled plan ends, and
 * who may have Premium's free month. Pure: the checkout callable, the ITN handler, the scheduled
 * downgrade and the Subscription tab all read these, so a card can never promise what the
 * checkout does not charge.
 */
import { BRAND_NAME } from '../shared/brand';
import { formatRand } from '../shared/money';
import { type PaidPlanId, type PlanId } from './plan-ids';
import { oneMonthAfter, PLANS, SAST_OFFSET_MS } from './plans';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '25 Dec 2026': the SAST calendar day of an instant, as the site shows dates. */
export function sastDateLabel(date: Date | number): string {
  const d = new Date((typeof date === 'number' ? date : date.getTime()) + SAST_OFFSET_MS);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

interface CheckoutQuote {
  plan: PaidPlanId;
  /** True when this checkout starts the plan's free month. */
  trial: boolean;
  /** What PayFast charges today, in rand. */
  todayAmount: number;
  /** What PayFast charges every month after, in rand. */
  recurringAmount: number;
  /** The first monthly charge after a free month; null when the first charge is today. */
  recurringFrom: Date | null;
  /** 'R 0 today, then R 199/month from 25 Dec 2026' or 'R 199 today, then monthly'. */
  summary: string;
}

/**
 * What a firm pays today for a plan. `trialAvailable` is the server's decision (trialAvailableFor
 * and the LPC claim): the browser only shows it. The free month bills from one month after `now`,
 * the same date the checkout sends PayFast as billing_date.
 */
export function checkoutQuote(plan: PaidPlanId, options: { trialAvailable: boolean; now: Date }): CheckoutQuote {
  const { price, freeMonths } = PLANS[plan];
  const trial = freeMonths > 0 && options.trialAvailable;
  if (!trial) {
    return {
      plan,
      trial,
      todayAmount: price,
      recurringAmount: price,
      recurringFrom: null,
      summary: `${formatRand(price)} today, then monthly`,
    };
  }
  let from = options.now;
  for (let i = 0; i < freeMonths; i++) from = oneMonthAfter(from);
  return {
    plan,
    trial,
    todayAmount: 0,
    recurringAmount: price,
    recurringFrom: from,
    summary: `${formatRand(0)} today, then ${formatRand(price)}/month from ${sastDateLabel(from)}`,
  };
}

/** The public card's offer for visitors who are not signed in as a firm (who may or may not qualify). */
export function newFirmTrialOffer(plan: PlanId): string | null {
  const months = PLANS[plan].freeMonths;
  if (months <= 0) return null;
  return `${months} month${months === 1 ? '' : 's'} free for firms new to ${BRAND_NAME}`;
}

/**
 * An LPC number as the free-month claim keys it: the number itself, i.e. its digits after Unicode
 * compatibility folding (NFKC: full-width '１２３' is '123'), so 'LPC 11865497', '11865497',
 * 'LPC No. 11865497' and 'LPC11865497' with Cyrillic look-alike letters are one practitioner.
 * Empty when no digit is left (then no claim can be made or found; the firm's contact schema
 * refuses such a number, and letters that are not Latin, before it is stored).
 */
export function normaliseLpcNumber(raw: string | null | undefined): string {
  return (raw ?? '')
    .normalize('NFKC')
    .replace(/[^0-9]/g, '')
    .slice(0, 64);
}

/**
 * The key claims made before the digits-only key used (letters upper-cased and kept): looked up
 * beside the new key, so a number claimed then is not offered a second free month now.
 */
export function legacyLpcKey(raw: string | null | undefined): string {
  return (raw ?? '')
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 64);
}

/** Letters of another script than Latin (Cyrillic 'Р', Greek 'Ρ' that look like 'P'), or digits other than 0-9. */
export function hasNonLatinCharacters(raw: string): boolean {
  return [...raw.normalize('NFKC')].some(
    (ch) => (/\p{L}/u.test(ch) && !/\p{Script=Latin}/u.test(ch)) || (/\p{Nd}/u.test(ch) && !/[0-9]/.test(ch)),
  );
}

/**
 * Whether a firm may have the free month: it never had it itself, and its (normalised) LPC number
 * has no claim, i.e. no firm with that number has had it.
 */
export function trialAvailableFor(account: { premiumTrialUsed: boolean }, lpcNumberClaimed: boolean): boolean {
  return !account.premiumTrialUsed && !lpcNumberClaimed;
}

/**
 * The date a cancelled plan's access ends: the date paid up to, when it is still ahead; null
 * when nothing paid remains (then the plan ends at once).
 */
export function paidThrough(nextPaymentDate: Date | null | undefined, now: Date): Date | null {
  return nextPaymentDate && nextPaymentDate.getTime() > now.getTime() ? nextPaymentDate : null;
}

/** Whether a scheduled end of a paid plan is due at `now`. */
export function planEndDue(cancelAt: Date | null | undefined, now: Date): boolean {
  return !!cancelAt && cancelAt.getTime() <= now.getTime();
}

/** 'Cancelled: Premium until 25 Dec 2026, then Basic': the Subscription tab's line for a cancelled plan. */
export function cancelledPlanNotice(plan: PlanId, cancelAt: Date): string {
  return `Cancelled: ${PLANS[plan].name} until ${sastDateLabel(cancelAt)}, then ${PLANS.free.name}`;
}

/**
 * The terms' and SLA's words on cancelling and on the free month: what cancelSubscription, the
 * scheduled downgrade (plan-end-job.ts) and createCheckout do, in the words the legal pages use.
 */
export const CANCELLATION_TERMS = `Firms may cancel a paid plan at any time from the Subscription tab of the dashboard. PayFast stops billing at once; the plan’s paid features continue until the end of the period already paid for (the next billing date), and the firm then moves to the free ${PLANS.free.name} plan.`;
export const FREE_MONTH_TERMS = `${PLANS.premium.name}’s free month is for firms new to ${BRAND_NAME}: it is given once per firm and once per Legal Practice Council number. With it, ${formatRand(0)} is charged when the firm subscribes and ${formatRand(PLANS.premium.price)} a month from one month later; without it, ${formatRand(PLANS.premium.price)} is charged when the firm subscribes and then monthly. The Subscription tab shows which applies before the firm pays.`;

/**
 * A plan's feature lines without the free-month offer, for cards that say instead what this firm
 * pays today (checkoutQuote) or show the offer on its own line.
 */
export function featuresBesidesTrial(plan: PlanId): readonly string[] {
  const offer = newFirmTrialOffer(plan);
  return PLANS[plan].features.filter((line) => line !== offer);
}
