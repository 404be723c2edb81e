import { FieldValue } from 'firebase-admin/firestore';
import { REVIEW_MESSAGES, type HideReviewResult } from '@/domain/reviews/reviews';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { changeFirmRating, reviewRef, reviewReportRef } from './review-store';
import { collections } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, writeAuditEntry } from '../shared/record-writes';

/**
 * The operator hides a review with a reason. In one transaction the review leaves the public
 * profile, its stars leave the firm's rating (and match index), any report on it is resolved and
 * the audit trail records who hid it and why.
 */
export const hideReview = callable('hideReview', {
  access: 'admin',
  handler: async ({ reviewId, reason }, caller): Promise<HideReviewResult> =>
    db.runTransaction(async (tx) => {
      const [reviewSnap, reportSnap] = await Promise.all([tx.get(reviewRef(reviewId)), tx.get(reviewReportRef(reviewId))]);
      const review = reviewSnap.data();
      if (!review) throw callableError('review-not-found', REVIEW_MESSAGES.reviewNotFound, 'reviewId');
      if (review.status === 'hidden') throw callableError('review-already-hidden', REVIEW_MESSAGES.alreadyHidden, 'reviewId');
      const change = await changeFirmRating(tx, review.firmId, review.rating, -1);
      const now = FieldValue.serverTimestamp();
      tx.update(collections.reviews().doc(reviewId), { status: 'hidden', hiddenAt: now, hiddenReason: reason });
      change?.write();
      if (reportSnap.exists) tx.update(reportSnap.ref, { state: 'resolved', resolvedAt: now });
      writeAuditEntry(
        tx,
        auditEntry({
          by: auditActor(caller),
          firmId: review.firmId,
          firmName: change?.firmName ?? null,
          field: 'review',
          before: 'visible',
          after: 'hidden',
          reviewId,
          reason,
        }),
      );
      return {
        reviewId,
        firmId: review.firmId,
        rating: change?.fields.rating ?? 0,
        reviewCount: change?.fields.reviewCount ?? 0,
      };
    }),
});
