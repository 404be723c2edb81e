import { createHash } from 'node:crypto';
import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { newMailEnvelope, type ClientRecipient } from '@/domain/mail/envelope';
import type { Locale } from '@/domain/shared/locales';
import { mailboxKey } from '@/domain/mail/mailbox';
import {
  isClientTemplate,
  isPersonTemplate,
  parseMailData,
  type ClientTemplate,
  type MailDataInput,
  type MailTemplate,
  type PersonTemplate,
} from '../mail/contracts';
import { PENDING_GRACE_MS } from '../mail/delivery-policy';
import * as logger from 'firebase-functions/logger';
import { erasedAddressRef } from '../privacy/personal-data-store';
import { db } from './admin';
import { collections, mailThrottleRef } from './documents';
import { newMailRef, writeMailEnvelope } from './record-writes';

export { type MailTemplate } from '../mail/contracts';

/**
 * Emails to one address a stranger can trigger (password resets, a client's confirmations and
 * release requests): at most `max` per window per mailbox, counted in `mailThrottle/{sha256(mailboxKey)}`.
 * Beyond it the message is dropped (the work it reports still happens: a lead is still created,
 * the client just gets no further copy of the receipt for now).
 *
 * The other mails a client receives (review invite, rerouted, lapsed) are not throttled here: each
 * goes out at most once per lead, from a trigger or the response clock, and leads are already
 * bounded per client by the request rate limits and idempotency keys, so a stranger cannot make
 * them repeat. Throttling them could only drop a mail a person is owed.
 */
export const MAIL_THROTTLE = { max: 5, windowSeconds: 60 * 60 } as const;
const THROTTLED_TEMPLATES: ReadonlySet<MailTemplate> = new Set<MailTemplate>([
  'password-reset',
  'client-confirmation',
  'lead-release-request',
  // A stranger's registerFirm or resend names the address.
  'firm-email-confirmation',
  'registration-attempt',
  // A stranger's subscribeToLegalUpdates names the address.
  'legal-updates-confirm',
]);

/** Whether one more throttled email may go to an address, read in the reads phase of a transaction. */
export interface MailAllowance {
  to: string;
  send: boolean;
  ref: DocumentReference;
  next: DocumentData;
}

export async function readMailAllowance(tx: Transaction, to: string, now: number = Date.now()): Promise<MailAllowance> {
  const address = to.trim().toLowerCase();
  // Counted per mailbox: 'name+1@' .. 'name+6@' reach one inbox and share its allowance.
  const key = createHash('sha256').update(mailboxKey(address)).digest('hex');
  const ref = collections.mailThrottle().doc(key);
  const stored = (await tx.get(mailThrottleRef(key))).data() ?? null;
  const windowMs = MAIL_THROTTLE.windowSeconds * 1000;
  const open = stored !== null && now - stored.windowStart.toMillis() < windowMs;
  const window = open ? { start: stored.windowStart.toMillis(), count: stored.count } : { start: now, count: 0 };
  return {
    to: address,
    send: window.count < MAIL_THROTTLE.max,
    ref,
    next: {
      count: window.count + 1,
      windowStart: Timestamp.fromMillis(window.start),
      expireAt: Timestamp.fromMillis(window.start + windowMs + windowMs),
    },
  };
}

/**
 * A message for one template: `data` must be that template's contract (mail/contracts.ts). A
 * client template also names its recipient (the client's language and request link), which the
 * envelope carries beside `to`: the placement module's tellClient derives it from the lead
 * (functions/src/leads/placement.ts), so no producer builds it by hand.
 */
export type MailMessage<T extends MailTemplate> = {
  to: string;
  template: T;
  data: NoInfer<MailDataInput<T>>;
} & ([T] extends [ClientTemplate] ? { client: ClientRecipient } : { client?: never }) &
  ([T] extends [PersonTemplate] ? { language: Locale } : { language?: never });

/** A transaction or batch: mail queued inside one commits or vanishes with the work it reports. */
type Writer = Transaction | WriteBatch;

const isThrottled = (template: MailTemplate) => THROTTLED_TEMPLATES.has(template);

/**
 * Queues an email as a `mail/{id}` envelope (built by src/domain/mail/envelope.ts); the deliverMail trigger sends it. The data is parsed
 * with the template's schema first, so data that does not fit throws here (and rolls back the
 * writer's work) instead of becoming an email that cannot render. Pass the transaction or batch
 * that does the work so a rolled-back lead never sends an email; pass null to write it on its own
 * (awaited). Resolves to the new document's id, or null when the mail is not sent: the address
 * asked to be erased (erasePersonalData: nothing is ever sent to it again), or its throttle dropped it.
 */
export async function enqueueMail<T extends MailTemplate>(
  writer: Writer | null,
  message: MailMessage<T>,
  /** For a throttled template inside a transaction: readMailAllowance from its reads phase. */
  allowance?: MailAllowance,
): Promise<string | null> {
  if (isThrottled(message.template) && !writer) {
    // On its own: count and queue in one transaction of its own.
    return db.runTransaction(async (tx) => enqueueMail(tx, message, await readMailAllowance(tx, message.to)));
  }
  if (allowance && isThrottled(message.template)) {
    if (!allowance.send) return null;
    // Both writers take (ref, data); the union's overloads do not line up for TypeScript.
    (writer as Transaction).set(allowance.ref, allowance.next);
  }
  const data = parseMailData(message.template, message.data);
  const client = (message as { client?: ClientRecipient }).client;
  if (isClientTemplate(message.template) && !client) {
    throw new Error(`A '${message.template}' mail needs its client's language and request link (queue it with tellClient).`);
  }
  const language = (message as { language?: Locale }).language;
  if (isPersonTemplate(message.template) && !language) {
    throw new Error(`A '${message.template}' mail needs its reader's language beside the address.`);
  }
  if ((await erasedAddressRef(message.to).get()).exists) {
    logger.info('mail to an erased address dropped', { template: message.template });
    return null;
  }
  const ref = newMailRef();
  const envelope = newMailEnvelope({
    to: message.to,
    ...(client ? { client } : {}),
    ...(language ? { language } : {}),
    template: message.template,
    data,
    now: Date.now(),
    pendingGraceMs: PENDING_GRACE_MS,
  });
  await writeMailEnvelope(writer, ref, envelope);
  return ref.id;
}
