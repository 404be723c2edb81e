import { type GrantAdminResult } from '@/domain/shared/operator-contract';
import { auth } from '../shared/admin';
import { callable } from '../shared/callable';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, addAuditEntry } from '../shared/record-writes';
import { roleAccountByEmail } from './role-account';

/**
 * An existing operator makes another existing account an operator. Besides the make-admin CLI,
 * this is the only way the claim is granted; it is audited like every operator change.
 */
export const grantAdmin = callable('grantAdmin', {
  access: 'admin',
  handler: async ({ email }, caller): Promise<GrantAdminResult> => {
    const user = await roleAccountByEmail(email, 'Operators');
    const claims = user.customClaims ?? {};
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
