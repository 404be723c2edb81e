/**
 * How the load driver talks to the local platform, over loopback HTTP only: callables as the web
 * SDK calls them (App Check token, optional ID token), the Firestore REST API as a signed-in firm
 * (so the security rules judge every read), the Auth emulator's sign-in, and the emulator-only
 * mail sweeper.
 */
import { localAppCheckToken } from '../../src/lib/app-check-local-token';
import type { CallSample } from './report';

export const PROJECT_ID = process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch';
const FUNCTIONS = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${PROJECT_ID}/africa-south1`;
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}/v1/projects/${PROJECT_ID}/databases/(default)/documents`;
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1`;

/** Longer than a callable's own 60 s timeout: an answer that never comes is a failure, not a hang. */
const CALL_TIMEOUT_MS = 90_000;

export interface Answer<T> {
  sample: CallSample;
  data?: T;
}

/**
 * One callable call. `forwardedFor` is the address a front end would append: the per-network
 * limit counts it (CALLER_PROXY_HOPS=1 in emulator runs), so each simulated client is its own network.
 */
export async function callCallable<T>(
  name: string,
  data: unknown,
  options: { idToken?: string; forwardedFor?: string } = {},
): Promise<Answer<T>> {
  const at = Date.now();
  const started = performance.now();
  try {
    const response = await fetch(`${FUNCTIONS}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Firebase-AppCheck': localAppCheckToken('demo-app', PROJECT_ID).token,
        ...(options.idToken ? { Authorization: `Bearer ${options.idToken}` } : {}),
        ...(options.forwardedFor ? { 'X-Forwarded-For': options.forwardedFor } : {}),
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const text = await response.text();
    const ms = performance.now() - started;
    let body: { result?: T; error?: { status?: string; message?: string } } = {};
    try {
      body = JSON.parse(text) as typeof body;
    } catch {
      return { sample: { callable: name, at, ms, error: `HTTP_${response.status}`, message: text.slice(0, 200) } };
    }
    if (body.error || !response.ok) {
      return {
        sample: { callable: name, at, ms, error: body.error?.status ?? `HTTP_${response.status}`, message: body.error?.message },
      };
    }
    return { sample: { callable: name, at, ms }, data: body.result };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { sample: { callable: name, at, ms: performance.now() - started, error: timedOut ? 'CLIENT_TIMEOUT' : 'NETWORK' } };
  }
}

/** Signs in through the Auth emulator's REST API as the web SDK does; returns the ID token. */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`Could not sign in ${email}: ${body.error?.message}`);
  return body.idToken;
}

export interface ListedLead {
  id: string;
  status: string;
  seen: boolean;
}

type FieldFilter = { field: string; op: 'EQUAL' | 'GREATER_THAN_OR_EQUAL'; value: Record<string, unknown> };

/**
 * The dashboard's leads query (use-firm-leads.ts for a paid firm, use-free-leads.ts for a free
 * one: its own leads since the month's start), run as the firm through the Firestore REST API.
 */
export async function listLeads(
  idToken: string,
  firmId: string,
  since: number | null,
  limit: number,
): Promise<Answer<ListedLead[]>> {
  const filters: FieldFilter[] = [{ field: 'firmId', op: 'EQUAL', value: { stringValue: firmId } }];
  if (since !== null)
    filters.push({ field: 'createdAt', op: 'GREATER_THAN_OR_EQUAL', value: { timestampValue: new Date(since).toISOString() } });
  const at = Date.now();
  const started = performance.now();
  const name = since === null ? 'leadsQuery (paid)' : 'leadsQuery (free)';
  try {
    const response = await fetch(`${FIRESTORE}:runQuery`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({
        structuredQuery: {
          from: [{ collectionId: 'leads' }],
          where: {
            compositeFilter: {
              op: 'AND',
              filters: filters.map((f) => ({ fieldFilter: { field: { fieldPath: f.field }, op: f.op, value: f.value } })),
            },
          },
          orderBy: [{ field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' }],
          limit,
        },
      }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    const ms = performance.now() - started;
    const body = (await response.json()) as
      { document?: { name: string; fields: Record<string, { stringValue?: string }> } }[] | { error?: { status?: string } };
    if (!response.ok || !Array.isArray(body)) {
      return {
        sample: {
          callable: name,
          at,
          ms,
          error: (body as { error?: { status?: string } }).error?.status ?? `HTTP_${response.status}`,
        },
      };
    }
    const leads = body
      .filter((row) => row.document)
      .map((row) => ({
        id: row.document!.name.split('/').at(-1)!,
        status: row.document!.fields.status?.stringValue ?? '',
        seen: 'seenAt' in row.document!.fields,
      }));
    return { sample: { callable: name, at, ms }, data: leads };
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError';
    return { sample: { callable: name, at, ms: performance.now() - started, error: timedOut ? 'CLIENT_TIMEOUT' : 'NETWORK' } };
  }
}

/** One run of the mail sweeper (functions/src/mail/mail-sweep-trigger.ts), at the real time or `now`: how many messages it took. */
export async function sweepMail(now?: number): Promise<number> {
  const response = await fetch(`${FUNCTIONS}/mailSweepRun`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: now === undefined ? '{}' : JSON.stringify({ now: new Date(now).toISOString() }),
    signal: AbortSignal.timeout(6 * 60_000),
  });
  if (!response.ok) throw new Error(`mailSweepRun answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { outcomes: unknown[] }).outcomes.length;
}

/**
 * One run of the phone sweep (retryPhoneNotifications, through the emulator-only
 * phoneNotificationSweepRun) at `now`: the bounded run's report.
 */
export async function sweepPhone(now = Date.now()): Promise<{ outcomes: unknown[]; remaining: number }> {
  const response = await fetch(`${FUNCTIONS}/phoneNotificationSweepRun`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: new Date(now).toISOString(), maxItems: 50 }),
    signal: AbortSignal.timeout(6 * 60_000),
  });
  if (!response.ok) throw new Error(`phoneNotificationSweepRun answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { outcomes: { outcomes: unknown[]; remaining: number } }).outcomes;
}
