/**
 * Ids a caller names (a firm, an open lead, a post, a translation suggestion), checked before they
 * reach Firestore. Re-exported by fields.ts; imported directly by a schema that needs nothing else
 * of fields.ts (src/domain/i18n/suggestions.ts, whose dialog a content page loads on its own).
 */
import { z } from 'zod';

/** Firestore's own limit on a document id, in UTF-8 bytes. */
export const FIRESTORE_ID_MAX_BYTES = 1500;
/**
 * Ids from callers are far shorter than Firestore allows: ours are 20 characters, and some are
 * derived from a caller's id (accepted-<openLeadId>), which must still fit.
 */
export const DOCUMENT_ID_MAX_LENGTH = 128;
const utf8Bytes = (v: string) => new TextEncoder().encode(v).length;

/** True when Firestore accepts the string as one document id (not a path, not reserved). */
export function isValidDocumentId(v: string): boolean {
  return (
    v.length > 0 &&
    v !== '.' &&
    v !== '..' &&
    !v.includes('/') &&
    !/^__[\s\S]*__$/.test(v) &&
    utf8Bytes(v) <= FIRESTORE_ID_MAX_BYTES
  );
}

/**
 * An id a caller names (a firm, an open lead, a post). Checked before it reaches Firestore, which
 * would otherwise fail on '.', '..', '__x__', a slash or an oversized id with an internal error.
 */
export const documentIdSchema = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(DOCUMENT_ID_MAX_LENGTH, message).refine(isValidDocumentId, message);
