import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { LEAD_RELEASE_MESSAGES, LEAD_RELEASE_TTL_DAYS, type LeadReleaseDecision } from '@/domain/leads/release';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { hashLinkToken, newLinkToken } from '../shared/link-tokens';

/**
 * leadReleases/{sha256(token)}: the client's single-use answer to a firm that accepted their open
 * lead. Only the hash is stored, so a reader of the database cannot act for the client; the token
 * itself exists only in the client's email.
 */
export interface LeadReleaseRecord {
  leadId: string;
  firmId: string;
  firmName: string;
  originalLeadId: string;
  need: string;
  expiresAt: Timestamp;
  createdAt: Timestamp;
  usedAt: Timestamp | null;
  decision: LeadReleaseDecision | null;
}

export const hashReleaseToken = hashLinkToken;
export const leadReleaseRef = (token: string) => db.doc(`leadReleases/${hashReleaseToken(token)}`);

/** A new token (32 random bytes, base64url: 43 characters) and the record stored under its hash. */
export function newLeadRelease(fields: Omit<LeadReleaseRecord, 'expiresAt' | 'createdAt' | 'usedAt' | 'decision'>) {
  const token = newLinkToken();
  const now = Date.now();
  const record: LeadReleaseRecord = {
    ...fields,
    createdAt: Timestamp.fromMillis(now),
    expiresAt: Timestamp.fromMillis(now + LEAD_RELEASE_TTL_DAYS * 86_400_000),
    usedAt: null,
    decision: null,
  };
  return { token, ref: leadReleaseRef(token), record };
}

/** The record behind a token the client may still answer with, or the refusal they can act on. */
export function usableRelease(snap: DocumentSnapshot): LeadReleaseRecord {
  if (!snap.exists) throw callableError('release-link-unknown', LEAD_RELEASE_MESSAGES.notFound, 'token');
  const record = snap.data() as LeadReleaseRecord;
  if (record.usedAt) throw callableError('release-link-used', LEAD_RELEASE_MESSAGES.used, 'token');
  if (record.expiresAt.toMillis() <= Date.now()) {
    throw callableError('release-link-expired', LEAD_RELEASE_MESSAGES.expired, 'token');
  }
  return record;
}

export async function readUsableRelease(token: string, tx?: Transaction): Promise<LeadReleaseRecord> {
  const ref = leadReleaseRef(token);
  return usableRelease(tx ? await tx.get(ref) : await ref.get());
}
