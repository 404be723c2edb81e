import { useState } from 'react';
import { Alert, Button, Card, EmptyState, TextField, useZodForm } from '@/components/ui';
import { CONSENT_PURPOSES } from '@/domain/privacy/consent-purposes';
import type { FindConsentsResult } from '@/domain/privacy/consent-ledger';
import { consentSearchFormSchema } from '@/domain/privacy/desk-forms';
import { formatSastDateTime } from '@/domain/shared/format';
import { useFormSubmit } from '@/lib/use-form-submit';
import { findConsents } from '../api/information-officer';

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
          <TextField
            label="Email address"
            type="email"
            autoComplete="off"
            className="sm:w-72"
            {...form.register('email')}
            error={errors.email?.message}
          />
          <TextField
            label="Or mobile number"
            type="tel"
            autoComplete="off"
            className="sm:w-56"
            {...form.register('phone')}
            error={errors.phone?.message}
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
                    <dt className="font-medium text-slate-600">About</dt>
                    <dd className="[overflow-wrap:anywhere]">{entry.about}</dd>
                    <dt className="font-medium text-slate-600">Given</dt>
                    <dd>{when(entry.givenAt)}</dd>
                    <dt className="font-medium text-slate-600">Policy version</dt>
                    <dd>{entry.policyVersion ?? 'not recorded'}</dd>
                    <dt className="font-medium text-slate-600">Channel</dt>
                    <dd>{entry.channel}</dd>
                    <dt className="font-medium text-slate-600">Words agreed to</dt>
                    <dd className="[overflow-wrap:anywhere]">{entry.words || 'not recorded'}</dd>
                    <dt className="font-medium text-slate-600">Withdrawn</dt>
                    <dd className={entry.withdrawnAt ? 'font-semibold text-red-800' : undefined}>
                      {entry.withdrawnAt ? `${formatSastDateTime(entry.withdrawnAt)} (${entry.withdrawnHow})` : 'No, it stands'}
                    </dd>
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
