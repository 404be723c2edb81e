/**
 * The catalog key of each field message the client's wizard can show. The wizard checks its answers
 * with the request's own zod schemas, which the server shares and words in English; a zod issue
 * carries only its message, so each message constant names its key here, checked by the compiler
 * (a key that is not in the catalog fails the typecheck) and by field-message-keys.test.ts (every
 * message the wizard's schema can give has one). The catalog's English is not consulted: a
 * sentence changed in the domain keeps its translation until a translator changes it too.
 */
import { MESSAGING_TEXTS } from '../notifications/channels';
import { MESSAGES, tooLongMessage } from '../shared/messages';
import type { MessageKey } from './compiled/keys';

/** A message and the values its catalog message takes ({max}). */
export interface KeyedMessage {
  key: MessageKey;
  values?: Record<string, number>;
}

const FIELD_MESSAGE_KEYS: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  [MESSAGES.acceptTerms, 'field.acceptTerms'],
  [MESSAGES.selectOption, 'field.selectOption'],
  [MESSAGES.firstName, 'field.firstName'],
  [MESSAGES.lastName, 'field.lastName'],
  [MESSAGES.email, 'field.email'],
  [MESSAGES.validEmail, 'field.validEmail'],
  [MESSAGES.companyName, 'field.companyName'],
  [MESSAGES.contactName, 'field.contactName'],
  [MESSAGES.province, 'field.province'],
  [MESSAGES.city, 'field.city'],
  [MESSAGES.serviceType, 'field.serviceType'],
  [MESSAGES.invalidPracticeArea, 'field.invalidPracticeArea'],
  [MESSAGES.noAngleBrackets, 'field.noAngleBrackets'],
  [MESSAGES.noHtml, 'field.noHtml'],
  [MESSAGING_TEXTS.phoneInvalid, 'field.messagingPhoneInvalid'],
  [MESSAGING_TEXTS.phoneRequired, 'field.messagingPhoneRequired'],
]);

/** The key of a field message the wizard's schema gave, or null for one with no translation (shown as it came). */
export function fieldMessageKey(message: string): KeyedMessage | null {
  const key = FIELD_MESSAGE_KEYS.get(message);
  if (key) return { key };
  // tooLongMessage(max) is the one message with a number in it: the number is its only variable part.
  const max = Number(/\d+/.exec(message)?.[0]);
  return tooLongMessage(max) === message ? { key: 'field.tooLong', values: { max } } : null;
}
