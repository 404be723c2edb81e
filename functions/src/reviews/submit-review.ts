import { FieldValue } from 'firebase-admin/firestore';
import { newReview, REVIEW_MESSAGES, type SubmitReviewResult } from '@/domain';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { reviewInviteRef, usableInvite } from './review-invite-store';
import { changeFirmRating, reviewRef } from './review-store';

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
    return db.runTransaction(async (tx) => {
      const invite = usableInvite(await tx.get(inviteRef));
      const [lead, existing] = await Promise.all([tx.get(leadRef(invite.leadId)), tx.get(reviewRef(invite.leadId))]);
      if (lead.data()?.firmId !== invite.firmId) throw callableError('review-link-unknown', REVIEW_MESSAGES.leadGone, 'token');
      if (existing.exists) throw callableError('review-link-used', REVIEW_MESSAGES.used, 'token');
      const change = await changeFirmRating(tx, invite.firmId, rating, 1);
      if (!change) throw callableError('review-link-unknown', REVIEW_MESSAGES.leadGone, 'token');
      tx.create(
        db.doc(`reviews/${invite.leadId}`),
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
    });
  },
});
