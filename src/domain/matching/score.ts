/**
 * The match scorer (spec public-and-client.md section 9). Pure and deterministic: the same firms
 * and criteria always give the same order, which the server relies on when it answers from a
 * bounded index rather than a full scan and must produce identical results.
 */
import { type PlanId } from '../payments/plan-ids';
import { isPaidPlan, planRank, UNLIMITED } from '../payments/plans';
import { languageName, ENGLISH } from '../shared/languages';
import type { SearchCriteria } from './criteria';
import { clientLanguage, languageFitReason, speaksClientLanguage } from './language-fit';
import {
  cityWordGrams,
  locationMatch,
  locationPoints,
  locationTier,
  samePlace,
  type LocationFirm,
  type LocationTier,
} from './location-fit';
import { LOCATION_POINTS, MAX_POINTS, PRACTICE_POINTS } from './points';
import {
  categoryOfSubcategory,
  COLLECTION_PRACTICE_IDS,
  COMMERCIAL_PRACTICE_IDS,
  findCategory,
  findItem,
  findSubcategory,
  practiceAreaLabel,
  practiceCoverage,
} from './practice-areas';
import { RELATED_CATEGORIES, type CategoryId } from './taxonomy';

/** Only the fields the scorer reads, so callers (and tests, and the index builder) need no more. */
export type MatchCriteria =
  | Pick<
      Extract<SearchCriteria, { userType: 'person' }>,
      'userType' | 'location' | 'city' | 'practiceArea' | 'subcategory' | 'specificItem' | 'locale' | 'lawyerLanguage'
    >
  | Pick<
      Extract<SearchCriteria, { userType: 'business' }>,
      'userType' | 'location' | 'city' | 'serviceType' | 'locale' | 'lawyerLanguage'
    >;

export interface MatchableFirm {
  id: string;
  firmName: string;
  province: string;
  primaryServiceArea: string;
  primaryCity: string;
  cities: readonly string[];
  /** Practice ids at any taxonomy level. */
  practiceAreas: readonly string[];
  businessServices: { collections: boolean; generalBusiness: boolean };
  /** Language codes (en, zu, ...). */
  languages: readonly string[];
  responseTime: string;
  rating: number;
  reviewCount: number;
  packageType: PlanId;
  /** This month's remaining allowance; UNLIMITED (-1) for no limit. */
  remainingLeads: number;
}

type MatchReasonType = 'location' | 'expertise' | 'language' | 'response_time';

export interface MatchReason {
  type: MatchReasonType;
  description: string;
}

export type ScoredFirm<F extends MatchableFirm = MatchableFirm> = F & {
  points: number;
  /** Whether the firm speaks the client's language (language-fit.ts): the tier after points. */
  languageFit: boolean;
  matchScore: number;
  matchingReasons: MatchReason[];
};

export type { LocationTier };
export type PracticeTier = keyof typeof PRACTICE_POINTS;

// Places: location-fit.ts (the schemas and the index builder read them without the taxonomy).
export { cityWordGrams, locationPoints, locationTier };

// ---------------------------------------------------------------------------------------------
// Practice
// ---------------------------------------------------------------------------------------------

type PracticeFirm = Pick<MatchableFirm, 'practiceAreas' | 'businessServices'>;

/** The client's category: the one given, or the subcategory's own if the given one is missing. */
function criteriaCategory(criteria: Extract<MatchCriteria, { userType: 'person' }>): CategoryId | null {
  const category = findCategory(criteria.practiceArea) ?? categoryOfSubcategory(criteria.subcategory);
  return (category?.id as CategoryId | undefined) ?? null;
}

function practiceMatch(firm: PracticeFirm, criteria: MatchCriteria): { tier: PracticeTier; description: string } {
  const covered = practiceCoverage(firm.practiceAreas);

  if (criteria.userType === 'business') {
    if (criteria.serviceType === 'collections') {
      if (firm.businessServices.collections) {
        return { tier: 'collectionsService', description: 'Offers debt collection services' };
      }
      const practice = COLLECTION_PRACTICE_IDS.find((id) => covered.has(id));
      if (practice) return { tier: 'collectionPractice', description: `Handles ${practiceAreaLabel(practice)}` };
      return { tier: 'collectionsOther', description: '' };
    }
    // A firm that ticked 'general business' at registration is a business practice by its own word.
    if (firm.businessServices.generalBusiness) {
      return { tier: 'commercialPractice', description: 'Offers general business legal services' };
    }
    const practice = COMMERCIAL_PRACTICE_IDS.find((id) => covered.has(id));
    if (practice) return { tier: 'commercialPractice', description: `Handles ${practiceAreaLabel(practice)}` };
    return { tier: 'businessOther', description: '' };
  }

  const item = criteria.specificItem ? findItem(criteria.specificItem) : null;
  if (item && covered.has(item.id)) return { tier: 'exactItem', description: `Handles ${item.name}` };
  const subcategory = findSubcategory(criteria.subcategory);
  if (subcategory && covered.has(subcategory.id)) {
    return { tier: 'subcategory', description: `Handles ${subcategory.name}` };
  }
  const categoryId = criteriaCategory(criteria);
  if (categoryId && covered.has(categoryId)) {
    return { tier: 'category', description: `Practises ${practiceAreaLabel(categoryId)}` };
  }
  const related = categoryId ? RELATED_CATEGORIES[categoryId].find((id) => covered.has(id)) : undefined;
  if (related) return { tier: 'relatedCategory', description: `Experience in ${practiceAreaLabel(related)}` };
  return { tier: 'none', description: '' };
}

export function practiceTier(firm: PracticeFirm, criteria: MatchCriteria): PracticeTier {
  return practiceMatch(firm, criteria).tier;
}

/**
 * Person: exact item 50, subcategory 40, category 30, related category 20, else 5.
 * Business, collections: collections service 50, debt or collection practice 40, else 10.
 * Business, other: business/commercial/corporate practice 40, else 10.
 */
export function practicePoints(firm: PracticeFirm, criteria: MatchCriteria): number {
  return PRACTICE_POINTS[practiceTier(firm, criteria)];
}

// ---------------------------------------------------------------------------------------------
// Scoring and ranking
// ---------------------------------------------------------------------------------------------

export function matchScoreFromPoints(points: number): number {
  return Math.round((points / MAX_POINTS) * 100);
}

function locationReason(tier: LocationTier, place: string, firm: LocationFirm): string {
  switch (tier) {
    case 'exactCity':
      return samePlace(place, firm.primaryCity) ? `Based in ${place}` : `Serves ${place}`;
    case 'exactArea':
      return `Serves clients in ${place}`;
    case 'partialCity':
      return `Serves ${place}`;
    default:
      return `Covers ${place}`;
  }
}

function languagesReason(codes: readonly string[]): string | null {
  if (!codes.includes(ENGLISH)) return null;
  const others = [...new Set(codes)].filter((c) => c !== ENGLISH).map(languageName);
  if (others.length === 0) return null;
  const names = [languageName(ENGLISH), ...others];
  return `Speaks ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function scoreFirm<F extends MatchableFirm>(firm: F, criteria: MatchCriteria): ScoredFirm<F> {
  const location = locationMatch(firm, criteria);
  const practice = practiceMatch(firm, criteria);
  const locationPts = LOCATION_POINTS[location.tier];
  const practicePts = PRACTICE_POINTS[practice.tier];
  const points = locationPts + practicePts;

  const reasons: MatchReason[] = [];
  if (locationPts > LOCATION_POINTS.none) {
    reasons.push({ type: 'location', description: locationReason(location.tier, location.place, firm) });
  }
  if (practicePts > PRACTICE_POINTS.none && practice.description) {
    reasons.push({ type: 'expertise', description: practice.description });
  }
  const language = clientLanguage(criteria);
  const languageFit = speaksClientLanguage(firm.languages, language);
  // One language line: the client's own language when the firm speaks it, else the firm's languages.
  const languages = languageFit && language ? languageFitReason(language) : languagesReason(firm.languages);
  if (languages) reasons.push({ type: 'language', description: languages });
  // No reason from the free-text responseTime: the card shows the measured median response time instead.

  return { ...firm, points, languageFit, matchScore: matchScoreFromPoints(points), matchingReasons: reasons };
}

/**
 * Free firms stop receiving matches once this month's allowance is used; unlimited and paid firms
 * never do (a paid firm's count is informational only).
 */
export function isEligible(firm: Pick<MatchableFirm, 'packageType' | 'remainingLeads'>): boolean {
  if (firm.remainingLeads === UNLIMITED || isPaidPlan(firm.packageType)) return true;
  return firm.remainingLeads > 0;
}

/** Language fit is optional here so callers that compare plan order alone need not state it. */
type Comparable = Pick<ScoredFirm, 'id' | 'points' | 'rating' | 'packageType'> & { languageFit?: boolean };

/** 1 for a firm that speaks the client's language, else 0: the tier after points. */
const languageRank = (firm: { languageFit?: boolean }) => (firm.languageFit === true ? 1 : 0);

/**
 * The ranking rule (docs/matching.md, stated to firms by ranking-text.ts): points (location plus
 * need, nothing else), then whether the firm speaks the client's language, then plan rank (Premium
 * Plus, Premium, free), then rating, then id. So language and plan only order firms with the same
 * points, and a plan only orders firms that fit the client equally well (same points, same
 * language fit): there a free firm comes after every paid firm, whatever their ratings. The id
 * keeps the order total, so ranking never depends on input order.
 */
export function compareMatches(a: Comparable, b: Comparable): number {
  return (
    b.points - a.points ||
    languageRank(b) - languageRank(a) ||
    planRank(b.packageType) - planRank(a.packageType) ||
    b.rating - a.rating ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

export function rankFirms<F extends MatchableFirm>(firms: readonly F[], criteria: MatchCriteria): ScoredFirm<F>[] {
  return firms
    .filter(isEligible)
    .map((firm) => scoreFirm(firm, criteria))
    .sort(compareMatches);
}

/** How many firms follow the top match. */
const NEXT_MATCHES = 3;

export function selectMatches<F extends MatchableFirm>(
  firms: readonly F[],
  criteria: MatchCriteria,
): { top: ScoredFirm<F> | null; next: ScoredFirm<F>[] } {
  const ranked = rankFirms(firms, criteria);
  return { top: ranked[0] ?? null, next: ranked.slice(1, 1 + NEXT_MATCHES) };
}

export type ResultsSortMode = 'match' | 'rating';

type ResultsComparable = Pick<ScoredFirm, 'id' | 'matchScore' | 'rating' | 'packageType'> & { languageFit?: boolean };

/**
 * Results page: by match (score, then language fit, then plan rank, then rating: compareMatches' own
 * order, as the percentage never merges two point totals) or by rating; the tail keeps the order total.
 */
export function compareForResultsSort(a: ResultsComparable, b: ResultsComparable, mode: ResultsSortMode): number {
  const byId = a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  const byPlan = planRank(b.packageType) - planRank(a.packageType);
  const byLanguage = languageRank(b) - languageRank(a);
  if (mode === 'rating') return b.rating - a.rating || b.matchScore - a.matchScore || byLanguage || byPlan || byId;
  return b.matchScore - a.matchScore || byLanguage || byPlan || b.rating - a.rating || byId;
}
