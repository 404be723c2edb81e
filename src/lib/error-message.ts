import type { CallableErrorReason } from '@/domain/callable-errors';
import { CallableError } from './callable';

/**
 * The one place a failed mutation (a callable, a Firestore write, a sign-in) becomes the words a
 * person reads. A refused call carries the server's message, already written for people, and its
 * reason; a screen may word a reason its own way (`reasons`). Failures the server never answered
 * (no connection, a timeout) and errors with no words at all get the texts below.
 */
export const ERROR_MESSAGES = {
  unknown: 'Something went wrong. Please try again.',
  offline: 'You appear to be offline. Please check your connection and try again.',
  unreachable: 'We could not reach our server. Please check your connection and try again.',
} as const;

export interface ErrorWording {
  /** Reasons this screen words itself; every other refusal shows the server's message. */
  reasons?: Partial<Record<CallableErrorReason, string>>;
  /**
   * Whose words to show. 'any' (the default): any error's own message, since the features' api
   * modules throw errors already worded for people. 'refusals': only the server's refusals
   * (a reason other than 'server-error'). A list: only refusals for these reasons. Everything
   * else reads as the fallback.
   */
  words?: 'any' | 'refusals' | readonly CallableErrorReason[];
  /** Said when the error has no words to show: ERROR_MESSAGES.unknown unless the screen has better. */
  fallback?: string;
  /**
   * A translated page's words (src/lib/i18n/refusals.ts): a shown refusal's words by its reason
   * (undefined: the fallback), and the failures no server answered. Unset: English, as the
   * server and ERROR_MESSAGES word them.
   */
  local?: LocalWording;
}

export interface LocalWording {
  refusal(reason: CallableErrorReason, serverWords: string): string | undefined;
  unanswered(failure: keyof typeof ERROR_MESSAGES): string;
}

/**
 * Codes the callable client, Firestore and Auth use for a request that never got an answer. The
 * Functions SDK then has no message but the code itself ('internal [0]' when fetch failed,
 * 'deadline-exceeded' on its timeout); an answer from our server always has words.
 */
const UNANSWERED_CODES = new Set(['internal', 'deadline-exceeded', 'unavailable', 'unknown', 'auth/network-request-failed']);

const codeOf = (error: unknown): string | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^(functions|firestore)\//, '') : null;
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * True for a request that never got an answer from our server. A refused call always has the
 * server's words; the Functions SDK's own failures have only their code as message.
 */
function unanswered(error: unknown): boolean {
  const code = codeOf(error);
  if (code === null || !UNANSWERED_CODES.has(code)) return false;
  if (!(error instanceof CallableError)) return true;
  // The SDK's own words are its code, with the HTTP status it got ('internal [0]': no response).
  const words = error.message.replace(/ \[\d+\]$/, '');
  return words === code || words === '';
}

/** What to show for any error a mutation may throw. */
export function errorMessage(error: unknown, wording: ErrorWording = {}): string {
  const { local } = wording;
  const fallback = wording.fallback ?? local?.unanswered('unknown') ?? ERROR_MESSAGES.unknown;
  const words = wording.words ?? 'any';
  const reason = error instanceof CallableError ? error.reason : null;
  if (reason) {
    const own = wording.reasons?.[reason];
    if (own !== undefined) return own;
    const shown = words === 'any' || (words === 'refusals' ? reason !== 'server-error' : words.includes(reason));
    const serverWords = shown && error instanceof Error ? error.message : '';
    if (!serverWords) return fallback;
    return (local ? local.refusal(reason, serverWords) : serverWords) ?? fallback;
  }
  if (unanswered(error)) {
    const failure = isOffline() ? 'offline' : 'unreachable';
    return local?.unanswered(failure) ?? ERROR_MESSAGES[failure];
  }
  return (words === 'any' && error instanceof Error && error.message) || fallback;
}
