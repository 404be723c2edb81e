import { useState } from 'react';
import { Alert, Button, TextField, useZodForm } from '@/components/ui';
import { grantAdminInputSchema, type GrantAdminInput } from '@/domain/shared/operator-contract';
import { useFormSubmit } from '@/lib/use-form-submit';
import { grantAdmin } from '../api/grant-admin';

/** An operator makes another existing account an operator (audited on the server). */
export function GrantAdminForm() {
  const form = useZodForm(grantAdminInputSchema, { defaultValues: { email: '' } });
  const email = form.watch('email');
  const [granted, setGranted] = useState<string | null>(null);
  // The server names the field it refused ('email'); the message says what to do about it.
  const { busy, failure, onSubmit } = useFormSubmit(form, async (input: GrantAdminInput) => {
    const done = await grantAdmin(input.email);
    setGranted(
      done.alreadyAdmin
        ? `${done.email} is already an operator.`
        : `${done.email} is now an operator. They must sign in again to use it.`,
    );
    form.reset({ email: '' });
  });
  const result = failure
    ? { tone: 'error' as const, text: failure }
    : granted
      ? { tone: 'success' as const, text: granted }
      : null;

  return (
    <section aria-labelledby="grant-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="grant-heading" className="text-lg font-semibold text-brand-950">
        Operator access
      </h2>
      <p className="mt-1 text-sm text-slate-700">Give operator access to an existing account that is not a law firm login.</p>
      <form
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          setGranted(null);
          onSubmit(event);
        }}
        noValidate
      >
        <TextField
          label="Account email"
          type="email"
          {...form.register('email')}
          error={form.formState.errors.email?.message}
          className="w-full sm:max-w-sm"
        />
        <Button type="submit" variant="secondary" busy={busy} disabled={!email?.trim()}>
          Grant operator access
        </Button>
      </form>
      {result && (
        <Alert tone={result.tone} className="mt-3">
          {result.text}
        </Alert>
      )}
    </section>
  );
}
