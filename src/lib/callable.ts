import type { CancelSubscriptionResult, CheckoutForm, CreateCheckoutInput } from '@/domain/payments-contract';

/**
 * The Functions SDK (and the Firebase app) are downloaded on the first call, not with the page:
 * a form that calls a function on its last step costs nothing until then. CallableError and the
 * types below import no Firebase code, so pages may use them freely.
 */
const loadSdk = () => Promise.all([import('firebase/app'), import('firebase/functions'), import('./firebase-functions')]);

/**
 * Names and shapes of every callable, filled in by the features that own them. Keeping the
 * map in one place means a renamed function breaks the build rather than a user's request.
 */
export interface CallableMap {
  // Used by more than one feature (registration's paid path and the dashboard), so declared here.
  createCheckout: { input: CreateCheckoutInput; output: CheckoutForm };
  cancelSubscription: { input: Record<string, never>; output: CancelSubscriptionResult };
}

export class CallableError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'CallableError';
  }
}

/** Calls a function and turns Firebase's error into one with the server's readable message. */
export async function call<K extends keyof CallableMap & string>(
  name: K,
  input: CallableMap[K] extends { input: infer I } ? I : never,
): Promise<CallableMap[K] extends { output: infer O } ? O : never> {
  const [{ FirebaseError }, { httpsCallable }, { functions }] = await loadSdk();
  try {
    const result = await httpsCallable(functions, name)(input);
    return result.data as CallableMap[K] extends { output: infer O } ? O : never;
  } catch (error) {
    if (error instanceof FirebaseError) {
      throw new CallableError(error.message, error.code.replace(/^functions\//, ''));
    }
    throw error;
  }
}
