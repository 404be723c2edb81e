import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import type { defineSecret } from 'firebase-functions/params';
import type { DocumentReference } from 'firebase-admin/firestore';
import {
  APP_NOT_VERIFIED_MESSAGE,
  CALLABLE_ERROR_CODES,
  type CallableErrorDetails,
  type CallableErrorReason,
} from '@/domain/callable-errors';
import { CALLABLES, type CallableName, type CallableOutput, type CallableParsedInput } from '@/domain/callables';
import { REVIEWER_CLAIM, reviewerNameOf, SUGGESTION_MESSAGES } from '@/domain/i18n/suggestions';
import { type RateLimitedCallable, RATE_LIMITED_CALLABLES } from '@/domain/shared/request-guards';
import { duplicateRefs, firstResult, idempotencyRef, requestFingerprint } from './idempotency';
import { callerAddressOf } from './caller-address';
import { countCall } from './rate-limit';

/** 'reviewer': an operator, or a translation reviewer an operator named (setTranslationReviewer). */
type Access = 'public' | 'signed-in' | 'firm' | 'admin' | 'reviewer';

export interface Caller {
  uid: string | null;
  email: string | null;
  firmId: string | null;
  isAdmin: boolean;
  /** A translation reviewer's name (the `translationReviewer` claim), null for everyone else. */
  reviewerName: string | null;
}

/** What the wrapper worked out before the handler runs. */
interface CallGuards {
  /** Where the first result of this idempotency key is stored, or null when the call carries no key. */
  idempotency: DocumentReference | null;
  /**
   * Where a request saying the same thing (sameRequest) is remembered for a short window, this
   * window's record first; empty for a callable without sameRequest.
   */
  duplicates: readonly DocumentReference[];
}

interface CallableSpec<N extends CallableName> {
  access: Access;
  /** Sent back when the input does not parse; the first issue's own message is appended. */
  invalidMessage?: string;
  /**
   * Limited per client (RATE_LIMITED_CALLABLES[name], src/domain/shared/request-guards.ts): by the address
   * the platform saw and, when `email` names one, by the email address the request is about.
   */
  rateLimit?: {
    email?: (data: CallableParsedInput<N>) => string | null | undefined;
    /** What the call is about, limited on its own (a translation suggestion's message). */
    subject?: (data: CallableParsedInput<N>) => string | null | undefined;
  };
  /**
   * The input's idempotency key: a repeated key answers the first result without running the
   * handler (checked again inside the handler's transaction, which stores the result).
   */
  idempotencyKey?: (data: CallableParsedInput<N>) => string | undefined;
  /**
   * What makes two calls the same request even without a key (the client, the firm and the words):
   * within DUPLICATE_WINDOW_MS a second call answers the first call's result (idempotency.ts).
   */
  sameRequest?: (data: CallableParsedInput<N>) => unknown;
  handler: (
    data: CallableParsedInput<N>,
    caller: Caller,
    request: CallableRequest,
    guards: CallGuards,
  ) => Promise<CallableOutput<N>>;
  /** Secret Manager values the handler reads (e.g. payment credentials). */
  secrets?: ReturnType<typeof defineSecret>[];
}

/**
 * The one way a callable refuses: the reason decides the status code (src/domain/callable-errors.ts),
 * and travels with the field at fault in `details`, so the browser never reads the message to decide.
 */
export function callableError(reason: CallableErrorReason, message: string, field?: string): HttpsError {
  const details: CallableErrorDetails = field ? { reason, field } : { reason };
  return new HttpsError(CALLABLE_ERROR_CODES[reason], message, details);
}

function callerOf(request: CallableRequest): Caller {
  const token = request.auth?.token;
  return {
    uid: request.auth?.uid ?? null,
    email: typeof token?.email === 'string' ? token.email : null,
    firmId: typeof token?.firmId === 'string' ? token.firmId : null,
    isAdmin: token?.admin === true,
    reviewerName: reviewerNameOf(token?.[REVIEWER_CLAIM]),
  };
}

/**
 * Only our web app calls callables. `enforceAppCheck` makes the platform refuse a call whose App
 * Check token is missing or fails verification ('Unauthenticated', before the handler runs); this
 * check also refuses a token that names no app, which the Functions emulator lets through because
 * it decodes tokens without verifying them (docs/security.md, App Check).
 */
function checkApp(request: CallableRequest): void {
  const appId = request.app?.appId;
  if (typeof appId !== 'string' || appId.length === 0) throw callableError('app-not-verified', APP_NOT_VERIFIED_MESSAGE);
}

function checkAccess(access: Access, caller: Caller): void {
  if (access === 'public') return;
  if (!caller.uid) throw callableError('sign-in-required', 'Please sign in to continue.');
  if (access === 'firm' && !caller.firmId) {
    throw callableError('firm-only', 'This action is only available to registered firms.');
  }
  if (access === 'admin' && !caller.isAdmin) {
    throw callableError('admin-only', 'Administrator access is required for this action.');
  }
  if (access === 'reviewer' && !caller.isAdmin && !caller.reviewerName) {
    throw callableError('reviewer-only', SUGGESTION_MESSAGES.reviewerOnly);
  }
}

/**
 * Every callable has the same guard order: the app (App Check), the caller, then input, then the
 * handler. The input schema and output type come from the registry entry `name`
 * (src/domain/callables.ts), which is also the deployed name. Unexpected failures are logged in full but answered with a generic, retryable
 * message, so no internals leak.
 */
export function callable<N extends CallableName>(name: N, spec: CallableSpec<N>) {
  const schema = CALLABLES[name].input;
  // Tokens are not consumed (replay protection): see docs/security.md for why.
  const options = { cors: true, enforceAppCheck: true, ...(spec.secrets ? { secrets: spec.secrets } : {}) };
  return onCall(options, async (request) => {
    checkApp(request);
    const caller = callerOf(request);
    checkAccess(spec.access, caller);
    const parsed = schema.safeParse(request.data ?? {});
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const detail = first ? first.message : 'The request was not understood.';
      const field = first && first.path.length > 0 ? first.path.map(String).join('.') : undefined;
      throw callableError('invalid-input', spec.invalidMessage ? `${spec.invalidMessage} ${detail}` : detail, field);
    }
    const data = parsed.data as CallableParsedInput<N>;
    try {
      const key = spec.idempotencyKey?.(data);
      const idempotency = key ? idempotencyRef(`${name}\n${caller.uid ?? 'anonymous'}`, key) : null;
      const same = spec.sameRequest?.(data);
      const duplicates = same === undefined ? [] : duplicateRefs(`${name}\nsame`, requestFingerprint(same));
      if (idempotency) {
        // A reload or double click: the first answer again, without matching, counting or writing.
        const first = await firstResult(idempotency);
        if (first !== null) return first as CallableOutput<N>;
      }
      // A same request without the key is found inside the handler's transaction (placeLeadOnce),
      // after the rate limit: a script repeating itself still counts against its limit.
      if (spec.rateLimit && name in RATE_LIMITED_CALLABLES) {
        const refusal = await countCall(name as RateLimitedCallable, {
          ip: callerAddressOf(request.rawRequest),
          email: spec.rateLimit.email?.(data),
          subject: spec.rateLimit.subject?.(data),
        });
        if (refusal) throw callableError('rate-limited', refusal);
      }
      return await spec.handler(data, caller, request, { idempotency, duplicates });
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('callable failed', { name, error: String(error), stack: (error as Error)?.stack });
      throw callableError('server-error', 'Something went wrong on our side. Please try again.');
    }
  });
}
