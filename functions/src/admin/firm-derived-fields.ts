import type { FirmDocument } from '@/domain/firms/model';
import type { Province } from '@/domain/shared/provinces';

/**
 * Fields that must move with a firm's province: primaryServiceArea, which matching and open leads
 * read. The caller re-derives the match keys from the result (withMatchFields), so a moved firm
 * is found in its new province and no longer in the old one.
 */
export function provinceChangeFields(
  province: Province,
  _current: FirmDocument,
): Pick<FirmDocument, 'province' | 'primaryServiceArea'> {
  return { province, primaryServiceArea: province };
}
