import { useCallback, useEffect, useState } from 'react';
import { Alert, Button, CheckboxField, LoadingBlock, TextAreaField, useZodForm } from '@/components/ui';
import {
  approveVerificationSchema,
  LPC_ROLL_URL,
  rejectVerificationSchema,
  VERIFICATION_MESSAGES,
  type FirmVerificationRecord,
} from '@/domain/firms/verification';
import { unconfirmedRegistrationClosesAt } from '@/domain/privacy/retention';
import { formatSastDate } from '@/domain/shared/format';
import { useFormSubmit } from '@/lib/use-form-submit';
import { decideFirmVerification, listPendingFirms, type PendingFirm } from '../api/verification';

/**
 * Whether the firm followed its confirmation link. registerFirm writes `emailConfirmedAt: null`
 * and confirmFirmEmail the time; a missing field means confirmed (firms from before the field,
 * docs/privacy.md). An account that could not be read is not flagged: nothing says it is unconfirmed.
 */
const emailUnconfirmed = (entry: PendingFirm): boolean => entry.account?.emailConfirmedAt === null;

/**
 * The loaded entries with confirmed registrations first, each group oldest first as loaded: an
 * unconfirmed address may be a typo or someone else's, and the retention job closes it after
 * RETENTION.unconfirmedRegistrationDays, so the operator's time goes to confirmed firms first.
 */
function reviewOrder(entries: readonly PendingFirm[]): PendingFirm[] {
  return [...entries.filter((e) => !emailUnconfirmed(e)), ...entries.filter(emailUnconfirmed)];
}

function UnconfirmedNotice({ entry }: { entry: PendingFirm }) {
  const closes = unconfirmedRegistrationClosesAt(entry.firm.createdAt.getTime());
  return (
    <p className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-950">
      <span className="font-semibold">Email not confirmed yet.</span> The firm has not followed the confirmation link sent to{' '}
      {entry.account?.email}. If it never does, the registration is closed on {formatSastDate(closes)}.
    </p>
  );
}

function Evidence({ evidence, lpcNumber }: { evidence: FirmVerificationRecord | null; lpcNumber: string | undefined }) {
  const fidelity = evidence?.fidelityFund ?? null;
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
      <dt className="font-medium text-slate-700">LPC number</dt>
      <dd className="text-slate-900">{evidence?.lpcNumber ?? lpcNumber ?? 'Not given'}</dd>
      <dt className="font-medium text-slate-700">Fidelity Fund certificate</dt>
      <dd className="text-slate-900">
        {fidelity ? `${fidelity.certificateNumber}, for ${fidelity.year}` : 'Not needed, the firm says (no trust money held)'}
      </dd>
      {evidence?.decision?.state === 'rejected' && (
        <>
          <dt className="font-medium text-slate-700">Last rejected</dt>
          <dd className="text-slate-900">{evidence.decision.reason}</dd>
        </>
      )}
      {evidence?.lapsedAt && (
        <>
          <dt className="font-medium text-slate-700">Lapsed</dt>
          <dd className="text-slate-900">{formatSastDate(evidence.lapsedAt)} (certificate year ended)</dd>
        </>
      )}
    </dl>
  );
}

function ApproveForm({ entry, onDone }: { entry: PendingFirm; onDone: (text: string) => void }) {
  const fidelity = entry.evidence?.fidelityFund ?? null;
  const form = useZodForm(approveVerificationSchema, {
    defaultValues: { outcome: 'approve', lpcRollChecked: false as unknown as true, fidelityChecked: false, note: '' },
  });
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(
    form,
    async (decision) => {
      await decideFirmVerification({ firmId: entry.firm.id, decision });
      onDone(`${entry.firm.firmName}: ${VERIFICATION_MESSAGES.approved}`);
    },
    { fields: { 'decision.fidelityChecked': 'fidelityChecked' } },
  );
  const lpc = entry.evidence?.lpcNumber ?? entry.account?.lpcNumber ?? '';
  return (
    <form noValidate aria-label={`Approve ${entry.firm.firmName}`} className="space-y-3" onSubmit={onSubmit}>
      <CheckboxField
        label={`I found ${lpc || 'this practitioner'} on the LPC roll`}
        {...form.register('lpcRollChecked')}
        error={form.formState.errors.lpcRollChecked?.message}
      />
      {/* The server refuses an approval without this check when a certificate was given (field named). */}
      {fidelity && (
        <CheckboxField
          label={`I checked Fidelity Fund certificate ${fidelity.certificateNumber} for ${fidelity.year}`}
          {...form.register('fidelityChecked')}
          error={form.formState.errors.fidelityChecked?.message}
        />
      )}
      <TextAreaField label="Note (optional, kept in the audit log)" rows={2} {...form.register('note')} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" busy={busy}>
        Approve
      </Button>
    </form>
  );
}

function RejectForm({ entry, onDone }: { entry: PendingFirm; onDone: (text: string) => void }) {
  const form = useZodForm(rejectVerificationSchema, { defaultValues: { outcome: 'reject', reason: '' } });
  const {
    busy,
    failure: error,
    onSubmit,
  } = useFormSubmit(form, async (decision) => {
    await decideFirmVerification({ firmId: entry.firm.id, decision });
    onDone(`${entry.firm.firmName}: ${VERIFICATION_MESSAGES.rejected}`);
  });
  return (
    <form noValidate aria-label={`Reject ${entry.firm.firmName}`} className="space-y-3" onSubmit={onSubmit}>
      <TextAreaField
        label="Reason for rejecting (emailed to the firm)"
        rows={2}
        {...form.register('reason')}
        error={form.formState.errors.reason?.message}
      />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" variant="secondary" busy={busy}>
        Reject
      </Button>
    </form>
  );
}

/**
 * Firms waiting for verification, oldest first (those whose email is not confirmed yet last, and
 * marked): details, the evidence they gave, a link to the
 * LPC's public roll, and approve (what was checked) or reject (a reason the firm is emailed).
 */
export function VerificationQueue({ onDecided }: { onDecided?: () => void }) {
  const [entries, setEntries] = useState<PendingFirm[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(() => {
    setFailed(false);
    listPendingFirms().then(setEntries, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const done = (text: string) => {
    setNotice(text);
    load();
    onDecided?.();
  };

  return (
    <section aria-labelledby="verification-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="verification-heading" className="text-lg font-semibold text-brand-950">
        Verification queue{entries ? ` (${entries.length})` : ''}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        New firms are not shown to clients until you check them on the{' '}
        <a href={LPC_ROLL_URL} target="_blank" rel="noreferrer" className="text-brand-700 underline">
          Legal Practice Council roll
        </a>{' '}
        and, where they gave one, their Fidelity Fund certificate.
      </p>
      {notice && (
        <Alert tone="success" className="mt-3">
          {notice}
        </Alert>
      )}
      {failed && (
        <Alert tone="error" className="mt-3">
          Could not load the verification queue. Please try again.
        </Alert>
      )}
      {!failed && !entries && <LoadingBlock label="Loading the verification queue..." />}
      {entries && entries.length === 0 && <p className="mt-3 text-sm text-slate-700">No firm is waiting for verification.</p>}
      {entries && entries.length > 0 && (
        <ul className="mt-4 space-y-4" aria-label="Firms waiting for verification">
          {reviewOrder(entries).map((entry) => (
            <li key={entry.firm.id} className="rounded-lg border border-slate-200 p-4">
              <article aria-label={entry.firm.firmName}>
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <h3 className="font-semibold [overflow-wrap:anywhere] text-slate-900">{entry.firm.firmName}</h3>
                    <p className="text-sm text-slate-700">
                      {entry.firm.primaryCity}, {entry.firm.province} · registered {formatSastDate(entry.firm.createdAt)}
                    </p>
                    {entry.account && (
                      <p className="text-sm [overflow-wrap:anywhere] text-slate-700">
                        {entry.account.contactPerson} · {entry.account.email} · {entry.account.phone}
                        <span className="block">{entry.account.address}</span>
                      </p>
                    )}
                  </div>
                  <a
                    href={LPC_ROLL_URL}
                    target="_blank"
                    rel="noreferrer"
                    className="text-sm font-medium text-brand-700 underline"
                  >
                    Check the LPC roll<span className="sr-only"> for {entry.firm.firmName} (opens in a new tab)</span>
                  </a>
                </div>
                {emailUnconfirmed(entry) && <UnconfirmedNotice entry={entry} />}
                <div className="mt-3">
                  <Evidence evidence={entry.evidence} lpcNumber={entry.account?.lpcNumber} />
                </div>
                <div className="mt-4 grid gap-6 md:grid-cols-2">
                  <ApproveForm entry={entry} onDone={done} />
                  <RejectForm entry={entry} onDone={done} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
