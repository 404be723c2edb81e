import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { TextField } from '@/components/ui';
import { REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { checkEmailDomain } from '../../api/register-firm';
import { CheckPassed } from './check-passed';
import { useWizard, errorOf, useDebouncedCheck, PASSED, refused } from './step-helpers';

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function AccountStep({ onEmailProblem }: { onEmailProblem: (problem: boolean) => void }) {
  const { register, formState, control } = useWizard();
  const email = useWatch({ control, name: 'email' }) ?? '';
  const { message: emailMessage, passed: emailAccepted } = useDebouncedCheck(email, async (value) => {
    if (!EMAIL_FORMAT.test(value.trim())) return refused('Please enter a valid email address');
    try {
      const result = await checkEmailDomain(value.trim());
      if (result.available) return PASSED;
      // The check never says whether the address has an account; registerFirm says so at submit.
      return refused(result.error || REGISTRATION_MESSAGES.domainTakenUser);
    } catch {
      return refused(REGISTRATION_MESSAGES.emailCheckFailed);
    }
  });
  useEffect(() => {
    onEmailProblem(Boolean(emailMessage && emailMessage !== REGISTRATION_MESSAGES.emailCheckFailed));
  }, [emailMessage, onEmailProblem]);
  const e = formState.errors;
  return (
    <div className="grid gap-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={errorOf(e.email) ?? emailMessage ?? undefined}
        hint="You sign in with this address; it is also your firm's contact email."
      />
      {/* The check says only that the domain is free to use, never whether the address has an account. */}
      <CheckPassed passed={emailAccepted && !e.email}>Email domain accepted</CheckPassed>
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        {...register('password')}
        error={errorOf(e.password)}
        hint="At least 8 characters."
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...register('confirmPassword')}
        error={errorOf(e.confirmPassword)}
      />
    </div>
  );
}
