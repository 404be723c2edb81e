import type { Transaction } from 'firebase-admin/firestore';
import { isPaidPlan } from '@/domain/payments/plans';
import { REVIEW_MESSAGES, type Review } from '@/domain/reviews/reviews';
import { callableError } from '../shared/callable';
import { firmRef } from '../shared/firm-store';
import { reviewRef } from './review-store';

/**
 * A firm acting on one of its reviews (reply, report): the firm must be on a paid plan (review
 * management is a plan feature) and the review must be its own. Read in the caller's transaction.
 */
export async function ownReviewOfPaidFirm(tx: Transaction, firmId: string, reviewId: string) {
  const [firmSnap, reviewSnap] = await Promise.all([tx.get(firmRef(firmId)), tx.get(reviewRef(reviewId))]);
  const firm = firmSnap.data();
  if (!firm) throw callableError('firm-not-found', 'Your firm could not be found. Please sign in again.');
  if (!isPaidPlan(firm.packageType)) throw callableError('plan-required', REVIEW_MESSAGES.reviewsNeedPaidPlan);
  const review: Review | undefined = reviewSnap.data();
  if (!review) throw callableError('review-not-found', REVIEW_MESSAGES.reviewNotFound, 'reviewId');
  // The same answer as a missing review would leak nothing more: the id is already public.
  if (review.firmId !== firmId) throw callableError('review-not-yours', REVIEW_MESSAGES.notYourReview, 'reviewId');
  return { firm, review, ref: reviewSnap.ref };
}
