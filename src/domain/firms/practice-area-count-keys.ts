/** Which counts of `stats/practiceAreaCounts` a firm adds to (functions keep the aggregate). */
import { normalisePlace } from '../matching/place';
import { practiceCoverage } from '../matching/practice-areas';
import { COUNTED_AREAS, COUNTED_CITIES, countKey, type CountedCity } from './practice-area-counts';

interface CountableFirm {
  status?: unknown;
  /** firmDerivedFields' listing switch: active, verified, not suspended. */
  listed?: unknown;
  primaryCity?: unknown;
  cities?: unknown;
  practiceAreas?: unknown;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : typeof value === 'string' ? [value] : [];

/** The keys a firm adds to the counts: none unless it is listed (active, verified, not suspended). */
export function firmCountKeys(firm: CountableFirm | undefined): string[] {
  if (!firm || firm.listed !== true) return [];
  const places = new Set([...strings(firm.primaryCity), ...strings(firm.cities)].map(normalisePlace));
  const covered = practiceCoverage(strings(firm.practiceAreas));
  const keys: string[] = [];
  for (const [slug, name] of Object.entries(COUNTED_CITIES) as [CountedCity, string][]) {
    if (!places.has(normalisePlace(name))) continue;
    for (const area of COUNTED_AREAS) if (covered.has(area)) keys.push(countKey(slug, area));
  }
  return keys;
}

/** What changes in the counts when a firm's keys go from `before` to `after`. */
export function countChanges(before: readonly string[], after: readonly string[]): Map<string, number> {
  const changes = new Map<string, number>();
  for (const key of before) if (!after.includes(key)) changes.set(key, -1);
  for (const key of after) if (!before.includes(key)) changes.set(key, 1);
  return changes;
}
