import { useEffect, useState, type ReactNode } from 'react';
import { REVIEW_MESSAGES, type Review } from '@/domain/reviews/reviews';
import { cn } from './ui/cn';
import { formatSastDate } from '@/domain/shared/format';

/** What a review card shows; the public list, the firm's dashboard and the operator read the same shape. */
export type ReviewView = Pick<Review, 'rating' | 'text' | 'createdAt' | 'reply'> & { id: string };

export function ReviewStars({ rating, className }: { rating: number; className?: string }) {
  return (
    <p role="img" aria-label={`Rated ${rating} out of 5`} className={cn('flex gap-0.5', className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <svg
          key={i}
          viewBox="0 0 20 20"
          aria-hidden="true"
          className={cn('h-4 w-4', i <= rating ? 'fill-accent-600' : 'fill-slate-300')}
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z" />
        </svg>
      ))}
    </p>
  );
}

/**
 * One review: stars, date and "Verified client" (every review comes from a lead the firm
 * answered), the text, and the firm's one public reply. `children` holds a viewer's actions.
 */
export function ReviewCard({ review, firmName, children }: { review: ReviewView; firmName?: string; children?: ReactNode }) {
  return (
    <article
      aria-label={`Review from ${formatSastDate(review.createdAt)}`}
      className="space-y-2 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} />
        <span className="text-sm text-slate-700">{formatSastDate(review.createdAt)}</span>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
          {REVIEW_MESSAGES.verifiedClient}
        </span>
      </div>
      <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere] text-slate-800">{review.text}</p>
      {review.reply && (
        <div className="rounded-lg border-l-4 border-brand-300 bg-slate-50 p-3">
          <p className="text-xs font-semibold text-slate-700">
            Response from {firmName ?? 'the firm'} · {formatSastDate(review.reply.createdAt)}
          </p>
          <p className="mt-1 whitespace-pre-wrap text-sm [overflow-wrap:anywhere] text-slate-800">{review.reply.text}</p>
        </div>
      )}
      {children}
    </article>
  );
}

/**
 * A firm's visible reviews, newest first, loaded when shown (the firm card's details). The feature
 * that shows it passes its own loader (features/*\/api are the only Firebase callers).
 */
export function FirmReviews({ firmName, load }: { firmName: string; load: () => Promise<ReviewView[]> }) {
  const [state, setState] = useState<{ status: 'loading' | 'error' } | { status: 'ready'; reviews: ReviewView[] }>({
    status: 'loading',
  });
  useEffect(() => {
    let live = true;
    load().then(
      (reviews) => live && setState({ status: 'ready', reviews }),
      () => live && setState({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return (
    <section aria-label={`Reviews of ${firmName}`} className="space-y-2">
      <h4 className="font-semibold text-brand-950">Reviews</h4>
      {state.status === 'loading' && <p className="text-sm text-slate-600">Loading reviews...</p>}
      {state.status === 'error' && <p className="text-sm text-slate-700">Reviews could not be loaded just now.</p>}
      {state.status === 'ready' && state.reviews.length === 0 && (
        <p className="text-sm text-slate-600">{REVIEW_MESSAGES.noReviews}</p>
      )}
      {state.status === 'ready' &&
        state.reviews.map((review) => <ReviewCard key={review.id} review={review} firmName={firmName} />)}
    </section>
  );
}
