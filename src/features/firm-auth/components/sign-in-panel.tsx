import { useState, type FormEvent } from 'react';
import { Alert, Button, TextField } from '@/components/ui';
import { SIGN_IN_MESSAGES } from '@/domain';
import { sendPasswordReset } from '../api/send-password-reset';
import { signInFirm } from '../api/sign-in-firm';

/**
 * Sign in, or (Forgot Password?) ask for reset instructions. Used in the /for-firms modal and on
 * the /firm-login and /login pages, so the three behave identically.
 */
export function SignInPanel({ onSignedIn }: { onSignedIn: () => void }) {
  const [mode, setMode] = useState<'sign-in' | 'reset'>('sign-in');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [resetSent, setResetSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const errors: typeof fieldErrors = {};
    if (!email.trim()) errors.email = 'Please enter your email address';
    if (mode === 'sign-in' && !password) errors.password = 'Please enter your password';
    setFieldErrors(errors);
    if (Object.keys(errors).length) return;
    setBusy(true);
    try {
      if (mode === 'sign-in') {
        await signInFirm(email, password);
        onSignedIn();
      } else {
        await sendPasswordReset(email);
        setResetSent(true);
      }
    } catch (e) {
      setError(mode === 'sign-in' ? (e as Error).message || SIGN_IN_MESSAGES.invalid : SIGN_IN_MESSAGES.resetFailed);
    } finally {
      setBusy(false);
    }
  };

  const switchMode = (next: 'sign-in' | 'reset') => {
    setMode(next);
    setError(null);
    setFieldErrors({});
    setResetSent(false);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={mode === 'sign-in' ? 'Firm sign in' : 'Reset password'}>
      {error && <Alert tone="error">{error}</Alert>}
      {resetSent && <Alert tone="success">{SIGN_IN_MESSAGES.resetSent}</Alert>}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={fieldErrors.email}
        required
      />
      {mode === 'sign-in' && (
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
      )}
      <Button type="submit" busy={busy} className="w-full">
        {mode === 'sign-in' ? 'Sign In' : 'Send Reset Instructions'}
      </Button>
      <div className="text-center">
        {mode === 'sign-in' ? (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => switchMode('reset')}
          >
            Forgot Password?
          </button>
        ) : (
          <button
            type="button"
            className="text-sm font-medium text-brand-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700"
            onClick={() => switchMode('sign-in')}
          >
            Back to Sign In
          </button>
        )}
      </div>
    </form>
  );
}
