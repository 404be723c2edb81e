/**
 * The catalog key of each field message the client's answer page can show (the reason for moving
 * or cancelling a consultation, the note with "none of these times suit me"): the page checks them
 * with the answer contract's own schemas, which word them in English, and a zod issue carries only
 * its message. As in field-message-keys.ts, the domain's constant names its key; the catalog's
 * English is never looked up.
 */
import { ANSWER_TEXT_MESSAGES } from '../answers/contract';
import type { MessageKey } from './compiled/keys';
import type { KeyedMessage } from './field-message-keys';

const ANSWER_TEXT_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [ANSWER_TEXT_MESSAGES.reasonTooShort, 'server.answerText.reasonTooShort'],
  [ANSWER_TEXT_MESSAGES.reasonTooLong, 'server.answerText.reasonTooLong'],
  [ANSWER_TEXT_MESSAGES.noteTooLong, 'server.answerText.noteTooLong'],
  [ANSWER_TEXT_MESSAGES.plainText, 'server.answerText.plainText'],
  [ANSWER_TEXT_MESSAGES.noLinks, 'server.answerText.noLinks'],
]);

/** The key of a message the answer page's schemas gave, or null for one with no translation (shown as it came). */
export function answerTextKey(message: string): KeyedMessage | null {
  const key = ANSWER_TEXT_KEYS.get(message);
  return key ? { key } : null;
}
