import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, Button, ButtonLink, Card, Container } from '@/components/ui';
import { FIRM_ACCOUNT_MESSAGES, firmEmailConfirmationTokenSchema } from '@/domain/firms/account';
import { REGISTRATION_MESSAGES } from '@/domain/firms/registration';
import { type PaidPlanId } from '@/domain/payments/plan-ids';
import { PLANS } from '@/domain/payments/plans';
import { PATHS } from '@/domain/shared/site';
import { errorMessage } from '@/lib/error-message';
import { postCheckoutForm } from '@/lib/post-checkout-form';
import { confirmFirmEmail, createCheckout } from '../api/register-firm';

const INCOMPLETE_LINK = 'This link is incomplete. Please open it again from the email we sent you.';

type State =
  | { kind: 'ask' }
  | { kind: 'confirming' }
  | { kind: 'logo-uploading' }
  | { kind: 'logo-failed'; plan: PaidPlanId | null }
  | { kind: 'refused'; message: string }
  | { kind: 'payment'; plan: PaidPlanId; failed: boolean };

/**
 * The link in the confirmation email. Following it decides nothing (a mail scanner that opens
 * links confirms nothing): the firm presses the button, the address is confirmed and this
 * browser signed in. A logo kept in this browser at registration is uploaded now (the first
 * moment the firm may write it); if that fails the page says so before going on. A paid plan
 * chosen at registration goes on to PayFast, as registration did before; otherwise the dashboard
 * opens.
 */
export default function ConfirmEmailPage() {
  const token = new URLSearchParams(useLocation().search).get('token') ?? '';
  const valid = firmEmailConfirmationTokenSchema.safeParse(token).success;
  const navigate = useNavigate();
  const [state, setState] = useState<State>(valid ? { kind: 'ask' } : { kind: 'refused', message: INCOMPLETE_LINK });

  const checkout = async (plan: PaidPlanId) => {
    setState({ kind: 'payment', plan, failed: false });
    try {
      // PayFast returns to the thank-you page, which goes on to the premium welcome once the plan is on.
      postCheckoutForm(await createCheckout(plan, 'registration'));
    } catch {
      setState({ kind: 'payment', plan, failed: true });
    }
  };

  const goOn = async (plan: PaidPlanId | null) => {
    if (plan) await checkout(plan);
    else void navigate(PATHS.firmDashboard, { replace: true });
  };

  const confirm = async () => {
    setState({ kind: 'confirming' });
    try {
      const { pendingPlan: plan, firmId, email } = await confirmFirmEmail(token);
      if (firmId && email) {
        setState({ kind: 'logo-uploading' });
        // Loaded only here: the upload needs Storage and Firestore, the wizard neither.
        const { uploadLogoKeptAtRegistration } = await import('../api/registration-logo');
        const logo = await uploadLogoKeptAtRegistration({ firmId, email });
        if (logo.kind === 'failed') return setState({ kind: 'logo-failed', plan });
      }
      await goOn(plan);
    } catch (error) {
      setState({
        kind: 'refused',
        message: errorMessage(error, { fallback: REGISTRATION_MESSAGES.registerFailed }),
      });
    }
  };

  return (
    <Container className="py-16">
      <Card className="mx-auto max-w-lg space-y-4 text-center">
        {state.kind === 'payment' ? (
          <>
            <h1 className="text-2xl font-bold text-brand-950">Payment pending</h1>
            <Alert tone="success">{FIRM_ACCOUNT_MESSAGES.confirmed}</Alert>
            <p className="text-slate-700">
              {PLANS[state.plan].name} starts as soon as your payment is confirmed; until then your firm is on the free Basic
              plan.
            </p>
            {state.failed ? (
              <>
                <Alert tone="error">{REGISTRATION_MESSAGES.subscriptionFailed}</Alert>
                <div className="flex flex-wrap justify-center gap-3">
                  <Button onClick={() => checkout(state.plan)}>Try Again</Button>
                  <Button variant="secondary" onClick={() => navigate(PATHS.firmDashboard)}>
                    Go to Dashboard
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-600">Taking you to the secure payment page...</p>
            )}
          </>
        ) : state.kind === 'logo-uploading' || state.kind === 'logo-failed' ? (
          <>
            <h1 className="text-2xl font-bold text-brand-950">Confirm your email</h1>
            <Alert tone="success">{FIRM_ACCOUNT_MESSAGES.confirmed}</Alert>
            {state.kind === 'logo-uploading' ? (
              <p className="text-sm text-slate-600" role="status">
                {FIRM_ACCOUNT_MESSAGES.logoUploading}
              </p>
            ) : (
              <>
                <Alert tone="warning">{FIRM_ACCOUNT_MESSAGES.logoUploadFailed}</Alert>
                <Button onClick={() => goOn(state.plan)}>{state.plan ? 'Continue to payment' : 'Go to Dashboard'}</Button>
              </>
            )}
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-brand-950">Confirm your email</h1>
            {state.kind === 'refused' ? (
              <>
                <Alert tone="error">{state.message}</Alert>
                <ButtonLink to={PATHS.firmLogin} variant="secondary">
                  Sign In
                </ButtonLink>
              </>
            ) : (
              <>
                <p className="text-slate-700">Confirm that this is your address to finish registering your firm and sign in.</p>
                <Button onClick={confirm} busy={state.kind === 'confirming'}>
                  Confirm my email
                </Button>
              </>
            )}
          </>
        )}
      </Card>
    </Container>
  );
}
