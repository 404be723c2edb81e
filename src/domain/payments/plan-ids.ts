// The plan ids alone, in a module with no imports: plans.ts builds its cards from
// matching/plan-order.ts, which needs the ids too, so neither may import the other for them.
export const PLAN_IDS = ['free', 'premium', 'premium_plus'] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const PAID_PLAN_IDS = ['premium', 'premium_plus'] as const satisfies readonly PlanId[];
export type PaidPlanId = (typeof PAID_PLAN_IDS)[number];
