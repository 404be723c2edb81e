import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens in emailed links (release, manage-my-request): 32 random bytes, base64url (43
 * characters). Only the SHA-256 of a token is stored, as its document id, so a reader of the
 * database cannot act for the person the email went to.
 */
export const newLinkToken = () => randomBytes(32).toString('base64url');
export const hashLinkToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');
