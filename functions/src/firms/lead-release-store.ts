import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { LEAD_RELEASE_DECISIONS, LEAD_RELEASE_MESSAGES, LEAD_RELEASE_TTL_DAYS } from '@/domain/leads/release';
import { callableError } from '../shared/callable';
import { collections } from '../shared/documents';
import { hashLinkToken } from '../shared/link-tokens';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * leadReleases/{sha256(token)}: the client's single-use answer to a firm that accepted their open
 * lead. Only the hash is stored, so a reader of the database cannot act for the client; the token
 * itself exists only in the client's email.
 */
export const leadReleaseRecordSchema = z.object({
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
  refusals: {
    unknown: () => callableError('release-link-unknown', LEAD_RELEASE_MESSAGES.notFound, 'token'),
    used: () => callableError('release-link-used', LEAD_RELEASE_MESSAGES.used, 'token'),
    expired: () => callableError('release-link-expired', LEAD_RELEASE_MESSAGES.expired, 'token'),
  },
});

export const hashReleaseToken = hashLinkToken;
export const leadReleaseRef = releases.ref;

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash. */
export function newLeadRelease(fields: Omit<LeadReleaseRecord, 'expiresAt' | 'createdAt' | 'usedAt' | 'decision'>) {
  const { token, ref, dates } = releases.issue();
  const record: LeadReleaseRecord = { ...fields, ...dates, decision: null };
  return { token, ref, record };
}

/** The record behind a token the client may still answer with, or the refusal they can act on. */
export const usableRelease = (snap: DocumentSnapshot): LeadReleaseRecord => releases.usable(snap);

export const readUsableRelease = (token: string, tx?: Transaction): Promise<LeadReleaseRecord> => releases.read(token, tx);
