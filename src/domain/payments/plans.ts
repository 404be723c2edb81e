/**
 * The single source of plan names, prices and lead quotas. The pricing cards, the terms page, the
 * PayFast checkout and the quota check all read this, so the spec's two price readings can never
 * both appear. Prices are rand per month, including VAT: the price shown is the amount PayFast
 * charges and the total on the tax invoice, which splits it (vat.ts).
 */
import { PLAN_RANKS, planRankingLine } from '../matching/plan-order';
import { BRAND_NAME } from '../shared/brand';
import { PAID_PLAN_IDS, PLAN_IDS, type PaidPlanId, type PlanId } from './plan-ids';

export { type PaidPlanId, type PlanId } from './plan-ids';

/** A monthlyLeads or remaining-leads value meaning 'no limit'. */
export const UNLIMITED = -1;
export const FREE_MONTHLY_LEADS = 2;
/** 'Approaching Lead Limit' shows from this share of a limited allowance. */
export const USAGE_WARNING_THRESHOLD = 0.8;
export const VAT_NOTE = 'Prices include VAT';
/** Short form beside a price: 'R 199/month (incl. VAT)'. */
export const VAT_SUFFIX = 'incl. VAT';

interface Plan {
  id: PlanId;
  name: string;
  /** Current monthly price in rand, incl. VAT (what PayFast charges). */
  price: number;
  /** The struck-through earlier price, or null when there is none. */
  previousPrice: number | null;
  /** Leads per calendar month; UNLIMITED (-1) for no limit. */
  monthlyLeads: number;
  /** Months free before the first charge. */
  freeMonths: number;
  features: readonly string[];
  /** Badge text for the highlighted plan, or null. */
  highlight: string | null;
  /** Higher comes first among firms that match equally well (matching/plan-order.ts). */
  rank: number;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  free: {
    id: 'free',
    name: 'Basic',
    price: 0,
    previousPrice: null,
    monthlyLeads: FREE_MONTHLY_LEADS,
    freeMonths: 0,
    features: [
      // FREE_PLAN_LEADS_LINE (free-plan.ts), which the FAQ and terms repeat: a free firm sees its clients' details.
      `Up to ${FREE_MONTHLY_LEADS} leads a month, with the client’s contact details`,
      'Basic profile',
      planRankingLine('free'),
    ],
    highlight: null,
    rank: PLAN_RANKS.free,
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    price: 199,
    previousPrice: 399,
    monthlyLeads: UNLIMITED,
    freeMonths: 1,
    features: [
      `1 month free for firms new to ${BRAND_NAME}`,
      'Unlimited leads',
      planRankingLine('premium'),
      'Analytics',
      'Review management',
      'Firm dashboard',
      'Multiple cities',
    ],
    highlight: null,
    rank: PLAN_RANKS.premium,
  },
  premium_plus: {
    id: 'premium_plus',
    name: 'Premium Plus',
    price: 249,
    previousPrice: 449,
    monthlyLeads: UNLIMITED,
    freeMonths: 0,
    features: ['Everything in Premium', 'Unlimited leads', planRankingLine('premium_plus'), 'Highlighted profile'],
    highlight: 'Most Popular',
    rank: PLAN_RANKS.premium_plus,
  },
};

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (PLAN_IDS as readonly string[]).includes(value);
}

export function isPaidPlan(id: unknown): id is PaidPlanId {
  return typeof id === 'string' && (PAID_PLAN_IDS as readonly string[]).includes(id);
}

/** Unknown or missing plan values rank as free: a damaged document never jumps the queue. */
export function planRank(id: string | null | undefined): number {
  return PLAN_RANKS[isPlanId(id) ? id : 'free'];
}

export function featuresOf(id: PlanId): readonly string[] {
  return PLANS[id].features;
}

export function planOf(id: string | null | undefined): Plan {
  return isPlanId(id) ? PLANS[id] : PLANS.free;
}

/**
 * South African Standard Time (Africa/Johannesburg): UTC+2 all year, no daylight saving. Quotas,
 * invoices and billing dates count months as a South African reads the calendar, so 00:00-02:00
 * SAST on the 1st belongs to the new month, not to the previous one.
 */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The SAST wall-clock time of an instant, as a Date whose UTC fields read that wall time. */
function sastWallClock(date: Date | number): Date {
  return new Date((typeof date === 'number' ? date : date.getTime()) + SAST_OFFSET_MS);
}

/** 'YYYY-MM' of the SAST calendar month: the lazy roll-over key for monthly lead counts. */
export function monthKey(date: Date | number): string {
  const d = sastWallClock(date);
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** 'YYYY-MM-DD' of the SAST calendar day. */
export function sastDay(date: Date | number): string {
  return sastWallClock(date).toISOString().slice(0, 10);
}

interface LeadUsage {
  packageType: string;
  leadsThisMonth: number;
  /** monthKey of the month leadsThisMonth counts; any other month means nothing used yet. */
  leadMonth: string | null | undefined;
}

/** Leads counted against the current month; a count from an earlier month is stale and reads 0. */
export function leadsUsedThisMonth(usage: LeadUsage, now: Date | number): number {
  return usage.leadMonth === monthKey(now) ? Math.max(0, usage.leadsThisMonth) : 0;
}

/** UNLIMITED (-1) on unlimited plans, otherwise what is left this month (never below 0). */
export function remainingLeads(usage: LeadUsage, now: Date | number): number {
  const limit = planOf(usage.packageType).monthlyLeads;
  if (limit === UNLIMITED) return UNLIMITED;
  return Math.max(0, limit - leadsUsedThisMonth(usage, now));
}

/** Share of the monthly allowance used, 0 to 1; always 0 on unlimited plans. */
export function usageFraction(usage: LeadUsage, now: Date | number): number {
  const limit = planOf(usage.packageType).monthlyLeads;
  if (limit === UNLIMITED || limit <= 0) return 0;
  return Math.min(1, leadsUsedThisMonth(usage, now) / limit);
}

export function isApproachingLeadLimit(usage: LeadUsage, now: Date | number): boolean {
  return usageFraction(usage, now) >= USAGE_WARNING_THRESHOLD;
}

/**
 * The same SAST day next month, clamped to the month's last day (31 January -> 28/29 February),
 * at the same time of day: the next payment date after a plan change.
 */
export function oneMonthAfter(date: Date | number): Date {
  const d = sastWallClock(date);
  const year = d.getUTCFullYear();
  const month = d.getUTCMonth() + 1;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const wall = Date.UTC(
    year,
    month,
    Math.min(d.getUTCDate(), lastDay),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
    d.getUTCMilliseconds(),
  );
  return new Date(wall - SAST_OFFSET_MS);
}
