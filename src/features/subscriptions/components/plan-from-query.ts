import { type PaidPlanId } from '@/domain/payments/plan-ids';
import { isPaidPlan, PLANS } from '@/domain/payments/plans';

/** The plan named in the return URL (?plan=), only if it is a real paid plan. */
export function planFromQuery(search: string): PaidPlanId | null {
  const plan = new URLSearchParams(search).get('plan');
  return isPaidPlan(plan) ? plan : null;
}

export const planName = (plan: PaidPlanId | null) => (plan ? PLANS[plan].name : 'paid');
