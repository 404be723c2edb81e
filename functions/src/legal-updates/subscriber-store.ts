import { createHash } from 'node:crypto';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { LEGAL_UPDATE_SUBSCRIBER_STATES, type LegalUpdateSubscriberState } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATES_CONFIRM_DAYS, LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { DAY_MS, RETENTION } from '@/domain/privacy/retention';
import { z } from 'zod';
import { collections } from '../shared/documents';
import { newLinkToken } from '../shared/link-tokens';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * legalUpdateSubscribers/{sha256(normalised email)}: one record per address, whatever its state,
 * so a repeated request finds it without a query and the id reveals nothing. Functions only.
 *
 * - `consent`: what the visitor agreed to (the checkbox's words), the privacy policy version and
 *   when; replaced by each new request made while not confirmed.
 * - `confirmedAt`: when the emailed link was confirmed (the double opt-in).
 * - `unsubscribeToken`: the subscriber's link in every update. Kept as is, not hashed, because
 *   every update mail must carry it; it can only unsubscribe.
 * - `expireAt`: the TTL policy deletes pending records `legalUpdatePendingDays` after the last
 *   request, and unsubscribed ones `legalUpdateUnsubscribedDays` after the withdrawal; a confirmed
 *   record has none.
 */
const timestamp = z.instanceof(Timestamp);
const subscriberRecordSchema = z.object({
  email: z.string().min(3).max(254),
  state: z.enum(LEGAL_UPDATE_SUBSCRIBER_STATES),
  consent: z.object({ purpose: z.string().min(1), policyVersion: z.string().min(1), givenAt: timestamp }),
  createdAt: timestamp,
  updatedAt: timestamp,
  confirmedAt: timestamp.nullable(),
  unsubscribedAt: timestamp.nullable(),
  unsubscribeToken: z.string().nullable(),
  expireAt: timestamp.optional(),
});
export type SubscriberRecord = z.infer<typeof subscriberRecordSchema>;

export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const subscriberId = (email: string) => createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');
export const subscriberRef = (id: string) => collections.legalUpdateSubscribers().doc(id);

/** A stored record, or null when there is none or it does not parse (treated as no record). */
export function subscriberOf(snap: DocumentSnapshot): SubscriberRecord | null {
  if (!snap.exists) return null;
  const parsed = subscriberRecordSchema.safeParse(snap.data());
  return parsed.success ? parsed.data : null;
}

/** When the TTL policy deletes a record in this state, counted from `now`; confirmed records stay. */
export function expiryFor(state: LegalUpdateSubscriberState, now: number): Timestamp | null {
  if (state === 'pending') return Timestamp.fromMillis(now + RETENTION.legalUpdatePendingDays * DAY_MS);
  if (state === 'unsubscribed') return Timestamp.fromMillis(now + RETENTION.legalUpdateUnsubscribedDays * DAY_MS);
  return null;
}

/**
 * legalUpdateConfirmations/{sha256(token)}: one single-use, expiring link per subscription
 * request. Only the hash is stored; the token exists only in the email. TTL on `expiresAt`.
 */
const confirmationRecordSchema = z.object({ subscriberId: z.string().min(1), ...singleUseLinkFields });

/** A record that does not parse reads as an unknown link, as a missing one does. */
export const confirmationLinks = singleUseLinks({
  collection: collections.legalUpdateConfirmations,
  schema: confirmationRecordSchema,
  ttlDays: LEGAL_UPDATES_CONFIRM_DAYS,
  link: 'legal-updates',
  messages: {
    unknown: LEGAL_UPDATES_TEXTS.confirmUnknown,
    used: LEGAL_UPDATES_TEXTS.confirmUsed,
    expired: LEGAL_UPDATES_TEXTS.confirmExpired,
  },
});

export const newConfirmation = (id: string, now: number) => confirmationLinks.create({ subscriberId: id }, now);

export { newLinkToken };
