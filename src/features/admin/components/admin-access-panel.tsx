import { useState } from 'react';
import { z } from 'zod';
import { useAuth } from '@/lib/auth';
import { Alert, Button, Card, Container, PageMeta, TextField, useZodForm } from '@/components/ui';
import { useFormSubmit } from '@/lib/use-form-submit';
import { signInOperator } from '../api/sign-in-operator';
import { BRAND_NAME } from '@/domain/shared/brand';

// The panel says 'Invalid credentials' for an empty field as for a wrong password (spec).
const INVALID = 'Invalid credentials';
const operatorSignInSchema = z.object({
  email: z.string().trim().min(1, INVALID),
  password: z.string().min(1, INVALID),
});

/** Shown in place of any operator page until an account with the admin claim signs in. */
export function AdminAccessPanel() {
  const { session, refresh, signOut } = useAuth();
  const form = useZodForm(operatorSignInSchema, { defaultValues: { email: '', password: '' } });
  const [noAccess, setNoAccess] = useState(false);
  // Any refusal reads as INVALID: the panel does not say which part was wrong.
  const { busy, failure, onSubmit } = useFormSubmit(
    form,
    async ({ email, password }: z.output<typeof operatorSignInSchema>) => {
      const { isAdmin } = await signInOperator(email, password);
      await refresh();
      setNoAccess(!isAdmin);
    },
    { words: [], fallback: INVALID },
  );
  const fieldError = form.formState.errors.email?.message ?? form.formState.errors.password?.message;
  const error = (noAccess ? 'This account does not have operator access.' : failure) ?? fieldError ?? null;
  const signedInWithoutAccess = Boolean(session && !session.isAdmin && !session.reviewerName);

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
        <form
          className="mt-6 space-y-4"
          onSubmit={(event) => {
            setNoAccess(false);
            onSubmit(event);
          }}
          noValidate
        >
          <TextField label="Email" type="email" autoComplete="username" {...form.register('email')} required />
          <TextField label="Password" type="password" autoComplete="current-password" {...form.register('password')} required />
          {error && <Alert tone="error">{error}</Alert>}
          <Button type="submit" className="w-full" busy={busy}>
            Sign In
          </Button>
        </form>
      </Card>
    </Container>
  );
}
