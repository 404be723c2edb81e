import { useEffect, useState, type ReactNode } from 'react';
import type { ReviewView } from '@/domain/reviews/reviews';
import { ENGLISH_REVIEW_WORDS, type ReviewWords } from './review-words';
import { cn } from './ui/cn';

export type { ReviewView } from '@/domain/reviews/reviews';

export function ReviewStars({
  rating,
  className,
  words = ENGLISH_REVIEW_WORDS,
}: {
  rating: number;
  className?: string;
  words?: Pick<ReviewWords, 'rated'>;
}) {
  return (
    <p role="img" aria-label={words.rated(rating)} className={cn('flex gap-0.5', className)}>
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
export function ReviewCard({
  review,
  firmName,
  children,
  words = ENGLISH_REVIEW_WORDS,
}: {
  review: ReviewView;
  firmName?: string;
  children?: ReactNode;
  words?: ReviewWords;
}) {
  const date = words.date(review.createdAt);
  return (
    <article aria-label={words.reviewFrom(date)} className="space-y-2 rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <ReviewStars rating={review.rating} words={words} />
        <span className="text-sm text-slate-700">{date}</span>
        <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">{words.verifiedClient}</span>
      </div>
      <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere] text-slate-800">{review.text}</p>
      {review.reply && (
        <div className="rounded-lg border-l-4 border-brand-300 bg-slate-50 p-3">
          <p className="text-xs font-semibold text-slate-700">
            {words.responseFrom(firmName, words.date(review.reply.createdAt))}
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
 * that shows it passes its own loader (features/*\/api are the only Firebase callers), and a
 * translated page its language's words.
 */
export function FirmReviews({
  firmName,
  load,
  words = ENGLISH_REVIEW_WORDS,
}: {
  firmName: string;
  load: () => Promise<ReviewView[]>;
  words?: ReviewWords;
}) {
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
    <section aria-label={words.sectionName(firmName)} className="space-y-2">
      <h4 className="font-semibold text-brand-950">{words.title}</h4>
      {state.status === 'loading' && <p className="text-sm text-slate-600">{words.loading}</p>}
      {state.status === 'error' && <p className="text-sm text-slate-700">{words.failed}</p>}
      {state.status === 'ready' && state.reviews.length === 0 && <p className="text-sm text-slate-600">{words.none}</p>}
      {state.status === 'ready' &&
        state.reviews.map((review) => <ReviewCard key={review.id} review={review} firmName={firmName} words={words} />)}
    </section>
  );
}
