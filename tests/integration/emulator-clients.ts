import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { localAppCheckToken } from '@/lib/app-check-local-token';
import { eventually } from './eventually';

/**
 * Clients for integration tests: the Admin SDK to arrange and inspect documents, and plain
 * HTTP calls to callables exactly as the web SDK makes them (so auth, parsing and errors are
 * exercised end to end in the Functions emulator).
 */
export const PROJECT_ID = process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
const app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
export const db = getFirestore(app);
export const auth = getAuth(app);

const FUNCTIONS_PORT = process.env.EMU_FUNCTIONS_PORT ?? '5001';
const REGION = 'africa-south1';

export interface CallResult<T = unknown> {
  status: number;
  data?: T;
  error?: { status: string; message: string; details?: unknown };
}

/**
 * Calls a callable as the web app does, with the app's local App Check token (src/lib/
 * app-check-local-token.ts) unless `appCheckToken` says otherwise (null: none).
 */
export async function callFunction<T = unknown>(
  name: string,
  data: unknown,
  idToken?: string,
  appCheckToken: string | null = localAppCheckToken('demo-app', PROJECT_ID).token,
  /** Headers a caller may add, such as a made-up X-Forwarded-For. */
  extraHeaders: Record<string, string> = {},
): Promise<CallResult<T>> {
  const response = await fetch(`http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      ...(appCheckToken !== null ? { 'X-Firebase-AppCheck': appCheckToken } : {}),
      ...extraHeaders,
    },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: CallResult['error'] };
  return { status: response.status, data: body.result, error: body.error };
}

/** Creates (or reuses) an Auth emulator user with claims and returns a fresh ID token. */
export async function idTokenFor(email: string, claims: Record<string, unknown> = {}): Promise<string> {
  const password = 'integration-pass-1';
  let uid: string;
  try {
    uid = (await auth.getUserByEmail(email)).uid;
  } catch {
    uid = (await auth.createUser({ email, password })).uid;
  }
  await auth.setCustomUserClaims(uid, claims);
  const response = await fetch(
    `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${body.error?.message}`);
  return body.idToken;
}

export async function clearFirestore(): Promise<void> {
  const url = `http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
  // The emulator answers 409 "Transaction lock timeout" while a transaction (a trigger or a callable
  // still finishing from the last test) holds a lock; the clear succeeds once the lock is released,
  // so try again a few times. Any other failure, or one that lasts, stops the test: a clear that
  // silently failed would let one test's documents decide the next test's outcome.
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: 'DELETE' });
    if (response.ok) return;
    const body = await response.text();
    if (response.status !== 409 || attempt === 5) {
      throw new Error(`Clearing the Firestore emulator failed: HTTP ${response.status} ${body}`);
    }
  }
}

/**
 * The states a queued mail document moves through. The delivery trigger runs in the emulator too,
 * so by the time a test reads a freshly queued message it may be in any of them.
 */
export { MAIL_STATES as MAIL_QUEUE_STATES } from '../../functions/src/mail/delivery-policy';

/**
 * Resolves once the onAccountRequest trigger has handled every password-reset or confirmation
 * request queued for this address (it deletes each when done): the callables answer before the
 * work that depends on the account, so what that work wrote is there only after this.
 */
export async function accountRequestsSettled(email: string): Promise<void> {
  await eventually(
    () => db.collection('accountRequests').where('email', '==', email).get(),
    (queued) => queued.empty,
  );
}
