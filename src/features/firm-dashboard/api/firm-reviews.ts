import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { ReplyToReviewResult, ReportReviewResult } from '@/domain/reviews/reviews';
import { call } from '@/lib/callable';
import { reviewsRef } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/use-paged-query';

/** The firm's reviews, hidden ones included, newest first, live and paged (rules: the firm's own). */
export function useFirmReviews(firmId: string) {
  const base = useMemo(() => query(reviewsRef(), where('firmId', '==', firmId), orderBy('createdAt', 'desc')), [firmId]);
  const paged = usePagedQuery(base, `reviews:${firmId}`);
  return { ...paged, reviews: paged.items };
}

/** The firm's one public reply to a review of itself. */
export function replyToReview(reviewId: string, text: string): Promise<ReplyToReviewResult> {
  return call('replyToReview', { reviewId, text });
}

/** Asks the operator to look at a review, with a reason only the operator reads. */
export function reportReview(reviewId: string, reason: string): Promise<ReportReviewResult> {
  return call('reportReview', { reviewId, reason });
}
