import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { REVIEW_INVITE_TTL_DAYS, REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { hashLinkToken } from '../shared/link-tokens';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * reviewInvites/{sha256(token)}: the client's single-use link to review the firm that answered
 * their request. Only the hash is stored, so a reader of the database cannot review for the
 * client; the token itself exists only in the client's email. reviewInviteLeads/{leadId} marks a
 * lead whose invite went out, so a retried trigger or a lead set back to pending and answered
 * again never sends a second one.
 */
export const reviewInviteRecordSchema = z.object({
  firmId: z.string().min(1),
  firmName: z.string(),
  leadId: z.string().min(1),
  used: z.boolean(),
  ...singleUseLinkFields,
});
export type ReviewInviteRecord = z.output<typeof reviewInviteRecordSchema>;

const invites = singleUseLinks({
  collection: collections.reviewInvites,
  schema: reviewInviteRecordSchema,
  ttlDays: REVIEW_INVITE_TTL_DAYS,
  refusals: {
    unknown: () => callableError('review-link-unknown', REVIEW_MESSAGES.notFound, 'token'),
    used: () => callableError('review-link-used', REVIEW_MESSAGES.used, 'token'),
    expired: () => callableError('review-link-expired', REVIEW_MESSAGES.expired, 'token'),
  },
  isUsed: (record) => record.used,
});

export const hashReviewToken = hashLinkToken;
export const reviewInviteRef = invites.ref;
export const reviewInviteLeadRef = (leadId: string) => collections.reviewInviteLeads().doc(leadId);

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash. */
export function newReviewInvite(fields: Pick<ReviewInviteRecord, 'firmId' | 'firmName' | 'leadId'>, now = Date.now()) {
  const { token, ref, dates } = invites.issue(now);
  const record: ReviewInviteRecord = { ...fields, ...dates, used: false };
  return { token, ref, record };
}

/** The record behind a token the client may still review with, or the refusal they can act on. */
export const usableInvite = (snap: DocumentSnapshot): ReviewInviteRecord => invites.usable(snap);

export const readUsableInvite = (token: string, tx?: Transaction): Promise<ReviewInviteRecord> => invites.read(token, tx);
