import { useId, useState } from 'react';
import { z } from 'zod';
import { Alert, Button, cn, TextAreaField, useZodForm } from '@/components/ui';
import { reportLeadInputSchema } from '@/domain/leads/report-contract';
import {
  LEAD_REPORT_NOTE_MAX,
  LEAD_REPORT_REASON_LABELS,
  LEAD_REPORT_REASONS,
  leadReportStatusLine,
  type LeadReportOnLead,
  type SlotReturn,
} from '@/domain/leads/reports';
import { useFormSubmit } from '@/lib/use-form-submit';
import { reportLead } from '../api/report-lead';

/** The parts of a lead the report control reads. */
export interface ReportableLead {
  id: string;
  status?: string;
  report?: LeadReportOnLead;
  slotReturn?: SlotReturn;
}

const formSchema = reportLeadInputSchema.omit({ leadId: true });

const TONE: Record<string, string> = {
  open: 'border-amber-200 bg-amber-50 text-amber-950',
  accepted: 'border-green-200 bg-green-50 text-green-950',
  declined: 'border-slate-200 bg-slate-50 text-slate-900',
};

/** Where a report stands, or why a lead did not count: the firm's view of the outcome. */
function LeadReportStatus({ lead }: { lead: ReportableLead }) {
  const line = leadReportStatusLine(lead);
  if (!line) return null;
  const state = lead.slotReturn ? 'accepted' : (lead.report?.state ?? 'open');
  return (
    <p role="status" className={cn('rounded-md border px-3 py-2 text-sm', TONE[state])}>
      {line}
    </p>
  );
}

function ReportForm({ leadId, onCancel }: { leadId: string; onCancel: () => void }) {
  const form = useZodForm(formSchema, { defaultValues: { reason: undefined, note: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, (input: z.output<typeof formSchema>) =>
    reportLead({ leadId, ...input }),
  );
  const legendId = useId();
  const reasonError = form.formState.errors.reason?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <fieldset aria-describedby={reasonError ? `${legendId}-error` : undefined}>
        <legend id={legendId} className="text-sm font-semibold text-slate-900">
          Why is this lead not genuine?
        </legend>
        <div className="mt-2 grid gap-1.5">
          {LEAD_REPORT_REASONS.map((reason) => (
            <label key={reason} className="flex cursor-pointer items-center gap-2 text-sm text-slate-900">
              <input type="radio" value={reason} {...form.register('reason')} className="h-4 w-4 accent-brand-700" />
              {LEAD_REPORT_REASON_LABELS[reason]}
            </label>
          ))}
        </div>
        {reasonError && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-red-700">
            {reasonError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Anything the operator should know (optional)"
        rows={2}
        maxLength={LEAD_REPORT_NOTE_MAX}
        {...form.register('note')}
        error={form.formState.errors.note?.message}
      />
      <p className="text-xs text-slate-700">
        A duplicate, or a request from outside your areas or practice areas, is checked against our records and given back at
        once. Anything else goes to our team to decide, and the outcome shows here on the lead.
      </p>
      {failure && <Alert tone="error">{failure}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          Send report
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/**
 * "Report this lead" on a lead the firm believes is not genuine (docs/firms.md, "Leads that are
 * not genuine"), or the outcome once reported. A converted lead was genuine, so it has no report.
 */
export function LeadReportControl({ lead }: { lead: ReportableLead }) {
  const [open, setOpen] = useState(false);
  if (lead.report || lead.slotReturn) return <LeadReportStatus lead={lead} />;
  if (lead.status === 'converted') return null;
  if (open) return <ReportForm leadId={lead.id} onCancel={() => setOpen(false)} />;
  return (
    <button
      type="button"
      className="text-sm font-medium text-slate-700 underline hover:text-slate-900"
      onClick={() => setOpen(true)}
    >
      Report this lead as not genuine
    </button>
  );
}
