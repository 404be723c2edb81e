import type { AvailabilityResult, RegisterFirmResult, RegistrationInput } from '@/domain';
import type { CheckoutForm } from '@/domain/payments-contract';
import { call, CallableError } from '@/lib/callable';
import { loadAuth } from '@/lib/firebase';

declare module '@/lib/callable' {
  interface CallableMap {
    registerFirm: { input: RegistrationInput; output: RegisterFirmResult };
    checkFirmName: { input: { firmName: string }; output: AvailabilityResult };
    checkEmailDomain: { input: { email: string }; output: AvailabilityResult };
  }
}

export const checkFirmName = (firmName: string) => call('checkFirmName', { firmName });
export const checkEmailDomain = (email: string) => call('checkEmailDomain', { email });

export class RegistrationError extends Error {
  constructor(
    message: string,
    /** The field the server blamed, so the wizard can return to its step. */
    readonly field: string | null,
  ) {
    super(message);
  }
}

/** Registers, then signs the new user in so the dashboard (or checkout) has a session with the firmId claim. */
export async function registerFirm(input: RegistrationInput): Promise<RegisterFirmResult> {
  let result: RegisterFirmResult;
  try {
    result = await call('registerFirm', input);
  } catch (error) {
    if (error instanceof CallableError) {
      const field = error.code === 'already-exists' ? (/email|domain/i.test(error.message) ? 'email' : 'firmName') : null;
      throw new RegistrationError(error.message, field);
    }
    throw error;
  }
  // Firebase Auth is downloaded here, at the end of the wizard, not with its first step.
  const [{ signInWithEmailAndPassword }, auth] = await Promise.all([import('firebase/auth'), loadAuth()]);
  const credential = await signInWithEmailAndPassword(auth, input.email, input.password);
  await credential.user.getIdToken(true);
  return result;
}

/** Paid plans: the payments callable signs the PayFast form; prices never come from here. */
export const createCheckout = (plan: 'premium' | 'premium_plus'): Promise<CheckoutForm> => call('createCheckout', { plan });
