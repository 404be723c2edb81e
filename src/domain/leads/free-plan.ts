/**
 * The free plan's one view of its leads (docs/firms.md, "Free plan"): the dashboard overview lists
 * this SAST month's leads with the client's contact details. firestore.rules let a free firm read
 * its own leads from sastMonthStart on (the same instant, computed from the server's clock);
 * everything older, and search, history and status management, stay paid features in the Leads tab.
 */
import { FREE_MONTHLY_LEADS, SAST_OFFSET_MS } from '../payments/plans';

/**
 * The free plan's lead promise, word for word on the plan card (PLANS.free.features), the FAQ and
 * the terms (src/features/content/data/free-plan-words.test.ts holds them to it).
 */
export const FREE_PLAN_LEADS_LINE = `Up to ${FREE_MONTHLY_LEADS} leads a month, with the client’s contact details`;
/** What the free plan does not include: the dashboard tabs that stay locked on it. */
export const PAID_ONLY_LEAD_FEATURES = 'the full Leads tab (search, history and status tracking), analytics and open leads';

/**
 * At most this many leads show on a free firm's overview. The allowance counts distinct clients,
 * so a client who asks again, or a lead passed on after another firm's deadline, can add a lead
 * beyond FREE_MONTHLY_LEADS; the bound keeps the query small while no lead of the month hides.
 */
export const FREE_OVERVIEW_LEAD_LIMIT = FREE_MONTHLY_LEADS * 5;

/**
 * 00:00 SAST on the first day of `now`'s SAST month, as epoch millis: where the overview's list
 * starts. firestore.rules compute the same instant (sastMonthStart there) and allow the query only
 * from it on.
 */
export function sastMonthStart(now: Date | number): number {
  const wall = new Date((typeof now === 'number' ? now : now.getTime()) + SAST_OFFSET_MS);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - SAST_OFFSET_MS;
}
