import {
  REVIEWER_CLAIM,
  reviewerNameOf,
  SUGGESTION_MESSAGES,
  type SetTranslationReviewerResult,
} from '@/domain/i18n/suggestions';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auth } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { roleAccountByEmail } from '../admin/role-account';
import { addAuditEntry, auditActor } from '../shared/record-writes';

/**
 * An operator names a translation reviewer (issue 38), as grantAdmin names an operator: a custom
 * claim on an existing account, holding the name the catalogs record (`reviewed by NAME`), audited.
 * A reviewer sees and decides translation suggestions and nothing else; a firm's login cannot be one.
 */
export const setTranslationReviewer = callable('setTranslationReviewer', {
  access: 'admin',
  handler: async ({ email, name, reviewer }, caller): Promise<SetTranslationReviewerResult> => {
    if (reviewer && !name) throw callableError('invalid-input', SUGGESTION_MESSAGES.reviewerNameMissing, 'name');
    const user = await roleAccountByEmail(email, 'Reviewers');
    const claims = user.customClaims ?? {};
    const before = reviewerNameOf(claims[REVIEWER_CLAIM]);
    const after = reviewer ? name : null;
    const changed = before !== after;
    if (changed) {
      const { [REVIEWER_CLAIM]: _previous, ...others } = claims;
      await auth.setCustomUserClaims(user.uid, after === null ? others : { ...others, [REVIEWER_CLAIM]: after });
      await addAuditEntry(
        auditEntry({
          by: auditActor(caller),
          firmId: null,
          targetUid: user.uid,
          targetEmail: user.email ?? email,
          field: 'translation-reviewer',
          before: before ?? false,
          after: after ?? false,
        }),
      );
    }
    return { uid: user.uid, email: user.email ?? email, name: after, changed };
  },
});
