import { useNavigate } from 'react-router';
import { Alert, Button, Card, TextField, useZodForm } from '@/components/ui';
import { CLOSE_ACCOUNT_MESSAGES, closeFirmAccountInputSchema, type CloseFirmAccountInput } from '@/domain/firms/account';
import { useAuth } from '@/lib/auth';
import { useFormSubmit } from '@/lib/use-form-submit';
import { closeFirmAccount } from '../api/firm-account';

/**
 * Close account: what goes, what the law makes us keep, and a typed confirmation. On success the
 * account no longer exists, so the browser signs out and goes home.
 */
export function CloseAccountCard() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const form = useZodForm(closeFirmAccountInputSchema, { defaultValues: { confirmation: '' } });
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: CloseFirmAccountInput) => {
      await closeFirmAccount(input.confirmation);
      await signOut().catch(() => undefined);
      void navigate('/', { replace: true });
    },
    CLOSE_ACCOUNT_MESSAGES.failed,
  );
  return (
    <Card className="border-red-200">
      <h3 className="font-semibold text-brand-950">{CLOSE_ACCOUNT_MESSAGES.title}</h3>
      <p className="mt-1 text-sm text-slate-700">{CLOSE_ACCOUNT_MESSAGES.explain}</p>
      <p className="mt-2 text-sm text-slate-700">{CLOSE_ACCOUNT_MESSAGES.kept}</p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-3" aria-label={CLOSE_ACCOUNT_MESSAGES.title}>
        {failure && <Alert tone="error">{failure}</Alert>}
        <TextField
          label={CLOSE_ACCOUNT_MESSAGES.typeToConfirm}
          autoComplete="off"
          {...form.register('confirmation')}
          error={form.formState.errors.confirmation?.message}
        />
        <Button type="submit" variant="danger" busy={busy}>
          {CLOSE_ACCOUNT_MESSAGES.button}
        </Button>
      </form>
    </Card>
  );
}
