import type { CloseFirmAccountResult } from '@/domain/firms/account';
import { callable, callableError } from '../shared/callable';
import { PAYFAST_SECRETS } from '../payments/payfast-config';
import { closeFirm } from './firm-closure';
import { usersCollection } from '../shared/documents';

/**
 * The operator's data request tool: a firm's login address asked to be erased. The same closure
 * as the firm's own (PayFast first, invoices kept), audited as the operator.
 */
export const adminCloseFirmAccount = callable('adminCloseFirmAccount', {
  access: 'admin',
  secrets: PAYFAST_SECRETS,
  handler: async ({ email }, caller): Promise<CloseFirmAccountResult> => {
    const addresses = [...new Set([email.trim(), email.trim().toLowerCase()])];
    const users = await usersCollection().where('email', 'in', addresses).get();
    const firmId = users.docs.map((d) => d.data()?.firmId).find((id): id is string => typeof id === 'string' && !!id);
    if (!firmId) throw callableError('account-not-found', 'No firm account signs in with this address.', 'email');
    return closeFirm(firmId, { uid: caller.uid!, email: caller.email });
  },
});
