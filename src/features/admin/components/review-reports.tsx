import { ReviewStars } from '@/components/review-card';
import { Button, TextAreaField, useZodForm } from '@/components/ui';
import { reportFormSchema } from '@/domain/reviews/reviews';
import { formatSastDate } from '@/domain/shared/format';
import type { StoredReviewReport } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { hideReview, useOpenReviewReports } from '../api/review-reports';
import { DecisionFrame, OperatorQueue, type QueueWording } from './operator-queue';

function HideForm({ report, onHidden }: { report: StoredReviewReport; onHidden: (text: string) => void }) {
  // The operator's reason has the same bounds as the firm's report reason.
  const form = useZodForm(reportFormSchema, { defaultValues: { reason: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async ({ reason }: { reason: string }) => {
    const result = await hideReview(report.reviewId, reason);
    onHidden(
      `Review hidden. ${report.firmName} now has ${result.reviewCount} ${result.reviewCount === 1 ? 'review' : 'reviews'}${
        result.reviewCount > 0 ? `, rated ${result.rating.toFixed(1)}` : ''
      }.`,
    );
  });
  return (
    <DecisionFrame
      onSubmit={onSubmit}
      failure={failure}
      field={
        <TextAreaField
          label="Reason for hiding (recorded in the audit trail and shown to the firm)"
          rows={2}
          {...form.register('reason')}
          error={form.formState.errors.reason?.message}
        />
      }
    >
      <Button type="submit" size="sm" variant="danger" busy={busy}>
        Hide review
      </Button>
    </DecisionFrame>
  );
}

const WORDING: QueueWording = {
  headingId: 'review-reports-heading',
  title: 'Reported reviews',
  loading: 'Loading reported reviews...',
  loadFailed: 'Could not load the reported reviews. Please try again.',
  empty: { title: 'No reported reviews', text: 'Nothing waits for you here.' },
};

function ReportedReview({ report, onDecided }: { report: StoredReviewReport; onDecided: (text: string) => void }) {
  return (
    <article
      aria-label={`Review of ${report.firmName}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-brand-950">{report.firmName}</span>
        <ReviewStars rating={report.reviewRating} />
        <span className="text-sm text-slate-700">reported {formatSastDate(report.createdAt)}</span>
      </div>
      <p className="whitespace-pre-wrap text-sm [overflow-wrap:anywhere] text-slate-800">{report.reviewText}</p>
      <p className="text-sm text-slate-800">
        <span className="font-semibold">The firm&apos;s reason:</span> {report.reason}
      </p>
      <HideForm report={report} onHidden={onDecided} />
    </article>
  );
}

/** Reviews firms reported: the operator reads the review and the firm's reason and may hide it. */
export function ReviewReports() {
  const query = useOpenReviewReports();
  return (
    <OperatorQueue
      wording={WORDING}
      query={query}
      items={query.reports}
      renderItem={(report, onDecided) => <ReportedReview report={report} onDecided={onDecided} />}
    />
  );
}
