import { FieldValue } from 'firebase-admin/firestore';
import { REVIEW_MESSAGES, type ReplyToReviewResult } from '@/domain/reviews/reviews';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { ownReviewOfPaidFirm } from './firm-review-access';
import { collections } from '../shared/documents';

/** A paid firm's one public reply to a review of itself; a second reply is refused. */
export const replyToReview = callable('replyToReview', {
  access: 'firm',
  handler: async ({ reviewId, text }, caller): Promise<ReplyToReviewResult> =>
    db.runTransaction(async (tx) => {
      const { review } = await ownReviewOfPaidFirm(tx, caller.firmId!, reviewId);
      if (review.reply) throw callableError('review-already-replied', REVIEW_MESSAGES.alreadyReplied, 'reviewId');
      tx.update(collections.reviews().doc(reviewId), { reply: { text, createdAt: FieldValue.serverTimestamp() } });
      return { reviewId };
    }),
});
