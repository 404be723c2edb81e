import { z } from 'zod';
import { LEAD_RELEASE_DECISIONS, LEAD_RELEASE_MESSAGES, LEAD_RELEASE_TTL_DAYS } from '@/domain/leads/release';
import { collections } from '../shared/documents';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * leadReleases/{sha256(token)}: the client's single-use answer to a firm that accepted their open
 * lead. Only the hash is stored, so a reader of the database cannot act for the client; the token
 * itself exists only in the client's email.
 */
const leadReleaseRecordSchema = z.object({
  leadId: z.string().min(1),
  firmId: z.string().min(1),
  firmName: z.string(),
  originalLeadId: z.string().min(1),
  need: z.string(),
  decision: z.enum(LEAD_RELEASE_DECISIONS).nullable(),
  ...singleUseLinkFields,
});
export type LeadReleaseRecord = z.output<typeof leadReleaseRecordSchema>;

const releases = singleUseLinks({
  collection: collections.leadReleases,
  schema: leadReleaseRecordSchema,
  ttlDays: LEAD_RELEASE_TTL_DAYS,
  link: 'release',
  messages: { unknown: LEAD_RELEASE_MESSAGES.notFound, used: LEAD_RELEASE_MESSAGES.used, expired: LEAD_RELEASE_MESSAGES.expired },
});

/** leadReleaseRef(token); usableRelease(snap) and readUsableRelease(token, tx): the record, or the refusal the client can act on. */
export const { ref: leadReleaseRef, usable: usableRelease, read: readUsableRelease } = releases;

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash, not yet answered. */
export const newLeadRelease = (fields: Omit<LeadReleaseRecord, 'expiresAt' | 'createdAt' | 'usedAt' | 'decision'>) =>
  releases.create({ ...fields, decision: null });
