import { useState } from 'react';
import { ReviewCard } from '@/components/review-card';
import { Alert, Button, EmptyState, LoadingBlock, RatingSummary, TextAreaField, useZodForm } from '@/components/ui';
import { REVIEW_REPLY_MAX, replyFormSchema, reportFormSchema } from '@/domain/reviews/reviews';
import type { StoredReview } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { replyToReview, reportReview, useFirmReviews } from '../api/firm-reviews';

/** Closes (onCancel) once the reply is stored; the live list then shows it under the review. */
function ReplyForm({ review, onCancel }: { review: StoredReview; onCancel: () => void }) {
  const form = useZodForm(replyFormSchema, { defaultValues: { text: '' } });
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(form, async ({ text }: { text: string }) => {
    await replyToReview(review.id, text);
    onCancel();
  });
  return (
    <form className="space-y-3 border-t border-slate-100 pt-3" noValidate onSubmit={onSubmit}>
      <TextAreaField
        label="Your public reply"
        rows={3}
        hint={`Shown under the review on your profile. One reply per review; it cannot be changed later (${REVIEW_REPLY_MAX} characters at most).`}
        {...form.register('text')}
        error={form.formState.errors.text?.message}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" size="sm" busy={busy}>
          Post reply
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ review, onCancel }: { review: StoredReview; onCancel: () => void }) {
  const form = useZodForm(reportFormSchema, { defaultValues: { reason: '' } });
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(form, async ({ reason }: { reason: string }) => {
    await reportReview(review.id, reason);
    onCancel();
  });
  return (
    <form className="space-y-3 border-t border-slate-100 pt-3" noValidate onSubmit={onSubmit}>
      <TextAreaField
        label="Why should the operator look at this review?"
        rows={3}
        hint="Only the operator reads this. The operator may hide a review that breaks the review rules; your rating then changes with it."
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" size="sm" variant="secondary" busy={busy}>
          Send report
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ManagedReview({ review, firmName }: { review: StoredReview; firmName: string }) {
  const [open, setOpen] = useState<'reply' | 'report' | null>(null);
  return (
    <ReviewCard review={review} firmName={firmName}>
      {review.status === 'hidden' && (
        <Alert tone="info">
          Hidden by the operator{review.hiddenReason ? `: ${review.hiddenReason}` : ''}. It no longer counts in your rating.
        </Alert>
      )}
      {review.status === 'visible' && review.reportedAt !== undefined && (
        <p className="text-sm text-slate-700">Reported to the operator. We will look at it.</p>
      )}
      {review.status === 'visible' && open === 'reply' && <ReplyForm review={review} onCancel={() => setOpen(null)} />}
      {review.status === 'visible' && open === 'report' && <ReportForm review={review} onCancel={() => setOpen(null)} />}
      {review.status === 'visible' && open === null && (!review.reply || review.reportedAt === undefined) && (
        <div className="flex flex-wrap gap-3 pt-1">
          {!review.reply && (
            <Button size="sm" variant="secondary" onClick={() => setOpen('reply')}>
              Reply
            </Button>
          )}
          {review.reportedAt === undefined && (
            <Button size="sm" variant="ghost" onClick={() => setOpen('report')}>
              Report to the operator
            </Button>
          )}
        </div>
      )}
    </ReviewCard>
  );
}

/** Review management (paid plans): every review of the firm, one public reply each, a report to the operator. */
export function ReviewsTab({ firm }: { firm: { id: string; firmName: string; rating: number; reviewCount: number } }) {
  const { loading, error, reviews, hasMore, loadingMore, loadMore } = useFirmReviews(firm.id);
  if (loading) return <LoadingBlock label="Loading your reviews..." />;
  if (error) return <Alert tone="error">We could not load your reviews. Please refresh the page.</Alert>;
  return (
    <div className="space-y-4">
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-brand-950">Your rating</h2>
        <RatingSummary rating={firm.rating} reviewCount={firm.reviewCount} className="mt-1" />
        <p className="mt-2 text-sm text-slate-700">
          Clients are invited to review you once, after you mark their lead Contacted or Converted. Every review comes from a real
          request, so each is shown as from a verified client.
        </p>
      </div>
      {reviews.length === 0 ? (
        <EmptyState title="No reviews yet">Reviews appear here when clients you contacted review your firm.</EmptyState>
      ) : (
        <div className="space-y-3">
          {reviews.map((review) => (
            <ManagedReview key={review.id} review={review} firmName={firm.firmName} />
          ))}
        </div>
      )}
      {hasMore && (
        <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
          Load more reviews
        </Button>
      )}
    </div>
  );
}
