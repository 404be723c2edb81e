/**
 * How plans order firms that fit a client equally well, and the one line each plan card says
 * about it. compareMatches (score.ts) sorts by points first and by these ranks second, so a plan
 * never lifts a firm above one that fits the client better, and between firms that fit equally
 * well the higher plan always comes first, whatever the ratings (docs/matching.md).
 *
 * plans.ts builds its cards from this module, so it reads the plan ids from plan-ids.ts, never
 * from plans.ts (not even a type: the import-cycle check counts type imports).
 */
import type { PlanId } from '../payments/plan-ids';

/** Higher comes first among firms with the same points. */
export const PLAN_RANKS: Readonly<Record<PlanId, number>> = { free: 1, premium: 2, premium_plus: 3 };

/** What a firm on each plan is called in a ranking sentence ('free firms', 'Premium firms'). */
const PLAN_RANKING_NOUNS: Readonly<Record<PlanId, string>> = {
  free: 'free',
  premium: 'Premium',
  premium_plus: 'Premium Plus',
};

/** The words every ranking line ends with: a plan only orders firms that fit equally well. */
const EQUAL_FIT_PHRASE = 'that match equally well';

const byRankDesc = (ids: PlanId[]) => [...ids].sort((a, b) => PLAN_RANKS[b] - PLAN_RANKS[a]);
const allPlans = () => Object.keys(PLAN_RANKS) as PlanId[];

/** The plans a firm on `id` is listed ahead of among equal fits, best first. */
export function plansBelow(id: PlanId): PlanId[] {
  return byRankDesc(allPlans().filter((other) => PLAN_RANKS[other] < PLAN_RANKS[id]));
}

/** The plans listed ahead of a firm on `id` among equal fits, best first. */
export function plansAbove(id: PlanId): PlanId[] {
  return byRankDesc(allPlans().filter((other) => PLAN_RANKS[other] > PLAN_RANKS[id]));
}

/**
 * The plan card's ranking line. The lowest plan is the free one and every plan above it is paid,
 * so it reads 'Listed after paid firms that match equally well'; the others name the plans below.
 */
export function planRankingLine(id: PlanId): string {
  const below = plansBelow(id);
  if (below.length === 0) return `Listed after paid firms ${EQUAL_FIT_PHRASE}`;
  return `Listed ahead of ${below.map((p) => PLAN_RANKING_NOUNS[p]).join(' and ')} firms ${EQUAL_FIT_PHRASE}`;
}
