import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { logger } from 'firebase-functions/v2';
import type { defineSecret } from 'firebase-functions/params';
import type { z } from 'zod';

type Access = 'public' | 'signed-in' | 'firm' | 'admin';

export interface Caller {
  uid: string | null;
  email: string | null;
  firmId: string | null;
  isAdmin: boolean;
}

interface CallableSpec<S extends z.ZodType, R> {
  access: Access;
  input: S;
  /** Sent back when the input does not parse; the first issue's own message is appended. */
  invalidMessage?: string;
  handler: (data: z.infer<S>, caller: Caller, request: CallableRequest) => Promise<R>;
  /** Secret Manager values the handler reads (e.g. payment credentials). */
  secrets?: ReturnType<typeof defineSecret>[];
}

function callerOf(request: CallableRequest): Caller {
  const token = request.auth?.token;
  return {
    uid: request.auth?.uid ?? null,
    email: typeof token?.email === 'string' ? token.email : null,
    firmId: typeof token?.firmId === 'string' ? token.firmId : null,
    isAdmin: token?.admin === true,
  };
}

function checkAccess(access: Access, caller: Caller): void {
  if (access === 'public') return;
  if (!caller.uid) throw new HttpsError('unauthenticated', 'Please sign in to continue.');
  if (access === 'firm' && !caller.firmId) {
    throw new HttpsError('permission-denied', 'This action is only available to registered firms.');
  }
  if (access === 'admin' && !caller.isAdmin) {
    throw new HttpsError('permission-denied', 'Administrator access is required for this action.');
  }
}

/**
 * Every callable has the same guard order: caller, then input, then the handler. Unexpected
 * failures are logged in full but answered with a generic message, so no internals leak.
 */
export function callable<S extends z.ZodType, R>(spec: CallableSpec<S, R>) {
  return onCall({ cors: true, ...(spec.secrets ? { secrets: spec.secrets } : {}) }, async (request) => {
    const caller = callerOf(request);
    checkAccess(spec.access, caller);
    const parsed = spec.input.safeParse(request.data ?? {});
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const detail = first ? first.message : 'The request was not understood.';
      throw new HttpsError('invalid-argument', spec.invalidMessage ? `${spec.invalidMessage} ${detail}` : detail, {
        issues: parsed.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
      });
    }
    try {
      return await spec.handler(parsed.data, caller, request);
    } catch (error) {
      if (error instanceof HttpsError) throw error;
      logger.error('callable failed', { error: String(error), stack: (error as Error)?.stack });
      throw new HttpsError('internal', 'Something went wrong on our side. Please try again.');
    }
  });
}
