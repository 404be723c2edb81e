import type { CloseFirmAccountResult } from '@/domain/firms/account';
import { callable } from '../shared/callable';
import { PAYFAST_SECRETS } from '../payments/payfast-config';
import { closeFirm } from './firm-closure';

/**
 * The firm closes its own account from the dashboard (typed confirmation, checked by the schema).
 * The audit entry names the firm's uid but not its address: the address is erased with the rest.
 */
export const closeFirmAccount = callable('closeFirmAccount', {
  access: 'firm',
  secrets: PAYFAST_SECRETS,
  handler: async (_input, caller): Promise<CloseFirmAccountResult> =>
    closeFirm(caller.firmId!, { uid: caller.uid!, email: null }),
});
