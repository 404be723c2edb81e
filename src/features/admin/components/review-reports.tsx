import { useState } from 'react';
import { ReviewStars } from '@/components/review-card';
import { Alert, Button, EmptyState, LoadingBlock, TextAreaField, useZodForm } from '@/components/ui';
import { reportFormSchema } from '@/domain/reviews/reviews';
import { formatSastDate } from '@/domain/shared/format';
import type { StoredReviewReport } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { hideReview, useOpenReviewReports } from '../api/review-reports';

function HideForm({ report, onHidden }: { report: StoredReviewReport; onHidden: (text: string) => void }) {
  // The operator's reason has the same bounds as the firm's report reason.
  const form = useZodForm(reportFormSchema, { defaultValues: { reason: '' } });
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(form, async ({ reason }: { reason: string }) => {
    const result = await hideReview(report.reviewId, reason);
    onHidden(
      `Review hidden. ${report.firmName} now has ${result.reviewCount} ${result.reviewCount === 1 ? 'review' : 'reviews'}${
        result.reviewCount > 0 ? `, rated ${result.rating.toFixed(1)}` : ''
      }.`,
    );
  });
  return (
    <form className="space-y-3" noValidate onSubmit={onSubmit}>
      <TextAreaField
        label="Reason for hiding (recorded in the audit trail and shown to the firm)"
        rows={2}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="sm" variant="danger" busy={busy}>
        Hide review
      </Button>
    </form>
  );
}

/** Reviews firms reported: the operator reads the review and the firm's reason and may hide it. */
export function ReviewReports() {
  const { loading, error, reports, hasMore, loadingMore, loadMore } = useOpenReviewReports();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="review-reports-heading" className="space-y-4">
      <h2 id="review-reports-heading" className="text-lg font-semibold text-brand-950">
        Reported reviews
      </h2>
      {notice && <Alert tone="success">{notice}</Alert>}
      {loading && <LoadingBlock label="Loading reported reviews..." />}
      {error && <Alert tone="error">Could not load the reported reviews. Please try again.</Alert>}
      {!loading && !error && reports.length === 0 && (
        <EmptyState title="No reported reviews">Nothing waits for you here.</EmptyState>
      )}
      {reports.map((report) => (
        <article
          key={report.id}
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
          <HideForm report={report} onHidden={setNotice} />
        </article>
      ))}
      {hasMore && (
        <Button variant="secondary" busy={loadingMore} onClick={loadMore}>
          Load more
        </Button>
      )}
    </section>
  );
}
