import { FieldValue, Timestamp, type DocumentData, type DocumentReference } from 'firebase-admin/firestore';
import { RETENTION } from '@/domain';
import { parseMailData, type MailDataInput, type MailTemplate } from '../mail/contracts';
import { PENDING_GRACE_MS } from '../mail/delivery-policy';
import { logger } from 'firebase-functions/v2';
import { erasedAddressRef } from '../privacy/personal-data-store';
import { db } from './admin';

export { MAIL_TEMPLATES, type MailTemplate } from '../mail/contracts';

/** Mail documents hold addresses and links; the TTL policy on `expireAt` deletes them after this. */
export const MAIL_RETENTION_DAYS = RETENTION.mailDays;

/** A message for one template: `data` must be that template's contract (mail/contracts.ts). */
export interface MailMessage<T extends MailTemplate> {
  to: string;
  template: T;
  data: NoInfer<MailDataInput<T>>;
}

/** A transaction or batch: mail queued inside one commits or vanishes with the work it reports. */
interface Writer {
  set(ref: DocumentReference, data: DocumentData): unknown;
}

/**
 * Queues an email as a `mail/{id}` document; the deliverMail trigger sends it. The data is parsed
 * with the template's schema first, so data that does not fit throws here (and rolls back the
 * writer's work) instead of becoming an email that cannot render. Pass the transaction or batch
 * that does the work so a rolled-back lead never sends an email; pass null to write it on its own
 * (awaited). Resolves to the new document's id, or null when the address asked to be erased
 * (erasePersonalData): nothing is ever sent to it again.
 */
export async function enqueueMail<T extends MailTemplate>(
  writer: Writer | null,
  message: MailMessage<T>,
): Promise<string | null> {
  const data = parseMailData(message.template, message.data);
  if ((await erasedAddressRef(message.to).get()).exists) {
    logger.info('mail to an erased address dropped', { template: message.template });
    return null;
  }
  const ref = db.collection('mail').doc();
  const doc = {
    to: message.to,
    template: message.template,
    // Plain JSON: optional fields a producer left undefined are dropped, never written as undefined.
    data: JSON.parse(JSON.stringify(data)) as unknown,
    createdAt: FieldValue.serverTimestamp(),
    // nextAttemptAt: if the trigger never claims it, the retry sweep sends it after the grace period.
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: Timestamp.fromMillis(Date.now() + PENDING_GRACE_MS) },
    expireAt: Timestamp.fromMillis(Date.now() + MAIL_RETENTION_DAYS * 86_400_000),
  };
  if (writer) writer.set(ref, doc);
  else await ref.set(doc);
  return ref.id;
}
