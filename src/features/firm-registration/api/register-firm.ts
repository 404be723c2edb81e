import type { RegisterFirmResult, RegistrationInput } from '@/domain';
import type { CheckoutForm } from '@/domain/payments-contract';
import { call } from '@/lib/callable';
import { loadAuth } from '@/lib/firebase';

export const checkFirmName = (firmName: string) => call('checkFirmName', { firmName });
export const checkEmailDomain = (email: string) => call('checkEmailDomain', { email });

/**
 * Registers, then signs the new user in so the dashboard (or checkout) has a session with the
 * firmId claim. A refusal is the server's CallableError, whose `field` names the wizard field at fault.
 */
export async function registerFirm(input: RegistrationInput): Promise<RegisterFirmResult> {
  const result = await call('registerFirm', input);
  // Firebase Auth is downloaded here, at the end of the wizard, not with its first step.
  const [{ signInWithEmailAndPassword }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  const credential = await signInWithEmailAndPassword(auth, input.email, input.password);
  await credential.user.getIdToken(true);
  return result;
}

/**
 * Paid plans: the payments callable signs the PayFast form; prices never come from here. Started
 * by registration, PayFast's return leads on to the premium welcome page.
 */
export const createCheckout = (plan: 'premium' | 'premium_plus', after?: 'registration'): Promise<CheckoutForm> =>
  call('createCheckout', after ? { plan, after } : { plan });
