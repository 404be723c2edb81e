import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './admin';

/** The mail queue contract shared by every area: deliverMail (payments/mail issue) sends them. */
export type MailTemplate = 'lead-notification' | 'welcome' | 'invoice' | 'password-reset' | 'client-confirmation';

export interface MailMessage {
  to: string;
  template: MailTemplate;
  data: Record<string, unknown>;
}

/**
 * Queues one email as `mail/{id}`. Inside a transaction or batch it commits with the work that
 * caused it, so a rolled-back change never sends mail; with null it is written on its own.
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
  // Both writers share set(ref, data); TypeScript cannot call through the union of their overloads.
  if (writer) (writer as WriteBatch).set(ref, doc);
  else await ref.set(doc);
  return ref.id;
}
