import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CheckboxField, TextField } from '@/components/ui/field';
import { useZodForm } from '@/components/ui/form';
import type { SubscribeToLegalUpdatesInput } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATE_LIMITS, LEGAL_UPDATES_CONSENT, LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { useFormSubmit } from '@/lib/use-form-submit';
import { loadSubscribeSchema, subscribeToLegalUpdates } from '../api/legal-updates';

/**
 * The legal-updates subscription: an address and an unticked consent box naming who sends what.
 * The answer is the same whether the address is new or already subscribed; the email it
 * receives asks for a click to confirm (double opt-in).
 */
export function LegalUpdatesSignup({
  subscribe = subscribeToLegalUpdates,
}: {
  subscribe?: (input: SubscribeToLegalUpdatesInput) => Promise<void>;
}) {
  const form = useZodForm(loadSubscribeSchema, { defaultValues: { email: '' } });
  const { errors } = form.formState;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input) => {
      await subscribe(input);
      setSentTo(input.email);
    },
    LEGAL_UPDATES_TEXTS.subscribeFailed,
  );

  if (sentTo) {
    return (
      <Alert tone="success" title={LEGAL_UPDATES_TEXTS.sentTitle}>
        <p className="break-words">
          You asked for updates at <span className="font-semibold">{sentTo}</span>.
        </p>
        <p className="mt-1">{LEGAL_UPDATES_TEXTS.sent}</p>
      </Alert>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Subscribe to legal updates">
      {failure && <Alert tone="error">{failure}</Alert>}
      <TextField
        label="Email address"
        type="email"
        autoComplete="email"
        maxLength={LEGAL_UPDATE_LIMITS.email}
        {...form.register('email')}
        error={errors.email?.message}
      />
      <CheckboxField label={LEGAL_UPDATES_CONSENT} {...form.register('consent')} error={errors.consent?.message} />
      <p className="text-sm text-slate-600">
        We keep your address and this consent only to send these updates; the{' '}
        <Link to="/privacy" className="font-semibold text-brand-700 underline">
          privacy policy
        </Link>{' '}
        says for how long.
      </p>
      <Button type="submit" busy={busy} className="w-full sm:w-auto">
        Subscribe
      </Button>
    </form>
  );
}
