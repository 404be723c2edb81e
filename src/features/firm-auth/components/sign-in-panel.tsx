import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, TextField, useZodForm } from '@/components/ui';
import { FIRM_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { resetRequestSchema, SIGN_IN_MESSAGES, signInSchema, type ResetRequest, type SignIn } from '@/domain/firms/registration';
import { useFormSubmit } from '@/lib/use-form-submit';
import { useMutation } from '@/lib/use-mutation';
import { resendFirmConfirmation } from '../api/resend-firm-confirmation';
import { sendPasswordReset } from '../api/send-password-reset';
import { signInFirm, UnconfirmedEmailError } from '../api/sign-in-firm';

/**
 * Sign in, or (Forgot Password?) ask for reset instructions. Used in the /for-firms modal and on
 * the /firm-login and /login pages, so the three behave identically. The email typed in one mode
 * is kept when switching to the other.
 */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const [email, setEmail] = useState('');
  const switchTo = (next: 'sign-in' | 'reset') => (currentEmail: string) => {
    setEmail(currentEmail);
    setMode(next);
  };
  return mode === 'sign-in' ? (
    <SignInForm email={email} onSignedIn={onSignedIn} onForgot={switchTo('reset')} />
  ) : (
    <ResetRequestForm email={email} onBack={switchTo('sign-in')} />
  );
}

function SignInForm({
  email,
  onSignedIn,
  onForgot,
}: {
  email: string;
  onSignedIn: () => void;
  onForgot: (email: string) => void;
}) {
  const form = useZodForm(signInSchema, { defaultValues: { email, password: '' } });
  const { errors } = form.formState;
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: SignIn) => {
      setUnconfirmed(null);
      try {
        await signInFirm(input.email, input.password);
      } catch (error) {
        if (error instanceof UnconfirmedEmailError) return setUnconfirmed(error.email);
        throw error;
      }
      onSignedIn();
    },
    SIGN_IN_MESSAGES.invalid,
  );

  return (
    <PanelForm
      label="Firm sign in"
      onSubmit={onSubmit}
      notice={unconfirmed ? <UnconfirmedNotice email={unconfirmed} /> : failure && <Alert tone="error">{failure}</Alert>}
      submit={
        <Button type="submit" busy={busy} className="w-full">
          Sign In
        </Button>
      }
      switchLabel="Forgot Password?"
      onSwitch={() => onForgot(form.getValues('email'))}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={errors.email?.message}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...form.register('password')}
        error={errors.password?.message}
      />
    </PanelForm>
  );
}

/** The password was right but the address is unconfirmed: say so, and offer a fresh link. */
function UnconfirmedNotice({ email }: { email: string }) {
  const [sent, setSent] = useState(false);
  // Whatever went wrong, the notice offers the same words and the button again.
  const sending = useMutation(async () => {
    await resendFirmConfirmation(email);
    setSent(true);
  });
  const state = sent ? 'sent' : sending.busy ? 'busy' : sending.failure ? 'failed' : 'idle';
  const resend = () => void sending.mutate();
  return (
    <Alert tone="warning">
      <p>{FIRM_ACCOUNT_MESSAGES.unconfirmed}</p>
      {state === 'sent' ? (
        <p className="mt-2 font-medium">{FIRM_ACCOUNT_MESSAGES.resent}</p>
      ) : (
        <>
          {state === 'failed' && <p className="mt-2">{FIRM_ACCOUNT_MESSAGES.resendFailed}</p>}
          <Button type="button" variant="secondary" className="mt-2" busy={state === 'busy'} onClick={resend}>
            {FIRM_ACCOUNT_MESSAGES.resend}
          </Button>
        </>
      )}
    </Alert>
  );
}

function ResetRequestForm({ email, onBack }: { email: string; onBack: (email: string) => void }) {
  const form = useZodForm(resetRequestSchema, { defaultValues: { email } });
  const [sent, setSent] = useState(false);
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async (input: ResetRequest) => {
      await sendPasswordReset(input.email);
      setSent(true);
    },
    // The panel words every failure one way.
    { words: [], fallback: SIGN_IN_MESSAGES.resetFailed },
  );
  const outcome = failure ? 'failed' : sent ? 'sent' : null;

  return (
    <PanelForm
      label="Reset password"
      onSubmit={(event) => {
        setSent(false);
        onSubmit(event);
      }}
      notice={
        outcome === 'failed' ? (
          <Alert tone="error">{failure}</Alert>
        ) : outcome === 'sent' ? (
          <Alert tone="success">{SIGN_IN_MESSAGES.resetSent}</Alert>
        ) : null
      }
      submit={
        <Button type="submit" busy={busy} className="w-full">
          Send Reset Instructions
        </Button>
      }
      switchLabel="Back to Sign In"
      onSwitch={() => onBack(form.getValues('email'))}
    >
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...form.register('email')}
        error={form.formState.errors.email?.message}
      />
    </PanelForm>
  );
}

interface PanelFormProps {
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  notice: ReactNode;
  children: ReactNode;
  submit: ReactNode;
  switchLabel: string;
  onSwitch: () => void;
}

/** The frame both modes share: the notice on top, the fields, the button, the link to the other mode. */
function PanelForm({ label, onSubmit, notice, children, submit, switchLabel, onSwitch }: PanelFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={label}>
      {notice}
      {children}
      {submit}
      <div className="text-center">
        <button
          type="button"
          className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
          onClick={onSwitch}
        >
          {switchLabel}
        </button>
      </div>
    </form>
  );
}
