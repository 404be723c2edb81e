/**
 * The vocabulary of a translated page's refusal table (refusal-keys.ts): how one reason is worded,
 * and the lookup for one callable's entry. Apart from the tables themselves, so the wizard's first
 * load carries its own two entries (wizard-refusals.ts) and not every link page's.
 */
import type { CallableErrorReason } from '../callable-errors';
import type { MessageKey } from './compiled/keys';

export const AS_SENT = 'as-sent';
export const BY_MESSAGE = 'by-message';
export const OWN_WORDS = 'own-words';

export type RefusalWords = MessageKey | typeof AS_SENT | typeof BY_MESSAGE | typeof OWN_WORDS;

export interface CallableRefusals {
  reasons: Partial<Record<CallableErrorReason, RefusalWords>>;
  /** 'listed': only the reasons above reach the page; 'fallback': any other reads as the page's fallback. */
  others: 'listed' | 'fallback';
}

/**
 * Refusals whose server words stay English on every page, and why: the rate limit's message says
 * how many minutes to wait, which only the server knows; the App Check and server-error messages
 * and the refusals below that no link page can meet in practice (they come from code the
 * callable shares with others) have never had a catalog message.
 */
export const ENGLISH_ON_PURPOSE = {
  'rate-limited': AS_SENT,
  'app-not-verified': AS_SENT,
  'server-error': AS_SENT,
} as const satisfies CallableRefusals['reasons'];

/**
 * How a page words a refusal of this callable: null when it reads as the page's fallback. A reason
 * the entry does not list (refusal-keys.test.ts keeps every one the server sends listed) shows as sent.
 */
export function entryWords(entry: CallableRefusals, reason: CallableErrorReason): RefusalWords | null {
  return entry.reasons[reason] ?? (entry.others === 'fallback' ? null : AS_SENT);
}
