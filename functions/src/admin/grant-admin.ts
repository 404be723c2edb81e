import { type GrantAdminResult } from '@/domain/shared/operator-contract';
import { auth } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, addAuditEntry } from '../shared/record-writes';

/**
 * An existing operator makes another existing account an operator. Besides the make-admin CLI,
 * this is the only way the claim is granted; it is audited like every operator change.
 */
export const grantAdmin = callable('grantAdmin', {
  access: 'admin',
  handler: async ({ email }, caller): Promise<GrantAdminResult> => {
    let user;
    try {
      user = await auth.getUserByEmail(email);
    } catch {
      throw callableError(
        'account-not-found',
        'No account uses that email address. Ask them to create an account first.',
        'email',
      );
    }
    const claims = user.customClaims ?? {};
    if (typeof claims.firmId === 'string') {
      // A firm login doubling as an operator would mix a customer's and the operator's powers.
      throw callableError('account-is-firm', 'That account belongs to a law firm. Operators need their own account.', 'email');
    }
    const alreadyAdmin = claims.admin === true;
    if (!alreadyAdmin) {
      await auth.setCustomUserClaims(user.uid, { ...claims, admin: true });
      await addAuditEntry(
        auditEntry({
          by: auditActor(caller),
          firmId: null,
          targetUid: user.uid,
          targetEmail: user.email ?? email,
          field: 'admin',
          before: false,
          after: true,
        }),
      );
    }
    return { uid: user.uid, email: user.email ?? email, alreadyAdmin };
  },
});
