import type { Transaction } from 'firebase-admin/firestore';
import { isFirmOwnAddress } from '@/domain/mail/mailbox';
import { auditEntry } from '@/domain/shared/audit-entry';
import { accountRef } from './firm-store';
import { usersCollection } from './documents';

const addressOf = (value: unknown) => (typeof value === 'string' && value.includes('@') ? value : null);

/**
 * Every address the firm signs in or is reached with: its login (private account) and its users'.
 * Read in the caller's transaction when there is one.
 */
export async function firmAddresses(firmId: string, tx?: Transaction): Promise<string[]> {
  const usersQuery = usersCollection().where('firmId', '==', firmId);
  const [account, users] = await Promise.all(
    tx ? [tx.get(accountRef(firmId)), tx.get(usersQuery)] : [accountRef(firmId).get(), usersQuery.get()],
  );
  return [account.data()?.email, ...users.docs.map((user) => user.data()?.email)].flatMap((v) => addressOf(v) ?? []);
}

/**
 * Whether a lead's client is the firm itself (src/domain/mail/mailbox.ts, isFirmOwnAddress): a firm
 * that sends requests to itself from its login, a '+tag' of it or another address at its domain
 * must not collect "verified client" reviews. Read in the transaction that would invite or accept
 * the review, so an address added to the firm since the request counts too.
 */
export async function clientIsFirm(tx: Transaction, firmId: string, clientEmail: string): Promise<boolean> {
  return isFirmOwnAddress(clientEmail, await firmAddresses(firmId, tx));
}

/** The operator's record of a refused review invite or review (the control panel's audit trail). */
export function refusedReviewAudit(firmId: string, firmName: string | null, leadId: string, stage: 'invite' | 'review') {
  return auditEntry(
    {
      by: { uid: 'system:reviews', email: null },
      firmId,
      firmName,
      field: 'review',
      before: stage,
      after: 'refused',
      reviewId: leadId,
      reason: 'The client’s address belongs to the firm itself (its login, a user, or its own domain).',
    },
    new Date(),
  );
}
