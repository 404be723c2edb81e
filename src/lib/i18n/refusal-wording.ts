/**
 * A translated page's failures in its language. A refusal is worded by its reason
 * (src/domain/i18n/refusal-keys.ts), a failure no server answered by its kind, and a field's
 * message from a shared schema by the key its page's table names for it (field-message-keys.ts):
 * the English text is never looked up in the catalog.
 */
import type { KeyedMessage } from '@/domain/i18n/field-message-keys';
import { AS_SENT, BY_MESSAGE, entryWords, OWN_WORDS, type CallableRefusals } from '@/domain/i18n/refusal-words';
import type { ERROR_MESSAGES, ErrorWording, LocalWording } from '../error-message';
import { t, type MessageKey } from './runtime';

const UNANSWERED_KEYS = {
  unknown: 'server.error.unknown',
  offline: 'server.error.offline',
  unreachable: 'server.error.unreachable',
} as const satisfies Record<keyof typeof ERROR_MESSAGES, MessageKey>;

/** A page's table of the domain's message constants (a schema's field messages) to their keys. */
export type MessageKeyOf = (message: string) => KeyedMessage | null;

/** A message by the key its table names; one the table does not know is shown as it came. */
export function keyedMessage(message: string, keyOf: MessageKeyOf): string {
  const keyed = keyOf(message);
  return keyed ? t(keyed.key, keyed.values) : message;
}

export interface RefusalWordingOptions {
  /** The table for refusals worded BY_MESSAGE (a refused field's message). */
  messageKey?: MessageKeyOf;
  /** What the page says for a failure with no words of its own; server.error.unknown unless set. */
  fallback?: MessageKey;
}

/**
 * The ErrorWording (src/lib/error-message.ts) of a translated page that calls a callable with this
 * refusal table entry. Made while the page renders: its catalog is loaded by then (the router's
 * LocaleGate). The link pages name their callable (refusals.ts); the wizard passes its own entry
 * (src/domain/i18n/wizard-refusals.ts), so its first load carries no other page's table.
 */
export function wordingOf(entry: CallableRefusals, options: RefusalWordingOptions = {}): ErrorWording {
  const local: LocalWording = {
    refusal(reason, serverWords) {
      const words = entryWords(entry, reason);
      if (words === null) return undefined;
      if (words === AS_SENT || words === OWN_WORDS) return serverWords;
      if (words === BY_MESSAGE) return options.messageKey ? keyedMessage(serverWords, options.messageKey) : serverWords;
      return t(words);
    },
    unanswered: (failure) => t(UNANSWERED_KEYS[failure]),
  };
  // A page that words unlisted refusals as its fallback does so for any other error too.
  const words = entry.others === 'fallback' ? { words: 'refusals' as const } : {};
  return { local, ...words, ...(options.fallback ? { fallback: t(options.fallback) } : {}) };
}
