import { planRank } from '@/domain/payments/plans';
import { MAJOR_CITIES_BY_PROVINCE, PROVINCES, type Province } from '@/domain/shared/provinces';

export interface CorrespondentCandidate {
  id: string;
  firmName: string;
  province: string;
  primaryCity?: string;
  cities?: string[];
  packageType?: string;
  rating?: number;
}

type MatchLevel = 'exact' | 'province' | 'nearby';
export interface RankedCorrespondent<T> {
  firm: T;
  level: MatchLevel;
}

const norm = (s: string | undefined) => (s ?? '').trim().toLowerCase();

/** The province a place name belongs to, if it is a province or one of its known towns. */
function provinceOf(place: string): Province | null {
  const key = norm(place);
  const direct = PROVINCES.find((p) => norm(p) === key);
  if (direct) return direct;
  return PROVINCES.find((p) => MAJOR_CITIES_BY_PROVINCE[p].some((c) => norm(c) === key)) ?? null;
}

/**
 * Firms serving the location: exact city matches first, then firms anywhere in the same
 * province, then partial name matches; within a level, higher plans and ratings first.
 * Firms with no link to the location are left out.
 */
export function rankCorrespondents<T extends CorrespondentCandidate>(
  firms: readonly T[],
  location: string,
): RankedCorrespondent<T>[] {
  const key = norm(location);
  if (!key) return [];
  const province = provinceOf(location);
  const order: Record<MatchLevel, number> = { exact: 0, province: 1, nearby: 2 };
  const ranked: RankedCorrespondent<T>[] = [];
  for (const firm of firms) {
    const places = [firm.primaryCity, ...(firm.cities ?? [])].map(norm).filter(Boolean);
    let level: MatchLevel | null = null;
    if (places.includes(key)) level = 'exact';
    else if (province && firm.province === province) level = 'province';
    else if (places.some((p) => p.includes(key) || key.includes(p)) || norm(firm.province).includes(key)) level = 'nearby';
    if (level) ranked.push({ firm, level });
  }
  return ranked.sort(
    (a, b) =>
      order[a.level] - order[b.level] ||
      planRank(b.firm.packageType) - planRank(a.firm.packageType) ||
      (b.firm.rating ?? 0) - (a.firm.rating ?? 0) ||
      a.firm.firmName.localeCompare(b.firm.firmName),
  );
}
