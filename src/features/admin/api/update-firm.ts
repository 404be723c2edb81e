import type { AdminFirmChange, AdminUpdateFirmResult } from '@/domain/shared/operator-contract';
import { call } from '@/lib/callable';

/** Plan, featured or province change for one firm; checked, applied and audited on the server. */
export function updateFirm(firmId: string, change: AdminFirmChange): Promise<AdminUpdateFirmResult> {
  return call('adminUpdateFirm', { firmId, change });
}
