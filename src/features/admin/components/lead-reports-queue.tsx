import { useState } from 'react';
import { z } from 'zod';
import { Button, TextAreaField, useZodForm } from '@/components/ui';
import { decideLeadReportInputSchema } from '@/domain/leads/report-contract';
import { LEAD_REPORT_REASON_LABELS } from '@/domain/leads/reports';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { formatSastDate } from '@/domain/shared/format';
import type { StoredLeadReport } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { decideLeadReport, useLeadReports } from '../api/lead-reports';
import { DecisionFrame, OperatorQueue, type QueueWording } from './operator-queue';

const noteSchema = decideLeadReportInputSchema.pick({ note: true });

const WORDING: QueueWording = {
  headingId: 'lead-reports-heading',
  title: 'Reported leads',
  loading: 'Loading reported leads...',
  loadFailed: 'Could not load the reported leads. Please try again.',
  empty: { title: 'No reported leads', text: 'When a firm reports a lead as not genuine, it appears here.' },
};

const STATE_LABEL: Record<StoredLeadReport['state'], string> = {
  open: 'Waiting for you',
  accepted: 'Accepted',
  declined: 'Declined',
};

function DecisionForm({ report, onDecided }: { report: StoredLeadReport; onDecided: (text: string) => void }) {
  const form = useZodForm(noteSchema, { defaultValues: { note: '' } });
  const [decision, setDecision] = useState<'accept' | 'decline'>('accept');
  const { busy, failure, onSubmit } = useFormSubmit(form, async ({ note }: z.output<typeof noteSchema>) => {
    const result = await decideLeadReport({ leadId: report.leadId, decision, note });
    const firm = report.firmName ?? 'The firm';
    onDecided(
      result.state === 'accepted'
        ? `Report accepted. ${result.slotReturned ? `${firm} has its lead back for this month.` : 'No plan slot was involved.'}`
        : `Report declined. ${firm} sees your note on the lead.`,
    );
  });
  return (
    <DecisionFrame
      onSubmit={onSubmit}
      failure={failure}
      field={
        <TextAreaField
          label="Note to the firm (shown on its lead and kept in the audit trail)"
          rows={2}
          {...form.register('note')}
          error={form.formState.errors.note?.message}
        />
      }
    >
      <Button type="submit" size="sm" busy={busy && decision === 'accept'} disabled={busy} onClick={() => setDecision('accept')}>
        {report.freeSlot ? 'Accept: give the lead back' : 'Accept'}
      </Button>
      <Button
        type="submit"
        size="sm"
        variant="secondary"
        busy={busy && decision === 'decline'}
        disabled={busy}
        onClick={() => setDecision('decline')}
      >
        Decline
      </Button>
    </DecisionFrame>
  );
}

function ReportCard({ report, onDecided }: { report: StoredLeadReport; onDecided: (text: string) => void }) {
  return (
    <article
      aria-label={`Lead report from ${report.firmName ?? report.firmId}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-brand-950">{report.firmName ?? report.firmId}</span>
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold text-slate-800">
          {STATE_LABEL[report.state]}
        </span>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-600">Reason</dt>
        <dd className="text-slate-900">{LEAD_REPORT_REASON_LABELS[report.reason]}</dd>
        <dt className="font-medium text-slate-600">Lead</dt>
        <dd className="text-slate-900">
          {practiceAreaLabel(report.practiceArea)}, {report.area}; arrived {formatSastDate(report.leadCreatedAt)} (reference{' '}
          {report.leadId.slice(0, 8)})
        </dd>
        <dt className="font-medium text-slate-600">Reported</dt>
        <dd className="text-slate-900">{formatSastDate(report.createdAt)}</dd>
        <dt className="font-medium text-slate-600">Free-plan lead</dt>
        <dd className="text-slate-900">{report.freeSlot ? 'Yes: accepting gives the firm this lead back' : 'No'}</dd>
        {report.note && (
          <>
            <dt className="font-medium text-slate-600">The firm’s note</dt>
            <dd className="whitespace-pre-wrap [overflow-wrap:anywhere] text-slate-900">{report.note}</dd>
          </>
        )}
        {report.outcome && (
          <>
            <dt className="font-medium text-slate-600">{report.decidedBy === 'evidence' ? 'Our records' : 'Decision note'}</dt>
            <dd className="text-slate-900">{report.outcome}</dd>
          </>
        )}
      </dl>
      {report.state === 'open' && <DecisionForm report={report} onDecided={onDecided} />}
    </article>
  );
}

/**
 * Leads firms reported as not genuine (docs/firms.md, "Leads that are not genuine"): every
 * report, newest first. The open ones wait for the operator's decision; the ones the records
 * bore out were accepted on their own and show why.
 */
export function LeadReportsQueue() {
  const query = useLeadReports();
  return (
    <OperatorQueue
      wording={WORDING}
      query={query}
      items={query.reports}
      summary={(reports) => {
        const open = reports.filter((r) => r.state === 'open').length;
        return open === 0 ? 'Nothing waits for a decision.' : `${open} waiting for a decision.`;
      }}
      renderItem={(report, onDecided) => <ReportCard report={report} onDecided={onDecided} />}
    />
  );
}
