import type { Province } from '@/domain';

/**
 * Fields that must move with a firm's province. Matching (issue 3) derives its match keys from
 * the public firm document; once `firmMatchFields` exists in src/domain, merge its output for
 * the updated firm here so a moved firm is found in its new province and no longer in the old
 * one. Until then primaryServiceArea, which matching and open leads read, moves with it.
 */
export function provinceChangeFields(province: Province, _current: Record<string, unknown>): Record<string, unknown> {
  return { province, primaryServiceArea: province };
}
