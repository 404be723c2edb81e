import { useState } from 'react';
import { z } from 'zod';
import { ReviewCard } from '@/components/review-card';
import { Alert, Button, EmptyState, LoadingBlock, RatingSummary, TextAreaField, useZodForm } from '@/components/ui';
import { REVIEW_REPLY_MAX, replyFormSchema, reportFormSchema } from '@/domain/reviews/reviews';
import type { StoredReview } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { replyToReview, reportReview, useFirmReviews } from '../api/firm-reviews';

/** The two notes a firm can write about a review: a public reply, or a report only the operator reads. */
const NOTE_FORMS = {
  reply: {
    schema: z.object({ note: replyFormSchema.shape.text }),
    serverField: 'text',
    label: 'Your public reply',
    hint: `Shown under the review on your profile. One reply per review; it cannot be changed later (${REVIEW_REPLY_MAX} characters at most).`,
    submit: 'Post reply',
    submitVariant: 'primary',
    send: replyToReview,
  },
  report: {
    schema: z.object({ note: reportFormSchema.shape.reason }),
    serverField: 'reason',
    label: 'Why should the operator look at this review?',
    hint: 'Only the operator reads this. The operator may hide a review that breaks the review rules; your rating then changes with it.',
    submit: 'Send report',
    submitVariant: 'secondary',
    send: reportReview,
  },
} as const;

/** Closes (onCancel) once the note is stored; the live list then shows the reply, or that it was reported. */
function ReviewNoteForm({
  kind,
  review,
  onCancel,
}: {
  kind: keyof typeof NOTE_FORMS;
  review: StoredReview;
  onCancel: () => void;
}) {
  const note = NOTE_FORMS[kind];
  const form = useZodForm(note.schema, { defaultValues: { note: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async ({ note: text }: { note: string }) => {
      await note.send(review.id, text);
      onCancel();
    },
    { fields: { [note.serverField]: 'note' } },
  );
  return (
    <form className="space-y-3 border-t border-slate-100 pt-3" noValidate onSubmit={onSubmit}>
      <TextAreaField
        label={note.label}
        rows={3}
        hint={note.hint}
        {...form.register('note')}
        error={form.formState.errors.note?.message}
      />
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex gap-3">
        <Button type="submit" size="sm" variant={note.submitVariant} busy={busy}>
          {note.submit}
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
      {review.status === 'visible' && open === 'reply' && (
        <ReviewNoteForm kind="reply" review={review} onCancel={() => setOpen(null)} />
      )}
      {review.status === 'visible' && open === 'report' && (
        <ReviewNoteForm kind="report" review={review} onCancel={() => setOpen(null)} />
      )}
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
