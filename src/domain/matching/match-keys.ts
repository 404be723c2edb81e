/**
 * Derived match keys: how the server finds the best firms without reading every active firm.
 *
 * Every firm carries `matchKeys`, tokens of the form `<location key>|<practice key>`, where each
 * side is either a concrete key ('c:johannesburg', 'p:divorce-separation') or the wildcard '*'.
 * A firm holding token `L|P` is guaranteed to score at least the tiers L and P name, because the
 * keys are built with the scorer's own helpers (normalisePlace, cityWordGrams, practiceCoverage).
 *
 * The planner turns criteria into score levels, best first. Each level lists every token whose
 * tier pair sums to that level's points, so a firm scoring exactly those points holds at least one
 * of them. The executor reads each level in the scorer's tie-break order (plan rank, rating, id),
 * keeps firms whose real points equal the level, and stops as soon as it has enough. Firms that
 * score higher were collected at an earlier level; fewer than `count` of those exist or we would
 * have stopped, so the skipped reads stay bounded. The result is the exhaustive ranking's prefix.
 * The executor lives in match-executor.ts.
 */
import { isFirmListed } from '../firms/verification';
import { planRank } from '../payments/plans';
import { MAX_MATCH_KEYS } from './match-bounds';
import { normalisePlace } from './place';
import { LOCATION_POINTS, PRACTICE_POINTS } from './points';
import {
  categoryOfSubcategory,
  COLLECTION_PRACTICE_IDS,
  COMMERCIAL_PRACTICE_IDS,
  findCategory,
  findItem,
  findSubcategory,
  practiceCoverage,
} from './practice-areas';
import { cityWordGrams, type LocationTier, type MatchableFirm, type MatchCriteria, type PracticeTier } from './score';
import { RELATED_CATEGORIES, type CategoryId } from './taxonomy';

const WILDCARD = '*';

type KeyFirm = Pick<
  MatchableFirm,
  'primaryCity' | 'cities' | 'primaryServiceArea' | 'province' | 'practiceAreas' | 'businessServices'
>;

const nonEmpty = (values: readonly string[]) => [...new Set(values.filter(Boolean))];

/** Location keys a firm holds: exact cities and areas, and every word run of them (partial). */
function firmLocationKeys(firm: Pick<KeyFirm, 'primaryCity' | 'cities' | 'primaryServiceArea' | 'province'>): string[] {
  const cities = [firm.primaryCity, ...firm.cities];
  const areas = [firm.primaryServiceArea, firm.province];
  return nonEmpty([
    ...cities
      .map((c) => normalisePlace(c))
      .filter(Boolean)
      .map((c) => `c:${c}`),
    ...cities.flatMap(cityWordGrams).map((g) => `g:${g}`),
    ...areas
      .map((a) => normalisePlace(a))
      .filter(Boolean)
      .map((a) => `a:${a}`),
    ...areas.flatMap(cityWordGrams).map((g) => `ag:${g}`),
  ]);
}

/** Practice keys a firm holds: its covered taxonomy ids and its business services. */
function firmPracticeKeys(firm: Pick<KeyFirm, 'practiceAreas' | 'businessServices'>): string[] {
  return nonEmpty([
    ...[...practiceCoverage(firm.practiceAreas)].map((id) => `p:${id}`),
    ...(firm.businessServices.collections ? ['b:collections'] : []),
    ...(firm.businessServices.generalBusiness ? ['b:general'] : []),
  ]);
}

export function firmMatchKeys(firm: KeyFirm): string[] {
  const locations = [WILDCARD, ...firmLocationKeys(firm)];
  const practices = [WILDCARD, ...firmPracticeKeys(firm)];
  return locations.flatMap((l) => practices.map((p) => `${l}|${p}`));
}

/** The stored profile fields the match index depends on. */
interface MatchFieldsSource {
  status?: unknown;
  verification?: unknown;
  suspended?: unknown;
  responsePause?: unknown;
  packageType?: unknown;
  rating?: unknown;
  province?: unknown;
  primaryServiceArea?: unknown;
  primaryCity?: unknown;
  cities?: unknown;
  practiceAreas?: unknown;
  businessServices?: unknown;
}

const strings = (value: unknown) => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The rating matching ranks by. The scorer and the ordered query must agree on it for every
 * stored document, including one written before ratings were enforced: anything that is not a
 * finite number in 0..5 ranks as 0, in the scan and in the index alike.
 */
export function matchRating(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 5 ? value : 0;
}

/**
 * firmMatchIndex/{firmId}: the server-only document the bounded queries read. It holds the match
 * keys (never downloaded by browsers: they are most of a firm's bytes) and exactly the fields the
 * ordered query filters and sorts on, always as numbers. Written in the same transaction as the
 * firm document by every writer (functions/src/shared/firm-store.ts, the firm factory, seeds).
 */
interface FirmMatchIndex {
  status: 'active' | 'inactive';
  rating: number;
  planRank: number;
  matchKeys: string[];
}

/**
 * The match index a firm's stored profile implies. Its status is 'active' only for a listed firm
 * (isFirmListed: active, verified, not suspended); other firms hold no keys, so they can never
 * be matched even if a query forgot the status filter. Throws if a profile somehow derives more
 * than MAX_MATCH_KEYS keys (the profile schema's bounds make that impossible for valid input).
 */
export function firmMatchIndex(profile: MatchFieldsSource): FirmMatchIndex {
  const services = (profile.businessServices ?? {}) as { collections?: unknown; generalBusiness?: unknown };
  const active = isFirmListed(profile);
  const keys = active
    ? firmMatchKeys({
        primaryCity: text(profile.primaryCity),
        cities: strings(profile.cities),
        primaryServiceArea: text(profile.primaryServiceArea) || text(profile.province),
        province: text(profile.province),
        practiceAreas: strings(profile.practiceAreas),
        businessServices: { collections: services.collections === true, generalBusiness: services.generalBusiness === true },
      })
    : [];
  if (keys.length > MAX_MATCH_KEYS) {
    throw new Error(`A firm profile derived ${keys.length} match keys; at most ${MAX_MATCH_KEYS} are stored`);
  }
  return {
    status: active ? 'active' : 'inactive',
    rating: matchRating(profile.rating),
    planRank: planRank(text(profile.packageType)),
    matchKeys: keys,
  };
}

// ---------------------------------------------------------------------------------------------
// Query plan
// ---------------------------------------------------------------------------------------------

function locationKeysByTier(criteria: Pick<MatchCriteria, 'location' | 'city'>): Record<LocationTier, string[]> {
  const city = normalisePlace(criteria.city);
  const area = normalisePlace(criteria.location);
  return {
    exactCity: city ? [`c:${city}`] : [],
    exactArea: area ? [`a:${area}`] : [],
    // Partial either way: the client's town is a word run of the firm's, or the firm's is one of the client's.
    partialCity: city ? nonEmpty([`g:${city}`, ...cityWordGrams(city).map((g) => `c:${g}`)]) : [],
    partialArea: area ? nonEmpty([`ag:${area}`, ...cityWordGrams(area).map((g) => `a:${g}`)]) : [],
    none: [WILDCARD],
  };
}

function practiceKeysByTier(criteria: MatchCriteria): Partial<Record<PracticeTier, string[]>> {
  if (criteria.userType === 'business') {
    if (criteria.serviceType === 'collections') {
      return {
        collectionsService: ['b:collections'],
        collectionPractice: COLLECTION_PRACTICE_IDS.map((id) => `p:${id}`),
        collectionsOther: [WILDCARD],
      };
    }
    return {
      commercialPractice: ['b:general', ...COMMERCIAL_PRACTICE_IDS.map((id) => `p:${id}`)],
      businessOther: [WILDCARD],
    };
  }
  // Mirrors the scorer's reading of the criteria exactly.
  const item = criteria.specificItem ? findItem(criteria.specificItem) : null;
  const subcategory = findSubcategory(criteria.subcategory);
  const category = (findCategory(criteria.practiceArea) ?? categoryOfSubcategory(criteria.subcategory))?.id as
    CategoryId | undefined;
  return {
    exactItem: item ? [`p:${item.id}`] : [],
    subcategory: subcategory ? [`p:${subcategory.id}`] : [],
    category: category ? [`p:${category}`] : [],
    relatedCategory: category ? RELATED_CATEGORIES[category].map((id) => `p:${id}`) : [],
    none: [WILDCARD],
  };
}

export interface MatchLevel {
  points: number;
  tokens: string[];
}

/** Score levels, best first, each with every token that can hold a firm scoring exactly that. */
export function matchLevels(criteria: MatchCriteria): MatchLevel[] {
  const locations = locationKeysByTier(criteria);
  const practices = practiceKeysByTier(criteria);
  const byPoints = new Map<number, Set<string>>();
  for (const [lTier, lKeys] of Object.entries(locations) as [LocationTier, string[]][]) {
    for (const [pTier, pKeys] of Object.entries(practices) as [PracticeTier, string[]][]) {
      if (lKeys.length === 0 || pKeys.length === 0) continue;
      const points = LOCATION_POINTS[lTier] + PRACTICE_POINTS[pTier];
      const tokens = byPoints.get(points) ?? new Set<string>();
      for (const l of lKeys) for (const p of pKeys) tokens.add(`${l}|${p}`);
      byPoints.set(points, tokens);
    }
  }
  return [...byPoints.entries()].sort((a, b) => b[0] - a[0]).map(([points, tokens]) => ({ points, tokens: [...tokens] }));
}
