import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Check,
  CheckGroup,
  EmptyState,
  TextAreaField,
  TextField,
  toggle,
  useZodForm,
} from '@/components/ui';
import { compromiseFormSchema, type CompromiseFormValues } from '@/domain/privacy/desk-forms';
import {
  COMPROMISE_CATEGORIES,
  COMPROMISE_CATEGORY_LABELS,
  COMPROMISE_TYPES,
  COMPROMISE_TYPE_LABELS,
  MAX_AFFECTED,
  regulatorReport,
  regulatorReportText,
  type SecurityCompromiseDocument,
} from '@/domain/privacy/security-compromises';
import { formatSastDate, formatSastDateTime, sastCalendarDate } from '@/domain/shared/format';
import { localeName } from '@/domain/shared/locales';
import type { WithId } from '@/lib/firestore';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import {
  recordRegulatorReport,
  recordSecurityCompromise,
  sendCompromiseNotices,
  useSecurityCompromises,
} from '../api/information-officer';
import { DetailRow, RecordFormBehindButton, RegisterLoadState } from './desk-parts';

type StoredCompromise = WithId<SecurityCompromiseDocument>;

/**
 * The security-compromise register (POPIA s22): record what happened, whose data, which categories
 * and the steps taken; send each affected person the notice in their language (email, and their
 * confirmed WhatsApp or SMS number); download the report for the Information Regulator's
 * eServices portal and record its reference. Every step is in the record's history and the audit trail.
 */
export function CompromiseRegister() {
  const [version, setVersion] = useState(0);
  const compromises = useSecurityCompromises(version);
  const reload = () => setVersion((v) => v + 1);
  // Kept here: the list reloads after a send, and the record's own state goes with it.
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Card className="min-w-0">
      <section aria-labelledby="compromises-heading" className="space-y-4">
        <div>
          <h3 id="compromises-heading" className="text-lg font-semibold text-brand-950">
            Security compromises
          </h3>
          <p className="text-sm text-slate-700">
            When someone without authority may have accessed or taken personal information, POPIA section 22 asks us to tell the
            Information Regulator and each person affected as soon as reasonably possible.
          </p>
        </div>
        <RecordCompromiseForm onRecorded={reload} />
        {sent && <Alert tone="success">{sent}</Alert>}
        <RegisterLoadState
          load={compromises}
          what="compromises"
          onRetry={reload}
          empty={<EmptyState title="No security compromise recorded" />}
        />
        {compromises.status === 'ready' && compromises.data.length > 0 && (
          <ul aria-label="Recorded compromises" className="space-y-4">
            {compromises.data.map((c) => (
              <CompromiseItem
                key={c.id}
                compromise={c}
                onChanged={reload}
                onSent={(words) => {
                  setSent(words);
                  reload();
                }}
              />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

const EMPTY_FORM: CompromiseFormValues = {
  summary: '',
  confirmed: true,
  types: ['unauthorised-access'],
  occurredOn: '',
  discoveredOn: '',
  categories: [],
  consequences: '',
  stepsTaken: '',
  unauthorisedPerson: '',
  delayReason: '',
  affected: '',
};

function RecordCompromiseForm({ onRecorded }: { onRecorded: () => void }) {
  const [open, setOpen] = useState(false);
  const [recorded, setRecorded] = useState<string | null>(null);
  const form = useZodForm(compromiseFormSchema, { defaultValues: { ...EMPTY_FORM, discoveredOn: sastCalendarDate(Date.now()) } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input) => {
    const result = await recordSecurityCompromise(input);
    setRecorded(`Recorded: ${result.found} of ${input.affected.length} people found. Send the notices from the record below.`);
    form.reset({ ...EMPTY_FORM, discoveredOn: sastCalendarDate(Date.now()) });
    setOpen(false);
    onRecorded();
  });
  const { errors } = form.formState;
  const types = form.watch('types');
  const categories = form.watch('categories');
  return (
    <RecordFormBehindButton
      label="Record a security compromise"
      openLabel="Record a compromise"
      submitLabel="Record compromise"
      open={open}
      onOpenChange={setOpen}
      confirmation={recorded}
      busy={busy}
      failure={failure}
      onSubmit={onSubmit}
      className="space-y-4"
    >
      <TextAreaField label="What happened" rows={3} {...form.register('summary')} error={errors.summary?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Discovered on" type="date" {...form.register('discoveredOn')} error={errors.discoveredOn?.message} />
        <TextField
          label="Happened on (if known)"
          type="date"
          {...form.register('occurredOn')}
          error={errors.occurredOn?.message}
        />
      </div>
      <Check
        label="Confirmed (untick if only suspected)"
        checked={form.watch('confirmed')}
        onChange={(on) => form.setValue('confirmed', on)}
      />
      <CheckGroup legend="Kind of incident" error={errors.types?.message}>
        {COMPROMISE_TYPES.map((t) => (
          <Check
            key={t}
            label={COMPROMISE_TYPE_LABELS[t]}
            checked={types.includes(t)}
            onChange={(on) => form.setValue('types', toggle(types, t, on), { shouldValidate: form.formState.isSubmitted })}
          />
        ))}
      </CheckGroup>
      <CheckGroup legend="Personal information involved" error={errors.categories?.message}>
        {COMPROMISE_CATEGORIES.map((c) => (
          <Check
            key={c}
            label={COMPROMISE_CATEGORY_LABELS[c]}
            checked={categories.includes(c)}
            onChange={(on) =>
              form.setValue('categories', toggle(categories, c, on), { shouldValidate: form.formState.isSubmitted })
            }
          />
        ))}
      </CheckGroup>
      <TextAreaField
        label="Whose data: email addresses, mobile numbers or lead ids, one a line"
        hint={`At most ${MAX_AFFECTED} in one record. Each person is told in the language of their request.`}
        rows={4}
        {...form.register('affected')}
        error={errors.affected?.message}
      />
      <TextAreaField
        label="Possible consequences for the people affected"
        rows={2}
        {...form.register('consequences')}
        error={errors.consequences?.message}
      />
      <TextAreaField
        label="Steps taken (and intended)"
        rows={3}
        {...form.register('stepsTaken')}
        error={errors.stepsTaken?.message}
      />
      <TextField
        label="Who had access, if known"
        {...form.register('unauthorisedPerson')}
        error={errors.unauthorisedPerson?.message}
      />
      <TextField
        label="Reason for any delay in telling people (if any)"
        {...form.register('delayReason')}
        error={errors.delayReason?.message}
      />
      <p className="text-xs text-slate-600">
        The people affected receive your words in English, under headings in their own language.
      </p>
    </RecordFormBehindButton>
  );
}

const CHANNEL_WORDS: Record<string, string> = { email: 'email', whatsapp: 'WhatsApp', sms: 'SMS' };

function CompromiseItem({
  compromise,
  onChanged,
  onSent,
}: {
  compromise: StoredCompromise;
  onChanged: () => void;
  onSent: (words: string) => void;
}) {
  const notice = useMutation(
    async () => {
      const result = await sendCompromiseNotices(compromise.id);
      onSent(
        `Queued ${result.emails} email${result.emails === 1 ? '' : 's'} and ${result.phoneMessages} phone message${result.phoneMessages === 1 ? '' : 's'}; ${result.unreachable} not reachable.`,
      );
    },
    { fallback: 'The notices could not be sent. Please try again.' },
  );
  const waiting = compromise.affected.filter((p) => p.found && p.notifiedAt === null).length;
  return (
    <li>
      <article
        aria-label={`Compromise discovered ${compromise.discoveredOn}`}
        className="space-y-3 rounded-lg border border-slate-200 p-4"
      >
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="font-semibold text-brand-950">Discovered {formatSastDate(compromise.discoveredOn)}</p>
          <p className="text-xs text-slate-600">
            Recorded {formatSastDateTime(compromise.recordedAt)} by {compromise.recordedBy}
          </p>
        </div>
        <p className="whitespace-pre-wrap text-sm text-slate-900 [overflow-wrap:anywhere]">{compromise.summary}</p>
        <p className="text-sm text-slate-700">{compromise.categories.map((c) => COMPROMISE_CATEGORY_LABELS[c]).join('; ')}</p>
        <ul aria-label="People affected" className="divide-y divide-slate-100 border-y border-slate-100 text-sm">
          {compromise.affected.map((p) => (
            <li key={p.identifier} className="py-2">
              <span className="font-medium text-slate-900 [overflow-wrap:anywhere]">{p.identifier}</span>
              {p.email && p.email !== p.identifier && (
                <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{p.email}</span>
              )}
              <span className="block text-slate-700">
                {localeName(p.locale)} ·{' '}
                {!p.found
                  ? 'Not found: cannot be told'
                  : p.notifiedAt
                    ? `Told ${formatSastDateTime(p.notifiedAt)} by ${p.channels.map((c) => CHANNEL_WORDS[c] ?? c).join(' and ')}`
                    : p.claimedAt
                      ? `Being sent (since ${formatSastDateTime(p.claimedAt)})`
                      : 'Not told yet'}
              </span>
            </li>
          ))}
        </ul>
        {notice.failure && <Alert tone="error">{notice.failure}</Alert>}
        {waiting > 0 && (
          <Button busy={notice.busy} onClick={() => void notice.mutate()}>
            Send the notices ({waiting})
          </Button>
        )}
        <RegulatorReport compromise={compromise} onChanged={onChanged} />
        <ol aria-label="Steps" className="space-y-0.5 border-l-2 border-slate-200 pl-3 text-xs text-slate-700">
          {compromise.history.map((step, i) => (
            <li key={i}>
              {formatSastDateTime(step.at)}: {step.action.replace(/-/g, ' ')} by {step.by}
              {step.note ? ` (${step.note})` : ''}
            </li>
          ))}
        </ol>
      </article>
    </li>
  );
}

function download(name: string, type: string, content: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

const escape = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** The report as a page of its own, to print or save as PDF from the browser. */
function reportHtml(compromise: StoredCompromise, origin: string): string {
  const sections = regulatorReport(compromise, origin)
    .map(
      (s) =>
        `<h2>${escape(s.heading)}</h2><table>${s.rows.map(([l, v]) => `<tr><th>${escape(l)}</th><td>${escape(v)}</td></tr>`).join('')}</table>`,
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Security compromise notification</title><style>body{font-family:Arial,sans-serif;max-width:800px;margin:2em auto}th{text-align:left;vertical-align:top;padding:4px 12px 4px 0;width:35%}td{white-space:pre-wrap;padding:4px 0}</style></head><body><h1>Security compromise notification (POPIA section 22)</h1>${sections}</body></html>`;
}

function RegulatorReport({ compromise, onChanged }: { compromise: StoredCompromise; onChanged: () => void }) {
  const [shown, setShown] = useState(false);
  const [reference, setReference] = useState('');
  const origin = window.location.origin;
  const save = useMutation(
    async () => {
      await recordRegulatorReport(compromise.id, reference);
      onChanged();
    },
    { words: 'refusals', fallback: 'The reference could not be saved. Please try again.' },
  );
  const file = `security-compromise-${compromise.discoveredOn}`;
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <p className="text-sm font-semibold text-slate-800">Report to the Information Regulator</p>
        <span className="text-sm text-slate-700">
          {compromise.regulatorReportedAt
            ? `Submitted ${formatSastDate(compromise.regulatorReportedAt)}, reference ${compromise.regulatorReference}`
            : 'Not submitted yet'}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" aria-expanded={shown} onClick={() => setShown((s) => !s)}>
          {shown ? 'Hide the report' : 'Show the report'}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => download(`${file}.txt`, 'text/plain', regulatorReportText(compromise, origin))}
        >
          Download (text)
        </Button>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => download(`${file}.html`, 'text/html', reportHtml(compromise, origin))}
        >
          Download to print
        </Button>
      </div>
      {shown && (
        <div
          aria-label="Regulator report"
          role="region"
          className="space-y-3 rounded border border-slate-200 bg-white p-3 text-sm"
        >
          {regulatorReport(compromise, origin).map((s) => (
            <div key={s.heading}>
              <h4 className="font-semibold text-brand-950">{s.heading}</h4>
              <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,14rem)_1fr]">
                {s.rows.map(([label, value]) => (
                  <DetailRow key={label} label={label} className="whitespace-pre-wrap">
                    {value}
                  </DetailRow>
                ))}
              </dl>
            </div>
          ))}
          <p className="text-xs text-slate-600">
            Submit it on the Information Regulator’s eServices portal (inforegulator.org.za), then record the reference it gives.
          </p>
        </div>
      )}
      {!compromise.regulatorReportedAt && (
        <form
          aria-label="Record the Regulator submission"
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            if (reference.trim()) void save.mutate();
          }}
        >
          <TextField
            label="eServices reference"
            className="sm:w-64"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
          />
          <Button type="submit" size="sm" busy={save.busy} disabled={!reference.trim()}>
            Record submission
          </Button>
        </form>
      )}
      {save.failure && <Alert tone="error">{save.failure}</Alert>}
    </div>
  );
}
