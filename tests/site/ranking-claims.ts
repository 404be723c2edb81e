// Checks of what a page says about scoring, ranking and prices, against the scorer itself
// (src/domain/matching/score.ts) and PLANS, never against the text module the pages are built
// from: a sentence edited by hand, a point value changed in the scorer but not in the text, or a
// comparator that stops ordering plans the way the cards say all fail here.
import {
  compareMatches,
  locationPoints,
  practicePoints,
  scoreFirm,
  type MatchableFirm,
  type MatchCriteria,
  type ScoredFirm,
} from '@/domain/matching/score';
import { PAID_PLAN_IDS, PLAN_IDS, type PlanId } from '@/domain/payments/plan-ids';
import { PLANS } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';
import { matchableFirm } from '../fixtures/matchable-firm';

/** Visible text of an HTML page, one line per block element, entities decoded, spaces collapsed. */
export function pageLines(html: string): string[] {
  const body = html.includes('<body') ? html.slice(html.indexOf('<body')) : html;
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(?:span|s|strong|em|b|i|a|abbr|small|code)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;|\u00a0/g, ' ');
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// The scorer, asked directly
// ---------------------------------------------------------------------------------------------

/** A premium firm (no lead limit: remainingLeads -1) as the scorer sees it; `over` on top. */
const firm = (over: Partial<MatchableFirm> = {}): MatchableFirm =>
  matchableFirm({ id: 'firm', firmName: 'Firm', reviewCount: 1, packageType: 'premium', remainingLeads: -1, ...over });
const person: MatchCriteria = {
  userType: 'person',
  location: 'Gauteng',
  city: 'Johannesburg',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
};
const business = (serviceType: 'collections' | 'other'): MatchCriteria => ({
  userType: 'business',
  location: 'Gauteng',
  city: 'Johannesburg',
  serviceType,
});
const away = { province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Polokwane' };

/**
 * The points the scorer gives, in the order the score description names them: the maximum, the
 * five location cases, the five practice cases for a person, the three for a business needing
 * collections, the two for other business matters, and the maximum again.
 */
export function scorerPointsInDescriptionOrder(): number[] {
  const best = scoreFirm(firm({ practiceAreas: ['uncontested-divorce'] }), person).points;
  const soweto = { ...person, city: 'Soweto' };
  return [
    best,
    locationPoints(firm(), person),
    locationPoints(firm({ primaryCity: 'Pretoria' }), soweto),
    locationPoints(firm({ ...away, primaryCity: 'Johannesburg North' }), person),
    locationPoints(firm({ ...away, primaryServiceArea: 'Gauteng North' }), soweto),
    locationPoints(firm(away), soweto),
    practicePoints(firm({ practiceAreas: ['uncontested-divorce'] }), person),
    practicePoints(firm({ practiceAreas: ['divorce-separation'] }), person),
    practicePoints(firm({ practiceAreas: ['family'] }), person),
    practicePoints(firm({ practiceAreas: ['domestic'] }), person),
    practicePoints(firm({ practiceAreas: ['criminal'] }), person),
    practicePoints(firm({ businessServices: { collections: true, generalBusiness: false } }), business('collections')),
    practicePoints(firm({ practiceAreas: ['debt-collection'] }), business('collections')),
    practicePoints(firm({ practiceAreas: ['assault'] }), business('collections')),
    practicePoints(firm({ practiceAreas: ['commercial-corporate'] }), business('other')),
    practicePoints(firm({ practiceAreas: ['divorce-separation'] }), business('other')),
    best,
  ];
}

/** True when urgency, budget and the firm's languages leave a firm's points unchanged. */
export function scoreIgnoresUrgencyBudgetAndLanguage(): boolean {
  const subject = firm({ practiceAreas: ['family'] });
  const base = scoreFirm(subject, person).points;
  const withExtras = (urgency: string, budget: string) => ({ ...person, urgency, budget }) as unknown as MatchCriteria;
  return [
    scoreFirm(subject, withExtras('emergency', 'R50,000+')).points,
    scoreFirm(subject, withExtras('planning', 'Under R5,000')).points,
    scoreFirm({ ...subject, languages: ['en', 'zu', 'af', 'xh'] }, person).points,
    scoreFirm({ ...subject, languages: [] }, person).points,
  ].every((points) => points === base);
}

const ranked = (points: number, rating: number, packageType: PlanId, id: string) =>
  ({ id, points, rating, packageType }) as ScoredFirm;

/** Does a firm on `a` come before one on `b` with the same points, even with the lowest rating against the highest? */
export function alwaysAheadAtEqualFit(a: PlanId, b: PlanId): boolean {
  return [
    [0, 5],
    [5, 0],
    [3, 3],
  ].every(([ra, rb]) => compareMatches(ranked(70, ra!, a, 'z'), ranked(70, rb!, b, 'a')) < 0);
}

/** The plans in the comparator's order among firms that fit equally well, best first. */
export function comparatorPlanOrder(): PlanId[] {
  return [...PLAN_IDS].sort((a, b) => (alwaysAheadAtEqualFit(a, b) ? -1 : alwaysAheadAtEqualFit(b, a) ? 1 : 0));
}

/** A better fit beats every plan, and on one plan the better rating comes first. */
export function planNeverBeatsBetterFitAndRatingDecidesWithinPlan(): boolean {
  const betterFitFree = ranked(75, 0, 'free', 'z');
  const worseFitPlus = ranked(70, 5, 'premium_plus', 'a');
  const sameFitPlans = PLAN_IDS.every((p) => compareMatches(ranked(70, 5, p, 'z'), ranked(70, 4, p, 'a')) < 0);
  return compareMatches(betterFitFree, worseFitPlus) < 0 && sameFitPlans;
}

/**
 * The language tier: at equal points a firm that speaks the client's language comes before any
 * plan and rating that does not, and never before a better fit.
 */
export function speakerFirstAtEqualPointsNeverOverBetterFit(): boolean {
  const speaker = (points: number) => ({ ...ranked(points, 0, 'free', 'z'), languageFit: true });
  const atEqualPoints = PLAN_IDS.every(
    (plan) => compareMatches(speaker(70), { ...ranked(70, 5, plan, 'a'), languageFit: false }) < 0,
  );
  return atEqualPoints && compareMatches({ ...ranked(75, 0, 'free', 'z'), languageFit: false }, speaker(70)) < 0;
}

// ---------------------------------------------------------------------------------------------
// Reading sentences
// ---------------------------------------------------------------------------------------------

/** A plan named in a sentence: 'free', 'Basic (free)', 'Premium', 'paid' (every paid plan). */
function plansNamed(words: string): PlanId[] {
  const name = words.trim();
  if (name === 'paid') return [...PAID_PLAN_IDS];
  if (/^free$/i.test(name) || name === `${PLANS.free.name} (free)` || name === PLANS.free.name) return ['free'];
  const plan = PLAN_IDS.find((id) => PLANS[id].name === name);
  if (!plan) throw new Error(`'${name}' names no plan`);
  return [plan];
}

/** The plan card or terms line about ranking: which plans it says this plan is listed ahead of or after. */
export function readRankingLine(line: string): { direction: 'ahead of' | 'after'; plans: PlanId[] } | null {
  const match = /^listed (ahead of|after) (.+?) firms that match(?: a request)? equally well/i.exec(line);
  if (!match) return null;
  return {
    direction: match[1]!.toLowerCase() as 'ahead of' | 'after',
    plans: match[2]!.split(' and ').flatMap(plansNamed),
  };
}

/** The plans a ranking line must name for `plan`, read off the comparator. */
export function expectedRankingPlans(plan: PlanId, direction: 'ahead of' | 'after'): PlanId[] {
  return PLAN_IDS.filter((other) =>
    direction === 'ahead of' ? alwaysAheadAtEqualFit(plan, other) : alwaysAheadAtEqualFit(other, plan),
  );
}

/** The tie-break sentence's plan order, as written. */
export function readTieBreakOrder(text: string): PlanId[] | null {
  const match =
    /Where firms match equally well, (.+?) firms come first, then (.+?) firms; on the same plan, the higher rating/.exec(text);
  if (!match) return null;
  return [match[1]!, ...match[2]!.split(', then ')].flatMap(plansNamed);
}

const SCORE_DESCRIPTION_PATTERN = /We score each verified firm out of [\s\S]*?do not change it\./;

/** Every number in the score description, in order. */
export function readScoreNumbers(text: string): number[] | null {
  const sentence = SCORE_DESCRIPTION_PATTERN.exec(text)?.[0];
  return sentence ? [...sentence.matchAll(/\d+/g)].map((m) => Number(m[0])) : null;
}

/** A price as the site prints it ('R 1 500') back to rand. */
export const randOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

export { formatRand, PLANS, PLAN_IDS };
