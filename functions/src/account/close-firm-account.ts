import type { CloseFirmAccountResult } from '@/domain';
import { callable } from '../shared/callable';
import { PAYFAST_SECRETS } from '../payments/payfast-config';
import { closeFirm } from './firm-closure';

/** The firm closes its own account from the dashboard (typed confirmation, checked by the schema). */
export const closeFirmAccount = callable('closeFirmAccount', {
  access: 'firm',
  secrets: PAYFAST_SECRETS,
  handler: async (_input, caller): Promise<CloseFirmAccountResult> =>
    closeFirm(caller.firmId!, { uid: caller.uid!, email: caller.email }),
});
