import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { FIRM_ACCOUNT_MESSAGES, FIRM_EMAIL_CONFIRMATION_TTL_DAYS } from '@/domain/firms/account';
import { sastCalendarDate } from '@/domain/shared/format';
import { firmConfirmEmailPath } from '@/domain/shared/site';
import { appUrl } from '../shared/app-origin';
import { collections } from '../shared/documents';
import { enqueueMail, type MailAllowance } from '../shared/mail-queue';
import { singleUseLinkFields, singleUseLinks } from '../shared/single-use-links';

/**
 * firmEmailConfirmations/{sha256(token)}: a registration waiting for its address to be confirmed.
 * Only the hash is stored, so a reader of the database cannot confirm for the firm; the token
 * itself exists only in the email. Functions only (no rule); the TTL policy on `expiresAt`
 * deletes it once the link has expired.
 */
const confirmationRecordSchema = z.object({
  uid: z.string().min(1),
  firmId: z.string().min(1),
  email: z.string().min(1),
  ...singleUseLinkFields,
});
export type ConfirmationRecord = z.infer<typeof confirmationRecordSchema>;

export const confirmationLinks = singleUseLinks({
  collection: collections.firmEmailConfirmations,
  schema: confirmationRecordSchema,
  ttlDays: FIRM_EMAIL_CONFIRMATION_TTL_DAYS,
  link: 'confirm',
  messages: {
    unknown: FIRM_ACCOUNT_MESSAGES.linkUnknown,
    used: FIRM_ACCOUNT_MESSAGES.linkUsed,
    expired: FIRM_ACCOUNT_MESSAGES.linkExpired,
  },
});

/**
 * Writes a fresh confirmation for the user in `tx` and queues its email there too, so the link
 * and its record commit (or vanish) together. `allowance` comes from the transaction's reads
 * (readMailAllowance): the mail is throttled per address, the record is written either way.
 */
export async function writeConfirmation(
  tx: Transaction,
  fields: { uid: string; firmId: string; email: string; contactName: string; firmName: string },
  allowance: MailAllowance,
  /** The link never outlives this instant (epoch millis): when the retention job closes the registration. */
  notAfter = Number.POSITIVE_INFINITY,
): Promise<void> {
  const { token, ref, record } = confirmationLinks.create(
    { uid: fields.uid, firmId: fields.firmId, email: fields.email },
    Date.now(),
    notAfter,
  );
  tx.create(ref, record);
  await enqueueMail(
    tx,
    {
      to: fields.email,
      template: 'firm-email-confirmation',
      data: {
        contactName: fields.contactName,
        firmName: fields.firmName,
        confirmUrl: appUrl(firmConfirmEmailPath(token)),
        expiresOn: sastCalendarDate(record.expiresAt.toMillis()),
      },
    },
    allowance,
  );
}
