import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { REVIEW_INVITE_TTL_DAYS, REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { hashLinkToken, newLinkToken } from '../shared/link-tokens';

/**
 * reviewInvites/{sha256(token)}: the client's single-use link to review the firm that answered
 * their request. Only the hash is stored, so a reader of the database cannot review for the
 * client; the token itself exists only in the client's email. reviewInviteLeads/{leadId} marks a
 * lead whose invite went out, so a retried trigger or a lead set back to pending and answered
 * again never sends a second one.
 */
export interface ReviewInviteRecord {
  firmId: string;
  firmName: string;
  leadId: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  used: boolean;
  usedAt: Timestamp | null;
}

export const hashReviewToken = hashLinkToken;
export const reviewInviteRef = (token: string) => db.doc(`reviewInvites/${hashReviewToken(token)}`);
export const reviewInviteLeadRef = (leadId: string) => db.doc(`reviewInviteLeads/${leadId}`);

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash. */
export function newReviewInvite(fields: Pick<ReviewInviteRecord, 'firmId' | 'firmName' | 'leadId'>, now = Date.now()) {
  const token = newLinkToken();
  const record: ReviewInviteRecord = {
    ...fields,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + REVIEW_INVITE_TTL_DAYS * 86_400_000),
    used: false,
    usedAt: null,
  };
  return { token, ref: reviewInviteRef(token), record };
}

/** The record behind a token the client may still review with, or the refusal they can act on. */
export function usableInvite(snap: DocumentSnapshot): ReviewInviteRecord {
  if (!snap.exists) throw callableError('review-link-unknown', REVIEW_MESSAGES.notFound, 'token');
  const record = snap.data() as ReviewInviteRecord;
  if (record.used) throw callableError('review-link-used', REVIEW_MESSAGES.used, 'token');
  if (record.expiresAt.toMillis() <= Date.now()) throw callableError('review-link-expired', REVIEW_MESSAGES.expired, 'token');
  return record;
}

export async function readUsableInvite(token: string, tx?: Transaction): Promise<ReviewInviteRecord> {
  const ref = reviewInviteRef(token);
  return usableInvite(tx ? await tx.get(ref) : await ref.get());
}
