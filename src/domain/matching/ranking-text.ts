/**
 * Every sentence the site uses to describe how firms are scored and ranked, built from the
 * scorer's own numbers (points.ts) and the plan order (plan-order.ts), so a page can never
 * describe a score the scorer does not compute. tests/site/ranking-and-pricing.test.ts reads these
 * sentences off the public pages and checks each against the scorer itself.
 *
 * Small on purpose: the content pages import it, so it loads neither the scorer nor the taxonomy.
 */
import { type PlanId } from '../payments/plan-ids';
import { PLANS } from '../payments/plans';
import { BRAND_NAME } from '../shared/brand';
import { PLAN_RANKS, plansAbove, plansBelow } from './plan-order';
import { LOCATION_POINTS as L, MAX_POINTS, PRACTICE_POINTS as P } from './points';

const PLANS_BEST_FIRST = (Object.keys(PLAN_RANKS) as PlanId[]).sort((a, b) => PLAN_RANKS[b] - PLAN_RANKS[a]);
const planLabel = (id: PlanId) => (PLANS[id].price === 0 ? `${PLANS[id].name} (free)` : PLANS[id].name);

/**
 * The full score, every point value from the scorer (privacy policy, terms): an opening, one list
 * item per part of the score, and a closing line. The numbers appear in the order of the scorer's
 * tiers; the test compares them one by one.
 */
export const SCORE_DESCRIPTION_BLOCKS = {
  opening: `We score each verified firm out of ${MAX_POINTS} points on two things only:`,
  items: [
    `Location: ${L.exactCity} points if the firm serves your town or city, ${L.exactArea} if it serves your province, ` +
      `${L.partialCity} if a town it serves partly matches yours, ${L.partialArea} if its area partly matches your province, ` +
      `${L.none} otherwise.`,
    `Legal need: ${P.exactItem} points if it handles your specific matter, ${P.subcategory} if it handles that type of matter, ` +
      `${P.category} if it practises that area of law, ${P.relatedCategory} if it practises a related area, ${P.none} otherwise.`,
    `A business’s need: for debt collection, ${P.collectionsService} points for a debt collection service, ` +
      `${P.collectionPractice} for a debt or collection practice, ${P.collectionsOther} otherwise; for other business matters, ` +
      `${P.commercialPractice} for a business, commercial or corporate practice, ${P.businessOther} otherwise.`,
  ],
  closing: `The match score is the total as a percentage of ${MAX_POINTS}. Urgency, budget and language do not change it.`,
} as const;

/**
 * The language tier (compareMatches: after points, before plan), in the words of language-fit.ts:
 * the language asked for, else the one the client used the site in (English orders nothing).
 */
const LANGUAGE_TIE_SENTENCE =
  'Among firms with the same match score, a firm that speaks your language comes first: the language you ask your lawyer ' +
  `to speak, or else the language you use ${BRAND_NAME} in, if that is not English.`;

/** The tie-break, for clients and firms alike: language, then plan order, best first, then rating. */
export const TIE_BREAK_SENTENCE =
  `${LANGUAGE_TIE_SENTENCE} ` +
  `Where firms match equally well, ${planLabel(PLANS_BEST_FIRST[0]!)} firms come first, then ` +
  `${PLANS_BEST_FIRST.slice(1).map(planLabel).join(', then ')} firms; ` +
  'on the same plan, the higher rating from verified reviews comes first. ' +
  'A plan never moves a firm ahead of one that matches the request better.';

/** The terms' definition of the phrase the plan cards and plan lines use. */
export const EQUAL_FIT_MEANING =
  'What “match equally well” means: the same match score, that is the same points for location and legal need, ' +
  `and both or neither speaking the client’s language. ${TIE_BREAK_SENTENCE}`;

/** A plan's ranking clause for a sentence ('listed ahead of free firms that match a request equally well'). */
export function planRankingClause(id: PlanId): string {
  const below = plansBelow(id);
  const firms = (ids: PlanId[]) => ids.map((p) => (p === 'free' ? 'free' : PLANS[p].name)).join(' and ');
  return below.length === 0
    ? `listed after ${firms(plansAbove(id))} firms that match a request equally well`
    : `listed ahead of ${firms(below)} firms that match a request equally well`;
}

/** What every paid plan is sure of: the clause of the lowest paid plan (premium welcome page, about page). */
export const PAID_RANKING_CLAUSE = planRankingClause(
  (Object.keys(PLAN_RANKS) as PlanId[]).filter((id) => PLANS[id].price > 0).sort((a, b) => PLAN_RANKS[a] - PLAN_RANKS[b])[0]!,
);
