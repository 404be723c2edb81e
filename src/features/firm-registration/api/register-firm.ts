import type { RegisterFirmResult } from '@/domain/firms/account';
import type { RegistrationInput } from '@/domain/firms/registration';
import type { CheckoutForm } from '@/domain/payments/contract';
import type { PaidPlanId } from '@/domain/payments/plan-ids';
import { call } from '@/lib/callable';
import { loadAuth } from '@/lib/firebase';

export const checkFirmName = (firmName: string) => call('checkFirmName', { firmName });
export const checkEmailDomain = (email: string) => call('checkEmailDomain', { email });

/**
 * Registers. The answer is the same whether or not the address already has an account (the
 * mailbox learns which); nobody is signed in until the emailed link is followed. A refusal is the
 * server's CallableError, whose `field` names the wizard field at fault.
 */
export const registerFirm = (input: RegistrationInput): Promise<RegisterFirmResult> => call('registerFirm', input);

/** Who this browser is signed in as after the confirmation, and what comes next. */
export interface ConfirmedFirm {
  /** The paid plan chosen at registration, which goes on to PayFast, or null. */
  pendingPlan: PaidPlanId | null;
  /** From the token's claim and the signed-in address: whose kept logo may be uploaded. */
  firmId: string | null;
  email: string | null;
}

/**
 * The emailed link: confirms the address, then signs the firm in with the one-time token the
 * server answers with (the token already carries the firmId claim).
 */
export async function confirmFirmEmail(token: string): Promise<ConfirmedFirm> {
  const { customToken, pendingPlan } = await call('confirmFirmEmail', { token });
  // Firebase Auth is downloaded here, on the confirmation page, not with the wizard.
  const [{ signInWithCustomToken }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  const credential = await signInWithCustomToken(auth, customToken);
  await credential.user.getIdToken(true);
  const { claims } = await credential.user.getIdTokenResult();
  return {
    pendingPlan,
    firmId: typeof claims.firmId === 'string' ? claims.firmId : null,
    email: credential.user.email,
  };
}

/**
 * Paid plans: the payments callable signs the PayFast form; prices never come from here. Started
 * by registration, PayFast's return leads on to the premium welcome page.
 */
export const createCheckout = (plan: 'premium' | 'premium_plus', after?: 'registration'): Promise<CheckoutForm> =>
  call('createCheckout', after ? { plan, after } : { plan });
