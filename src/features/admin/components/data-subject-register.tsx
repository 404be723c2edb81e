import { useState } from 'react';
import { Alert, Button, Card, EmptyState, SelectField, TextAreaField, TextField, cn, useZodForm } from '@/components/ui';
import { dsrFormSchema } from '@/domain/privacy/desk-forms';
import {
  DSR_CHANNEL_LABELS,
  DSR_KINDS,
  DSR_KIND_LABELS,
  DSR_MESSAGES,
  DSR_RESPONSE_DAYS,
  DSR_STATUS_LABELS,
  isClosedStatus,
  isOverdue,
  type DataSubjectRequestDocument,
} from '@/domain/privacy/data-subject-requests';
import { formatSastDate, formatSastDateTime } from '@/domain/shared/format';
import type { WithId } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import {
  DESK_READ_LIMIT,
  recordDataSubjectRequest,
  updateDataSubjectRequest,
  useDataSubjectRequests,
} from '../api/information-officer';
import { DetailRow, EmailOrPhoneFields, RecordFormBehindButton, RegisterLoadState } from './desk-parts';

type StoredRequest = WithId<DataSubjectRequestDocument>;

/** Open requests first, the one due soonest on top; closed ones after, latest closed first. */
function ordered(requests: StoredRequest[]): { open: StoredRequest[]; closed: StoredRequest[] } {
  return {
    open: requests.filter((r) => !isClosedStatus(r.status)).sort((a, b) => a.dueAt - b.dueAt),
    closed: requests.filter((r) => isClosedStatus(r.status)).sort((a, b) => (b.closedAt ?? 0) - (a.closedAt ?? 0)),
  };
}

const DAY = 86_400_000;
function dueWords(request: StoredRequest, now: number): string {
  if (isClosedStatus(request.status)) return `Due ${formatSastDate(request.dueAt)}`;
  const days = Math.ceil((request.dueAt - now) / DAY);
  if (days < 0) return `Overdue since ${formatSastDate(request.dueAt)}`;
  return `Due ${formatSastDate(request.dueAt)} (${days === 0 ? 'today' : days === 1 ? 'in 1 day' : `in ${days} days`})`;
}

/**
 * The register of data-subject requests: every request with its due date (received + 30 days,
 * docs/privacy.md "The due date") and status, overdue ones marked, each moved on with a note (the
 * server records each step in the request's history and the audit trail).
 */
export function DataSubjectRegister() {
  const [version, setVersion] = useState(0);
  const requests = useDataSubjectRequests(version);
  const reload = () => setVersion((v) => v + 1);
  const now = Date.now();
  const { open, closed } = requests.status === 'ready' ? ordered(requests.data) : { open: [], closed: [] };
  const overdue = open.filter((r) => isOverdue(r, now)).length;
  return (
    <Card className="min-w-0">
      <section aria-labelledby="dsr-heading" className="space-y-4">
        <div>
          <h3 id="dsr-heading" className="text-lg font-semibold text-brand-950">
            Data-subject requests
          </h3>
          <p className="text-sm text-slate-700">
            Access, correction, objection, erasure and withdrawal of consent. Each is due {DSR_RESPONSE_DAYS} days after it
            arrived (PAIA section 25, POPIA sections 23 to 25). Record a request the day it arrives. What people do themselves
            (erasing from their request page, unsubscribing, turning phone messages off) is listed here on its own, already done.
          </p>
        </div>
        <RecordRequestForm onRecorded={reload} />
        <RegisterLoadState
          load={requests}
          what="requests"
          onRetry={reload}
          empty={
            <EmptyState title="No data-subject requests yet">
              When someone asks to see, correct or erase their information, record it here.
            </EmptyState>
          }
        />
        {requests.status === 'ready' && requests.data.length > 0 && (
          <>
            <p className="text-sm font-medium text-slate-800" aria-live="polite">
              {open.length} open{overdue > 0 ? `, ${overdue} overdue` : ''}; {closed.length} closed
              {requests.data.length >= DESK_READ_LIMIT ? ` (the latest ${DESK_READ_LIMIT})` : ''}.
            </p>
            <ul aria-label="Open requests" className="space-y-3">
              {open.map((r) => (
                <RequestItem key={r.id} request={r} now={now} onChanged={reload} />
              ))}
            </ul>
            {closed.length > 0 && (
              <details className="rounded-lg border border-slate-200 p-3">
                <summary className="cursor-pointer text-sm font-semibold text-slate-800">
                  Closed requests ({closed.length})
                </summary>
                <ul aria-label="Closed requests" className="mt-3 space-y-3">
                  {closed.map((r) => (
                    <RequestItem key={r.id} request={r} now={now} onChanged={reload} />
                  ))}
                </ul>
              </details>
            )}
          </>
        )}
      </section>
    </Card>
  );
}

function RecordRequestForm({ onRecorded }: { onRecorded: () => void }) {
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const form = useZodForm(dsrFormSchema, { defaultValues: { kind: 'access', email: '', phone: '', details: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input) => {
    const result = await recordDataSubjectRequest(input);
    setRecorded(`Recorded. It is due on ${formatSastDate(result.dueAt)}.`);
    form.reset();
    setOpen(false);
    onRecorded();
  });
  const { errors } = form.formState;
  return (
    <RecordFormBehindButton
      label="Record a data-subject request"
      openLabel="Record a request"
      submitLabel="Record request"
      open={open}
      onOpenChange={setOpen}
      confirmation={recorded}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
    >
      <SelectField label="Kind of request" className="sm:max-w-sm" {...form.register('kind')} error={errors.kind?.message}>
        {DSR_KINDS.map((k) => (
          <option key={k} value={k}>
            {DSR_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-3 sm:grid-cols-2">
        <EmailOrPhoneFields
          email={form.register('email')}
          phone={form.register('phone')}
          errors={{ email: errors.email?.message, phone: errors.phone?.message }}
        />
      </div>
      <TextAreaField
        label="Details (what they asked, how it arrived)"
        rows={3}
        {...form.register('details')}
        error={errors.details?.message}
      />
    </RecordFormBehindButton>
  );
}

function RequestItem({ request, now, onChanged }: { request: StoredRequest; now: number; onChanged: () => void }) {
  const late = isOverdue(request, now);
  const closed = isClosedStatus(request.status);
  const who = request.email ?? request.phone ?? '';
  return (
    <li>
      <article
        aria-label={`${DSR_KIND_LABELS[request.kind]} from ${who}`}
        className={cn('space-y-2 rounded-lg border p-4', late ? 'border-red-300 bg-red-50' : 'border-slate-200 bg-white')}
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-brand-950">{DSR_KIND_LABELS[request.kind]}</p>
          <p className="text-sm">
            <span
              className={cn(
                'rounded-full px-2 py-0.5 text-xs font-semibold',
                closed ? 'bg-slate-100 text-slate-700' : 'bg-brand-50 text-brand-800',
              )}
            >
              {DSR_STATUS_LABELS[request.status]}
            </span>{' '}
            <span className={late ? 'font-semibold text-red-800' : 'text-slate-700'}>{dueWords(request, now)}</span>
          </p>
        </div>
        <dl className="grid gap-x-4 gap-y-1 text-sm text-slate-900 sm:grid-cols-[auto_1fr]">
          <DetailRow label="From">{who}</DetailRow>
          <DetailRow label="Received">{formatSastDateTime(request.receivedAt)}</DetailRow>
          <DetailRow label="How">{DSR_CHANNEL_LABELS[request.channel]}</DetailRow>
          {request.details && (
            <DetailRow label="Details" className="whitespace-pre-wrap">
              {request.details}
            </DetailRow>
          )}
        </dl>
        {request.history.length > 0 && (
          <ol aria-label="Steps" className="space-y-0.5 border-l-2 border-slate-200 pl-3 text-xs text-slate-700">
            {request.history.map((step, i) => (
              <li key={i}>
                {formatSastDateTime(step.at)}: {DSR_STATUS_LABELS[step.status]} by {step.by}
                {step.note ? `: ${step.note}` : ''}
              </li>
            ))}
          </ol>
        )}
        {!closed && <MoveOnForm request={request} onChanged={onChanged} />}
      </article>
    </li>
  );
}

function MoveOnForm({ request, onChanged }: { request: StoredRequest; onChanged: () => void }) {
  const [status, setStatus] = useState<'in-progress' | 'done' | 'refused'>(request.status === 'open' ? 'in-progress' : 'done');
  const [note, setNote] = useState('');
  const { busy, failure, mutate } = useMutation(
    async () => {
      await updateDataSubjectRequest({ requestId: request.id, status, note });
      onChanged();
    },
    { fallback: 'The change could not be saved. Please try again.' },
  );
  const tooLong = note.length > 1000;
  return (
    <form
      aria-label="Move the request on"
      className="flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        if (!tooLong) void mutate();
      }}
    >
      <SelectField
        label="New status"
        className="sm:w-40"
        value={status}
        onChange={(e) => setStatus(e.target.value as typeof status)}
      >
        {request.status === 'open' && <option value="in-progress">In progress</option>}
        <option value="done">Done</option>
        <option value="refused">Refused</option>
      </SelectField>
      <TextField
        label="Note"
        className="flex-1"
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={tooLong ? DSR_MESSAGES.noteTooLong : undefined}
      />
      <Button type="submit" busy={busy}>
        Save
      </Button>
      {failure && <Alert tone="error">{failure}</Alert>}
    </form>
  );
}
