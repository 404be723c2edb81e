/**
 * The practice-area category list with firm counts on the city pages. Functions keep one public
 * aggregate, `stats/practiceAreaCounts` (see functions/src/stats/on-firm-written.ts): each active
 * firm contributes one key per counted city it serves and counted area it covers, recorded per firm
 * so a change is applied as a difference and never needs a scan of the firms. Pure: no Firebase,
 * and nothing imported but the city list, so the public city pages read it without the taxonomy
 * (the keys a firm adds are in practice-area-count-keys.ts, for functions).
 */
import { CITY_PAGE_NAMES, type CitySlug } from '../shared/cities';

/** The cities with a page of their own (shared/cities.ts), by slug: each is counted. */
export const COUNTED_CITIES = CITY_PAGE_NAMES;
export type CountedCity = CitySlug;

/** The taxonomy ids the city pages list (a category or a subcategory; items count towards both). */
export const COUNTED_AREAS = [
  'family',
  'personal-injury',
  'criminal',
  'commercial-corporate',
  'property',
  'employment',
  'administrative',
] as const;
export type CountedArea = (typeof COUNTED_AREAS)[number];

export const PRACTICE_AREA_COUNTS_DOC = { collection: 'stats', id: 'practiceAreaCounts' } as const;
/** Per firm: the keys it adds to the counts now (functions only; never read by browsers). */
export const PRACTICE_AREA_CONTRIBUTIONS = 'practiceAreaContributions';

/** A count's key in the aggregate's `counts` map: '<city slug>:<area id>'. */
export const countKey = (city: CountedCity, area: CountedArea) => `${city}:${area}`;

/** The aggregate as browsers read it: counts by key, never negative. */
export type PracticeAreaCounts = Record<string, number>;

export function countFor(counts: PracticeAreaCounts | null, city: CountedCity, area: CountedArea): number | null {
  if (!counts) return null;
  return Math.max(0, counts[countKey(city, area)] ?? 0);
}
