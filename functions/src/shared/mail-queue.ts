import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './admin';

export const MAIL_TEMPLATES = ['lead-notification', 'welcome', 'invoice', 'password-reset', 'client-confirmation'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

export interface MailMessage {
  to: string;
  template: MailTemplate;
  data: Record<string, unknown>;
}

/**
 * Queues an email as a `mail/{id}` document; `deliverMail` sends it. Pass the transaction or
 * batch that makes the change the email reports, so the email exists exactly when the change
 * does (an invoice only for a recorded payment); pass null to write it on its own.
 */
export async function enqueueMail(writer: Transaction | WriteBatch | null, message: MailMessage): Promise<string> {
  const ref = db.collection('mail').doc();
  const doc = {
    to: message.to,
    template: message.template,
    data: message.data,
    createdAt: FieldValue.serverTimestamp(),
    delivery: { state: 'PENDING' },
  };
  if (writer) {
    // Transaction and WriteBatch share this signature; the cast only unifies their return types.
    (writer as WriteBatch).set(ref, doc);
  } else {
    await ref.set(doc);
  }
  return ref.id;
}
