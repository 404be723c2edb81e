/**
 * The stored choices: messagingChoices/{sha256(email)} is what a person chose for the address
 * their emails go to (a number, a channel, the consent), messagingNumbers/{sha256(number)} what the
 * number itself did (its last inbound message, for the 24-hour window, and STOP). A STOP is kept
 * on the number, so no opt-in typed later by anyone turns it back on; only START from the number does.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import {
  MESSAGING_CONSENT,
  MESSAGING_POLICY_VERSION,
  type MessagingChannel,
  type MessagingOptIn,
} from '@/domain/notifications/channels';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/shared/locales';
import { collections } from '../shared/documents';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
export const emailKey = (email: string) => sha256(email.trim().toLowerCase());
export const numberKey = (e164: string) => sha256(e164);

export const choiceRef = (email: string) => collections.messagingChoices().doc(emailKey(email));
export const numberRef = (e164: string) => collections.messagingNumbers().doc(numberKey(e164));

export interface StoredChoice {
  phone: string;
  channel: MessagingChannel;
  locale: Locale;
  consentGivenAt: number | null;
}

export function readChoice(data: FirebaseFirestore.DocumentData | undefined): StoredChoice | null {
  if (!data || typeof data.phone !== 'string' || (data.channel !== 'whatsapp' && data.channel !== 'sms')) return null;
  const givenAt = (data.consent as { givenAt?: Timestamp } | undefined)?.givenAt;
  return {
    phone: data.phone,
    channel: data.channel,
    locale: isLocale(data.locale) ? data.locale : DEFAULT_LOCALE,
    consentGivenAt: givenAt instanceof Timestamp ? givenAt.toMillis() : null,
  };
}

export interface NumberState {
  optedOutAt: number | null;
  lastInboundAt: number | null;
  /** When the number's holder replied YES (number-guard.ts): nothing but the request to confirm goes before it. */
  confirmedAt: number | null;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);
export function readNumber(data: FirebaseFirestore.DocumentData | undefined): NumberState {
  return {
    optedOutAt: millis(data?.optedOutAt),
    lastInboundAt: millis(data?.lastInboundAt),
    confirmedAt: millis(data?.confirmedAt),
  };
}

/**
 * Records an opt-in (the wizard's box or the firm's Settings) for the address, replacing an
 * earlier one: the latest choice for an address wins. `null` withdraws it.
 */
export function writeChoice(
  writer: WriteBatch | Transaction,
  email: string,
  optIn: MessagingOptIn | null,
  context: { audience: 'client' | 'firm'; locale?: unknown; firmId?: string },
): void {
  const ref = choiceRef(email);
  // Both take (ref, data); the union's overloads do not line up for TypeScript.
  const batch = writer as WriteBatch;
  if (!optIn) {
    batch.delete(ref);
    return;
  }
  batch.set(ref, {
    phone: optIn.phone,
    channel: optIn.channel,
    audience: context.audience,
    ...(context.firmId ? { firmId: context.firmId } : {}),
    locale: isLocale(context.locale) ? context.locale : DEFAULT_LOCALE,
    consent: {
      purpose: MESSAGING_CONSENT[context.audience],
      policyVersion: MESSAGING_POLICY_VERSION,
      givenAt: FieldValue.serverTimestamp(),
    },
    updatedAt: FieldValue.serverTimestamp(),
  });
}
