import { useState } from 'react';
import { Alert, Button, Card, EmptyState, useZodForm } from '@/components/ui';
import { CONSENT_PURPOSES } from '@/domain/privacy/consent-purposes';
import type { FindConsentsResult } from '@/domain/privacy/consent-ledger';
import { consentSearchFormSchema } from '@/domain/privacy/desk-forms';
import { formatSastDateTime } from '@/domain/shared/format';
import { useFormSubmit } from '@/lib/use-form-submit';
import { findConsents } from '../api/information-officer';
import { DetailRow, EmailOrPhoneFields } from './desk-parts';

const purposeOf = (id: string) => CONSENT_PURPOSES.find((c) => c.id === id)?.purpose ?? id;
const when = (ms: number | null) => (ms === null ? 'not recorded' : formatSastDateTime(ms));

/**
 * The consent ledger: an email address or mobile number → every consent the person gave (purpose,
 * the words, policy version, when, through which channel, withdrawn when), read by findConsents
 * from the records the product writes (src/domain/privacy/consent-ledger.ts).
 */
export function ConsentLedger() {
  const [result, setResult] = useState<(FindConsentsResult & { searched: string }) | null>(null);
  const form = useZodForm(consentSearchFormSchema, { defaultValues: { email: '', phone: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input) => {
    setResult({ ...(await findConsents(input)), searched: [input.email, input.phone].filter(Boolean).join(' / ') });
  });
  const { errors } = form.formState;
  return (
    <Card className="min-w-0">
      <section aria-labelledby="consent-ledger-heading" className="space-y-4">
        <div>
          <h3 id="consent-ledger-heading" className="text-lg font-semibold text-brand-950">
            Consent ledger
          </h3>
          <p className="text-sm text-slate-700">
            Every consent a person gave: for which purpose, under which policy version, when, how, and when it was withdrawn.
          </p>
        </div>
        <form noValidate aria-label="Find consents" className="flex flex-col gap-3 sm:flex-row sm:items-end" onSubmit={onSubmit}>
          <EmailOrPhoneFields
            email={form.register('email')}
            phone={form.register('phone')}
            errors={{ email: errors.email?.message, phone: errors.phone?.message }}
            emailClassName="sm:w-72"
            phoneClassName="sm:w-56"
          />
          <Button type="submit" busy={busy}>
            Find consents
          </Button>
        </form>
        {failure && <Alert tone="error">{failure}</Alert>}
        {result && result.entries.length === 0 && (
          <EmptyState title="No consent on record">Nothing was found for {result.searched}.</EmptyState>
        )}
        {result && result.entries.length > 0 && (
          <div className="space-y-2">
            <p className="text-sm font-medium text-slate-800" aria-live="polite">
              {result.entries.length} consent{result.entries.length === 1 ? '' : 's'} for{' '}
              <span className="[overflow-wrap:anywhere]">{result.searched}</span>
              {result.truncated ? ' (the latest 100 requests only)' : ''}.
            </p>
            <ul aria-label="Consents" className="space-y-3">
              {result.entries.map((entry, i) => (
                <li key={i} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <p className="font-semibold text-brand-950">{purposeOf(entry.purpose)}</p>
                  <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
                    <DetailRow label="About">{entry.about}</DetailRow>
                    <DetailRow label="Given">{when(entry.givenAt)}</DetailRow>
                    <DetailRow label="Policy version">{entry.policyVersion ?? 'not recorded'}</DetailRow>
                    <DetailRow label="Channel">{entry.channel}</DetailRow>
                    <DetailRow label="Words agreed to">{entry.words || 'not recorded'}</DetailRow>
                    <DetailRow label="Withdrawn" className={entry.withdrawnAt ? 'font-semibold text-red-800' : undefined}>
                      {entry.withdrawnAt ? `${formatSastDateTime(entry.withdrawnAt)} (${entry.withdrawnHow})` : 'No, it stands'}
                    </DetailRow>
                  </dl>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>
    </Card>
  );
}
