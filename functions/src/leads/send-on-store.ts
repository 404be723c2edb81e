import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { SEND_ON_MESSAGES, SEND_ON_TTL_DAYS } from '@/domain/leads/send-on';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { hashLinkToken, newLinkToken } from '../shared/link-tokens';

/**
 * sendOnLinks/{sha256(token)}: one link of a "your firm did not answer" email, offering to send
 * the lapsed request to one firm. Only the hash is stored, so a reader of the database cannot act
 * for the client; the token exists only in the client's email. Every link of one email lists the
 * ids of all of them (`offerLinkIds`), so using one marks them all used in the same transaction.
 * Functions only: the rules let no browser read or write this collection.
 */
export interface SendOnLinkRecord {
  /** The lapsed lead the request is sent on from. */
  leadId: string;
  firmId: string;
  firmName: string;
  previousFirmName: string;
  need: string;
  area: string;
  /** What the firm will receive, item by item (sharedItems). */
  shared: string[];
  /** Document ids of every link in the same email, this one included. */
  offerLinkIds: string[];
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  /** The TTL policy deletes the record this long after it stops working. */
  expireAt: Timestamp;
}

export const sendOnLinkRef = (token: string) => db.doc(`sendOnLinks/${hashLinkToken(token)}`);

export type SendOnLinkFields = Omit<SendOnLinkRecord, 'offerLinkIds' | 'createdAt' | 'expiresAt' | 'usedAt' | 'expireAt'>;

/**
 * Writes one link per offered firm inside the caller's transaction, all expiring together
 * SEND_ON_TTL_DAYS after `now`, and answers the tokens in the same order, for the email.
 */
export function createSendOnLinks(tx: Transaction, offers: SendOnLinkFields[], now: Date): string[] {
  const tokens = offers.map(() => newLinkToken());
  const refs = tokens.map((token) => sendOnLinkRef(token));
  const expiresAt = Timestamp.fromMillis(now.getTime() + SEND_ON_TTL_DAYS * 86_400_000);
  const offerLinkIds = refs.map((ref) => ref.id);
  offers.forEach((fields, i) => {
    const record: SendOnLinkRecord = {
      ...fields,
      offerLinkIds,
      createdAt: Timestamp.fromDate(now),
      expiresAt,
      usedAt: null,
      expireAt: Timestamp.fromMillis(expiresAt.toMillis() + SEND_ON_TTL_DAYS * 86_400_000),
    };
    tx.set(refs[i]!, record);
  });
  return tokens;
}

/** The record behind a link the client may still use, or the refusal that says what to do next. */
export function usableSendOnLink(snap: DocumentSnapshot, now: number = Date.now()): SendOnLinkRecord {
  if (!snap.exists) throw callableError('send-on-link-unknown', SEND_ON_MESSAGES.unknown, 'token');
  const record = snap.data() as SendOnLinkRecord;
  if (record.usedAt) throw callableError('send-on-link-used', SEND_ON_MESSAGES.used, 'token');
  if (record.expiresAt.toMillis() <= now) throw callableError('send-on-link-expired', SEND_ON_MESSAGES.expired, 'token');
  return record;
}
