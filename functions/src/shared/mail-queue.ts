import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { db } from './admin';

export const MAIL_TEMPLATES = ['lead-notification', 'welcome', 'invoice', 'password-reset', 'client-confirmation'] as const;
export type MailTemplate = (typeof MAIL_TEMPLATES)[number];

/** Mail documents hold addresses and links; the TTL policy on `expireAt` deletes them after this. */
export const MAIL_RETENTION_DAYS = 30;

export interface MailMessage {
  to: string;
  template: MailTemplate;
  data: Record<string, unknown>;
}

/** A transaction or batch: mail queued inside one commits or vanishes with the work it reports. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Queues an email as a `mail/{id}` document; the deliverMail trigger sends it. Pass the
 * transaction or batch that does the work so a rolled-back lead never sends an email; pass null
 * to write it on its own (awaited). Resolves to the new document's id.
 */
export async function enqueueMail(writer: Writer | null, message: MailMessage): Promise<string> {
  const ref = db.collection('mail').doc();
  const data = {
    to: message.to,
    template: message.template,
    data: message.data,
    createdAt: FieldValue.serverTimestamp(),
    delivery: { state: 'PENDING' },
    expireAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_DAYS * 86_400_000),
  };
  if (writer) writer.set(ref, data);
  else await ref.set(data);
  return ref.id;
}
