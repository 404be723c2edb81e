import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { SEND_ON_MESSAGES, SEND_ON_TTL_DAYS } from '@/domain/leads/send-on';
import { z } from 'zod';
import { collections } from '../shared/documents';
import { linkTimestamp, singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * sendOnLinks/{sha256(token)}: one link of a "your firm did not answer" email, offering to send
 * the lapsed request to one firm. Only the hash is stored, so a reader of the database cannot act
 * for the client; the token exists only in the client's email. Every link of one email lists the
 * ids of all of them (`offerLinkIds`), so using one marks them all used in the same transaction.
 * Functions only: the rules let no browser read or write this collection.
 */
const sendOnLinkRecordSchema = z.object({
  /** The lapsed lead the request is sent on from. */
  leadId: z.string().min(1),
  firmId: z.string().min(1),
  firmName: z.string(),
  previousFirmName: z.string(),
  need: z.string(),
  area: z.string(),
  /** What the firm will receive, item by item (sharedItems). */
  shared: z.array(z.string()),
  /** Document ids of every link in the same email, this one included. */
  offerLinkIds: z.array(z.string()),
  ...singleUseLinkFields,
  /** The TTL policy deletes the record this long after it stops working. */
  expireAt: linkTimestamp,
});
export type SendOnLinkRecord = z.output<typeof sendOnLinkRecordSchema>;

const sendOnLinks = singleUseLinks({
  collection: collections.sendOnLinks,
  schema: sendOnLinkRecordSchema,
  ttlDays: SEND_ON_TTL_DAYS,
  link: 'send-on',
  messages: SEND_ON_MESSAGES,
});

/** sendOnLinkRef(token); usableSendOnLink(snap, now): the record behind a link the client may still use, or the refusal that says what to do next. */
export const { ref: sendOnLinkRef, usable: usableSendOnLink } = sendOnLinks;

export type SendOnLinkFields = Omit<SendOnLinkRecord, 'offerLinkIds' | 'createdAt' | 'expiresAt' | 'usedAt' | 'expireAt'>;

/**
 * Writes one link per offered firm inside the caller's transaction, all expiring together
 * SEND_ON_TTL_DAYS after `now`, and answers the tokens in the same order, for the email.
 */
export function createSendOnLinks(tx: Transaction, offers: SendOnLinkFields[], now: Date): string[] {
  const links = offers.map(() => sendOnLinks.issue(now.getTime()));
  const offerLinkIds = links.map((link) => link.ref.id);
  offers.forEach((fields, i) => {
    const { ref, dates } = links[i]!;
    const expireAt = Timestamp.fromMillis(dates.expiresAt.toMillis() + SEND_ON_TTL_DAYS * 86_400_000);
    const record: SendOnLinkRecord = { ...fields, offerLinkIds, ...dates, expireAt };
    tx.set(ref, record);
  });
  return links.map((link) => link.token);
}

/**
 * One link of an email was used: every link of that email is used up with it (`offerLinkIds`), in
 * the caller's transaction, so the client cannot send the same request to a second firm from it.
 */
export function useSendOnLinks(tx: Transaction, link: Pick<SendOnLinkRecord, 'offerLinkIds'>, now: Date): void {
  const usedAt = Timestamp.fromDate(now);
  for (const id of link.offerLinkIds) tx.update(collections.sendOnLinks().doc(id), { usedAt });
}
