import { FieldValue } from 'firebase-admin/firestore';
import { newReview, REVIEW_MESSAGES, type SubmitReviewResult } from '@/domain/reviews/reviews';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { clientIsFirm, refusedReviewAudit } from '../shared/firm-addresses';
import { addAuditEntry } from '../shared/record-writes';
import { reviewInviteRef, usableInvite } from './review-invite-store';
import { changeFirmRating, reviewRef } from './review-store';
import { collections } from '../shared/documents';

/**
 * The client's review from the invite link. In one transaction: the single-use token is checked
 * and marked used, the lead it came from must still exist for that firm, reviews/{leadId} is
 * created (one review per lead, whatever happens to the tokens) and the firm's rating, count and
 * match index move with it. Public: the token is the credential.
 */
export const submitReview = callable('submitReview', {
  access: 'public',
  handler: async ({ token, rating, text }): Promise<SubmitReviewResult> => {
    const inviteRef = reviewInviteRef(token);
    let refusedOwnFirm: { firmId: string; leadId: string } | null = null;
    return db
      .runTransaction(async (tx) => {
        refusedOwnFirm = null;
        const invite = usableInvite(await tx.get(inviteRef));
        const [lead, existing] = await Promise.all([tx.get(leadRef(invite.leadId)), tx.get(reviewRef(invite.leadId))]);
        if (lead.data()?.firmId !== invite.firmId) throw callableError('review-link-unknown', REVIEW_MESSAGES.leadGone, 'token');
        if (existing.exists) throw callableError('review-link-used', REVIEW_MESSAGES.used, 'token');
        const clientEmail = lead.data()?.formData.email;
        if (typeof clientEmail === 'string' && (await clientIsFirm(tx, invite.firmId, clientEmail))) {
          refusedOwnFirm = { firmId: invite.firmId, leadId: invite.leadId };
          throw callableError('review-own-firm', REVIEW_MESSAGES.ownFirm, 'token');
        }
        const change = await changeFirmRating(tx, invite.firmId, rating, 1);
        if (!change) throw callableError('review-link-unknown', REVIEW_MESSAGES.leadGone, 'token');
        tx.create(
          collections.reviews().doc(invite.leadId),
          newReview({ firmId: invite.firmId, leadId: invite.leadId, rating, text, createdAt: FieldValue.serverTimestamp() }),
        );
        change.write();
        tx.update(inviteRef, { used: true, usedAt: FieldValue.serverTimestamp() });
        return {
          reviewId: invite.leadId,
          firmName: change.firmName,
          rating: change.fields.rating,
          reviewCount: change.fields.reviewCount,
        };
      })
      .catch(async (error: unknown) => {
        // The refusal rolls the transaction back; the operator's record of it is written after.
        const refused = refusedOwnFirm;
        if (refused) {
          await addAuditEntry(refusedReviewAudit(refused.firmId, null, refused.leadId, 'review'));
        }
        throw error;
      });
  },
});
