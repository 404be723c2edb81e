import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container, LoadingBlock, PageHeading, TextField, useZodForm } from '@/components/ui';
import { newPasswordSchema, SIGN_IN_MESSAGES, type NewPassword } from '@/domain/firms/registration';
import { PASSWORD_MIN_LENGTH } from '@/domain/shared/fields';
import { useFormSubmit } from '@/lib/use-form-submit';
import { confirmReset, verifyResetCode } from '../api/reset-password';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const oobCode = params.get('oobCode');
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);
  const [linkError, setLinkError] = useState<string | null>(oobCode ? null : SIGN_IN_MESSAGES.invalidLink);
  const form = useZodForm(newPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const { errors } = form.formState;

  useEffect(() => {
    if (!oobCode) return;
    verifyResetCode(oobCode).then(setEmail, (e: Error) => setLinkError(e.message));
  }, [oobCode]);

  const { busy, failure, onSubmit } = useFormSubmit(form, async ({ password }: NewPassword) => {
    await confirmReset(oobCode!, password);
    void navigate('/for-firms', { state: { message: SIGN_IN_MESSAGES.resetDone } });
  });

  return (
    <Container className="py-12">
      <div className="mx-auto max-w-md">
        <PageHeading title="Reset Your Password" />
        <Card>
          {linkError ? (
            <div className="space-y-4">
              <Alert tone="error">{linkError}</Alert>
              <ButtonLink to="/for-firms">Return to Login</ButtonLink>
            </div>
          ) : !email ? (
            <LoadingBlock label="Checking your reset link..." />
          ) : (
            <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Choose a new password">
              <p className="text-sm text-slate-700">
                Choose a new password for <strong className="[overflow-wrap:anywhere]">{email}</strong>.
              </p>
              {failure && <Alert tone="error">{failure}</Alert>}
              <TextField
                label="New password"
                type="password"
                autoComplete="new-password"
                {...form.register('password')}
                error={errors.password?.message}
                hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
              />
              <TextField
                label="Confirm new password"
                type="password"
                autoComplete="new-password"
                {...form.register('confirmPassword')}
                error={errors.confirmPassword?.message}
              />
              <Button type="submit" busy={busy} className="w-full">
                Reset Password
              </Button>
            </form>
          )}
        </Card>
      </div>
    </Container>
  );
}
