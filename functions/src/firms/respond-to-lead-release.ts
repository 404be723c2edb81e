import { FieldValue } from 'firebase-admin/firestore';
import { CLIENT_CONTACT_FIELDS, type RespondToLeadReleaseResult } from '@/domain/leads/release';
import { db } from '../shared/admin';
import { callable } from '../shared/callable';
import { leadReleaseRef, usableRelease } from './lead-release-store';

/**
 * The client's answer from the release email. In one transaction the single-use token is checked
 * and marked used; a release copies the contact fields of the original lead into the accepting
 * firm's lead, a decline copies nothing and records the refusal the firm then sees. Public: the
 * token is the credential; unknown, used and expired tokens are refused with what to do instead.
 */
export const respondToLeadRelease = callable('respondToLeadRelease', {
  access: 'public',
  handler: async ({ token, decision }): Promise<RespondToLeadReleaseResult> => {
    const ref = leadReleaseRef(token);
    return db.runTransaction(async (tx) => {
      const release = usableRelease(await tx.get(ref));
      const leadRef = db.doc(`leads/${release.leadId}`);
      const update: Record<string, unknown> = { updatedAt: FieldValue.serverTimestamp() };
      if (decision === 'release') {
        const original = await tx.get(db.doc(`leads/${release.originalLeadId}`));
        const formData = (original.get('formData') ?? {}) as Record<string, unknown>;
        for (const field of CLIENT_CONTACT_FIELDS) {
          if (formData[field] !== undefined) update[`formData.${field}`] = formData[field];
        }
        update.contactRelease = 'released';
        update.releasedAt = FieldValue.serverTimestamp();
      } else {
        update.contactRelease = 'declined';
        update.declinedAt = FieldValue.serverTimestamp();
      }
      tx.update(leadRef, update);
      tx.update(ref, { usedAt: FieldValue.serverTimestamp(), decision });
      return { decision, firmName: release.firmName };
    });
  },
});
