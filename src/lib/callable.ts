import type { CallableErrorDetails, CallableErrorReason } from '@/domain/callable-errors';
import type { CallableInput, CallableName, CallableOutput } from '@/domain/callables';

/**
 * The Functions SDK (and the Firebase app) are downloaded on the first call, not with the page:
 * a form that calls a function on its last step costs nothing until then. CallableError and the
 * types below import no Firebase code (nor zod), so pages may use them freely.
 */
const loadSdk = () =>
  Promise.all([
    import('firebase/app'),
    import('firebase/functions'),
    import('./firebase-functions'),
    import('@/domain/callable-errors'),
  ]);

/**
 * A refused call: the server's readable message, its status code, and the machine-readable
 * reason and field from `details` (src/domain/callable-errors.ts). Screens decide by `reason`
 * and `field`; the message is only ever shown.
 */
export class CallableError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly details: CallableErrorDetails | null = null,
  ) {
    super(message);
    this.name = 'CallableError';
  }

  get reason(): CallableErrorReason | null {
    return this.details?.reason ?? null;
  }

  /** The input path at fault ('email', 'request.firstName'), when the server named one. */
  get field(): string | null {
    return this.details?.field ?? null;
  }
}

/** The reason of any error a call may throw: null for anything that is not a refused call. */
export function reasonOf(error: unknown): CallableErrorReason | null {
  return error instanceof CallableError ? error.reason : null;
}

/** The input field a refused call names ('title', 'request.email'): null when it named none. */
export function fieldOf(error: unknown): string | null {
  return error instanceof CallableError ? error.field : null;
}

/**
 * Calls a function by its registry name (src/domain/callables.ts): the input and output types
 * are the ones the server's `callable()` is checked against. Firebase's error becomes a
 * CallableError that keeps the server's message, code and details.
 */
export async function call<N extends CallableName>(name: N, input: CallableInput<N>): Promise<CallableOutput<N>> {
  const [{ FirebaseError }, { httpsCallable }, { functions }, { parseCallableErrorDetails, APP_NOT_VERIFIED_MESSAGE }] =
    await loadSdk();
  try {
    const result = await httpsCallable<CallableInput<N>, CallableOutput<N>>(functions, name)(input);
    return result.data;
  } catch (error) {
    if (error instanceof FirebaseError) {
      const details = parseCallableErrorDetails((error as InstanceType<typeof FirebaseError> & { details?: unknown }).details);
      const code = error.code.replace(/^functions\//, '');
      // The platform refuses a call without a valid App Check (or ID) token before our code runs,
      // with a bare 'Unauthenticated': say what a person can do, under our reason for it.
      if (code === 'unauthenticated' && details === null) {
        throw new CallableError(APP_NOT_VERIFIED_MESSAGE, code, { reason: 'app-not-verified' });
      }
      // The SDK appends the HTTP status ('... [409]'); people should only read the server's words.
      const message = error.message.replace(/ \[\d{3}\]$/, '');
      throw new CallableError(message, code, details);
    }
    throw error;
  }
}
