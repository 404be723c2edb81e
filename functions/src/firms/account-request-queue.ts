import { FieldValue } from 'firebase-admin/firestore';
import { collections } from '../shared/documents';

/**
 * Requests that must not tell a stranger whether an address has an account (a password reset, a
 * resent confirmation link). The callable does the same work for every address, known or not: it
 * counts the call and writes one `accountRequests/{auto id}` document, then answers `{ sent: true }`.
 * Everything that depends on the account (the Auth look-up, the link, the mail) happens in
 * onAccountRequest (account-requests.ts),
 * after the answer has left. Before, an unknown address was answered in about 20 ms and an
 * existing login in about 34 ms, which told them apart.
 */
export const ACCOUNT_REQUEST_KINDS = ['password-reset', 'confirmation-resend'] as const;
export type AccountRequestKind = (typeof ACCOUNT_REQUEST_KINDS)[number];

/** The one write both paths of the callable make. */
export async function queueAccountRequest(kind: AccountRequestKind, email: string): Promise<void> {
  await collections.accountRequests().add({ kind, email, requestedAt: FieldValue.serverTimestamp() });
}
