import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { HideReviewResult } from '@/domain/reviews/reviews';
import { call } from '@/lib/callable';
import { reviewReportsRef } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/use-paged-query';

/** Reviews firms reported and nobody has dealt with yet, newest first, live (operators only, by rules). */
export function useOpenReviewReports() {
  const base = useMemo(() => query(reviewReportsRef(), where('state', '==', 'open'), orderBy('createdAt', 'desc')), []);
  const paged = usePagedQuery(base, 'reviewReports:open');
  return { ...paged, reports: paged.items };
}

/** Hides a review with a reason: the firm's rating is recomputed and the change audited on the server. */
export function hideReview(reviewId: string, reason: string): Promise<HideReviewResult> {
  return call('hideReview', { reviewId, reason });
}
