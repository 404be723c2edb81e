/**
 * The location half of the score (score.ts): how a firm's cities and service area meet the
 * client's city and province. Split from the scorer so each module stays small; the match index
 * (match-keys.ts) derives its location keys with the same helpers.
 */
import { normalisePlace } from './place';
import { LOCATION_POINTS } from './points';

export type LocationTier = keyof typeof LOCATION_POINTS;

/**
 * Every contiguous run of whole words in a normalised place name:
 * 'Johannesburg North' -> ['johannesburg', 'johannesburg north', 'north'].
 * Two names match partially exactly when one's full normalised form is a gram of the other, so
 * an index of these grams answers partial matches without scanning.
 */
export function cityWordGrams(name: string): string[] {
  const words = normalisePlace(name).split(' ').filter(Boolean);
  const grams = new Set<string>();
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 1; end <= words.length; end++) {
      grams.add(words.slice(start, end).join(' '));
    }
  }
  return [...grams];
}

export const samePlace = (a: string, b: string) => {
  const na = normalisePlace(a);
  return na !== '' && na === normalisePlace(b);
};

/** Word-level containment either way ('johannesburg' and 'johannesburg north'); exact included. */
function placesOverlap(a: string, b: string): boolean {
  const na = normalisePlace(a);
  const nb = normalisePlace(b);
  if (!na || !nb) return false;
  return ` ${nb} `.includes(` ${na} `) || ` ${na} `.includes(` ${nb} `);
}

const firmCities = (firm: Pick<LocationFirm, 'primaryCity' | 'cities'>) => [firm.primaryCity, ...firm.cities];
const firmAreas = (firm: Pick<LocationFirm, 'primaryServiceArea' | 'province'>) => [firm.primaryServiceArea, firm.province];

export interface LocationFirm {
  primaryServiceArea: string;
  primaryCity: string;
  province: string;
  cities: readonly string[];
}
interface LocationCriteria {
  location: string;
  city: string;
}

export function locationMatch(firm: LocationFirm, criteria: LocationCriteria): { tier: LocationTier; place: string } {
  const cities = firmCities(firm);
  const areas = firmAreas(firm);
  const exactCity = cities.find((c) => samePlace(c, criteria.city));
  if (exactCity !== undefined) return { tier: 'exactCity', place: exactCity };
  const exactArea = areas.find((a) => samePlace(a, criteria.location));
  if (exactArea !== undefined) return { tier: 'exactArea', place: exactArea };
  const partialCity = cities.find((c) => placesOverlap(c, criteria.city));
  if (partialCity !== undefined) return { tier: 'partialCity', place: partialCity };
  const partialArea = areas.find((a) => placesOverlap(a, criteria.location));
  if (partialArea !== undefined) return { tier: 'partialArea', place: partialArea };
  return { tier: 'none', place: '' };
}

export function locationTier(firm: LocationFirm, criteria: LocationCriteria): LocationTier {
  return locationMatch(firm, criteria).tier;
}

/** The best of exact city 40, exact area 30, partial city 25, partial area 20, else 5. */
export function locationPoints(firm: LocationFirm, criteria: LocationCriteria): number {
  return LOCATION_POINTS[locationTier(firm, criteria)];
}
