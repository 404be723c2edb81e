import { useState, type FormEvent } from 'react';
import { useAuth } from '@/lib/auth';
import { Alert, Button, Card, Container, PageMeta, TextField } from '@/components/ui';
import { signInOperator } from '../api/sign-in-operator';
import { BRAND_NAME } from '@/domain';

/** Shown in place of any operator page until an account with the admin claim signs in. */
export function AdminAccessPanel() {
  const { session, refresh, signOut } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const signedInWithoutAccess = Boolean(session && !session.isAdmin);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError('Invalid credentials');
      return;
    }
    setBusy(true);
    try {
      const { isAdmin } = await signInOperator(email.trim(), password);
      await refresh();
      if (!isAdmin) setError('This account does not have operator access.');
    } catch {
      setError('Invalid credentials');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Container className="py-16">
      <PageMeta title={`Admin Access Required | ${BRAND_NAME}`} description="Operator sign-in." path="/admin-control" noindex />
      <Card className="mx-auto max-w-md p-8">
        <h1 className="text-2xl font-bold text-brand-950">Admin Access Required</h1>
        <p className="mt-2 text-sm text-slate-700">Sign in with an operator account to continue.</p>
        {signedInWithoutAccess && !error && (
          <Alert tone="warning" className="mt-4" title="No operator access">
            You are signed in as {session?.email}, which is not an operator account.{' '}
            <button type="button" className="font-semibold underline" onClick={() => void signOut()}>
              Sign out
            </button>
          </Alert>
        )}
        <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" className="w-full" busy={busy}>
            Sign In
          </Button>
        </form>
      </Card>
    </Container>
  );
}
