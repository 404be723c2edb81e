import { z } from 'zod';
import { REVIEW_INVITE_TTL_DAYS, REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { collections } from '../shared/documents';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * reviewInvites/{sha256(token)}: the client's single-use link to review the firm that answered
 * their request. Only the hash is stored, so a reader of the database cannot review for the
 * client; the token itself exists only in the client's email. reviewInviteLeads/{leadId} marks a
 * lead whose invite went out, so a retried trigger or a lead set back to pending and answered
 * again never sends a second one.
 */
const reviewInviteRecordSchema = z.object({
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
  link: 'review',
  messages: { unknown: REVIEW_MESSAGES.notFound, used: REVIEW_MESSAGES.used, expired: REVIEW_MESSAGES.expired },
  isUsed: (record) => record.used,
});

/** reviewInviteRef(token); usableInvite(snap) and readUsableInvite(token, tx): the record, or the refusal the client can act on. */
export const { ref: reviewInviteRef, usable: usableInvite, read: readUsableInvite } = invites;
export const reviewInviteLeadRef = (leadId: string) => collections.reviewInviteLeads().doc(leadId);

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash, not yet used. */
export const newReviewInvite = (fields: Pick<ReviewInviteRecord, 'firmId' | 'firmName' | 'leadId'>, now = Date.now()) =>
  invites.create({ ...fields, used: false }, now);
