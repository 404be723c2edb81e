import { FieldValue } from 'firebase-admin/firestore';
import { leadContactRelease } from '@/domain/leads/record';
import { type RespondToLeadReleaseResult } from '@/domain/leads/release';
import { db } from '../shared/admin';
import { callable } from '../shared/callable';
import { leadReleaseRef, usableRelease } from './lead-release-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';

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
      const original = decision === 'release' ? (await tx.get(leadRef(release.originalLeadId))).data() : undefined;
      updateLead(tx, release.leadId, leadContactRelease(decision, original?.formData));
      tx.update(ref, { usedAt: FieldValue.serverTimestamp(), decision });
      return { decision, firmName: release.firmName };
    });
  },
});
