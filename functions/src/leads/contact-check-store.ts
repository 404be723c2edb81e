import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { CONTACT_CHECK_MESSAGES, CONTACT_CHECK_TTL_DAYS } from '@/domain/leads/contact-claim';
import { z } from 'zod';
import { collections } from '../shared/documents';
import { linkTimestamp, singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * contactCheckLinks/{sha256(token)}: the client's link to answer "Did <firm> contact you?", one per
 * contact claim. The Yes and No links of one message carry the same token (the answer rides beside
 * it), so the first answer uses the link up and a second one is refused: the client's answer counts
 * once per lead. Only the hash is stored; the token exists only in the client's messages.
 * Functions only: the rules let no browser read or write this collection.
 */
const contactCheckLinkSchema = z.object({
  leadId: z.string().min(1),
  firmId: z.string().min(1),
  firmName: z.string(),
  need: z.string(),
  /** When the firm said it contacted the client. */
  claimedAt: linkTimestamp,
  ...singleUseLinkFields,
  /** The TTL policy deletes the record this long after it stops working. */
  expireAt: linkTimestamp,
});
export type ContactCheckLink = z.output<typeof contactCheckLinkSchema>;

const contactCheckLinks = singleUseLinks({
  collection: collections.contactCheckLinks,
  schema: contactCheckLinkSchema,
  ttlDays: CONTACT_CHECK_TTL_DAYS,
  link: 'contact-check',
  messages: CONTACT_CHECK_MESSAGES,
});

export const { ref: contactCheckLinkRef, usable: usableContactCheckLink } = contactCheckLinks;

/** Writes the question's link in the caller's transaction and answers its token, for the messages. */
export function createContactCheckLink(
  tx: Transaction,
  fields: Pick<ContactCheckLink, 'leadId' | 'firmId' | 'firmName' | 'need' | 'claimedAt'>,
  now: Date,
): { token: string; expiresAt: Date } {
  const { token, ref, dates } = contactCheckLinks.issue(now.getTime());
  const expireAt = Timestamp.fromMillis(dates.expiresAt.toMillis() + CONTACT_CHECK_TTL_DAYS * 86_400_000);
  const record: ContactCheckLink = { ...fields, ...dates, expireAt };
  tx.set(ref, record);
  return { token, expiresAt: dates.expiresAt.toDate() };
}
