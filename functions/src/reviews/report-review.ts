import { FieldValue } from 'firebase-admin/firestore';
import { REVIEW_MESSAGES, type ReportReviewResult } from '@/domain/reviews/reviews';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { ownReviewOfPaidFirm } from './firm-review-access';
import { reviewReportRef } from './review-store';
import { collections } from '../shared/documents';

/**
 * A paid firm asks the operator to look at a review of itself, with a reason. The reason goes to
 * reviewReports/{reviewId} (operators read it); the public review only records that it was reported.
 */
export const reportReview = callable('reportReview', {
  access: 'firm',
  handler: async ({ reviewId, reason }, caller): Promise<ReportReviewResult> =>
    db.runTransaction(async (tx) => {
      const { firm, review } = await ownReviewOfPaidFirm(tx, caller.firmId!, reviewId);
      if (review.reportedAt !== undefined) {
        throw callableError('review-already-reported', REVIEW_MESSAGES.alreadyReported, 'reviewId');
      }
      const now = FieldValue.serverTimestamp();
      tx.set(reviewReportRef(reviewId), {
        reviewId,
        firmId: review.firmId,
        firmName: firm.firmName,
        reason,
        reviewText: review.text,
        reviewRating: review.rating,
        state: 'open',
        createdAt: now,
      });
      tx.update(collections.reviews().doc(reviewId), { reportedAt: now });
      return { reviewId };
    }),
});
