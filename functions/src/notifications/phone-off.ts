/**
 * The opt-out link in every WhatsApp and SMS (docs/notifications.md, "Opting out"). Each queued
 * message gets its own link, messagingOptOutLinks/{sha256(token)} → { phone, requestLeadId? }:
 * the token travels only in the message, to the phone it was sent to, so whoever opens it holds
 * that phone. Opening it turns the number off at once, as a STOP reply does (optedOutAt; START from
 * the number turns it on again), and removes the request's own choice. Email continues. Turning
 * the number off is a withdrawal of consent: it goes into the register of data-subject requests in
 * the same transaction, once (a link opened again, or a number already off, writes nothing).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { z } from 'zod';
import { PHONE_OFF_LINK_DAYS, PHONE_OFF_TEXTS, type PhoneOffResult } from '@/domain/notifications/phone-off';
import { phoneOffPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable } from '../shared/callable';
import { collections } from '../shared/documents';
import { linkTimestamp, singleUseLinks } from '../shared/single-use-links';
import { numberRef, readNumber } from './choices';
import { requestChoiceRef } from './request-choice';
import { writeSelfServiceRequest } from '../privacy/data-subject-register';

const phoneOffRecordSchema = z.object({
  phone: z.string().min(1),
  /** A client's message: the request whose choice sent it. */
  requestLeadId: z.string().min(1).optional(),
  createdAt: linkTimestamp,
  expiresAt: linkTimestamp,
  usedAt: linkTimestamp.nullable(),
});

const phoneOffLinks = singleUseLinks({
  collection: collections.messagingOptOutLinks,
  schema: phoneOffRecordSchema,
  ttlDays: PHONE_OFF_LINK_DAYS,
  link: 'phone-off',
  messages: { unknown: PHONE_OFF_TEXTS.unknown, used: PHONE_OFF_TEXTS.used, expired: PHONE_OFF_TEXTS.expired },
  // A used link answers "already off" (below), never a refusal: only unknown and expired refuse.
  isUsed: () => false,
});

/** A new link for one queued message: the document to create with it, and the URL for its body. */
export function newPhoneOffLink(phone: string, requestLeadId: string | undefined, now = Date.now()) {
  const { token, ref, record } = phoneOffLinks.create({ phone, ...(requestLeadId ? { requestLeadId } : {}) }, now);
  // TTL: removed a little after it stops working.
  const data = { ...record, expireAt: Timestamp.fromMillis(record.expiresAt.toMillis() + 30 * 86_400_000) };
  return { ref, data, url: appUrl(phoneOffPath(token)) };
}

export const turnOffPhoneMessages = callable('turnOffPhoneMessages', {
  access: 'public',
  handler: async ({ token }): Promise<PhoneOffResult> =>
    db.runTransaction(async (tx) => {
      const link = await phoneOffLinks.read(token, tx);
      const numberDoc = numberRef(link.phone);
      const number = readNumber((await tx.get(numberDoc)).data());
      if (link.requestLeadId) tx.delete(requestChoiceRef(link.requestLeadId));
      // A link already used did its work once: opened again (an old message, a forwarded one) it
      // must not turn messages off after the number itself replied START. It answers as "already off".
      if (link.usedAt !== null) return { state: 'already-off' as const };
      tx.update(phoneOffLinks.ref(token), { usedAt: FieldValue.serverTimestamp() });
      if (number.optedOutAt !== null) return { state: 'already-off' as const };
      tx.set(numberDoc, { optedOutAt: FieldValue.serverTimestamp(), optedOutBy: 'link' }, { merge: true });
      writeSelfServiceRequest(tx, {
        kind: 'consent-withdrawal',
        phone: link.phone,
        details: 'Turned WhatsApp and SMS messages off with the link in a message.',
      });
      return { state: 'turned-off' as const };
    }),
});
