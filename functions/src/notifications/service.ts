/**
 * The notification service: every message the product sends is a `mail/{id}` document first
 * (shared/mail-queue.ts); for those with a phone route (registry.ts) and a recipient who opted in,
 * one `notifications/{mailId}_{channel}` document is queued. The id is the idempotency key: a
 * trigger that runs twice, or a WhatsApp failure that queues the SMS copy twice, creates it once.
 * Each document is then claimed under a lease, sent once, and its state recorded (delivery-state.ts).
 */
import { randomUUID } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { isLocale, type Locale } from '@/domain/shared/locales';
import {
  NOTIFICATION_MESSAGES,
  renderBody,
  templateFor,
  whatsappTemplateFor,
  type MessageTemplate,
  type NotificationMessage,
} from '@/domain/notifications/templates';
import type { MessagingChannel } from '@/domain/notifications/channels';
import { RETENTION } from '@/domain/privacy/retention';
import { db } from '../shared/admin';
import { boundedRun, type RunReport } from '../shared/bounded-run';
import { collections, notificationDoc } from '../shared/documents';
import { choiceRef, numberKey, numberRef, readChoice, readNumber, type StoredChoice } from './choices';
import {
  afterFailure,
  claimable,
  insideServiceWindow,
  LEASE_MS,
  QUEUED_GRACE_MS,
  type NotificationState,
} from './delivery-state';
import { ProviderError, type PhoneSender } from './providers';
import { phoneMessageOf, type PhoneMessage } from './registry';
import { firstLeadOfLink, requestChoiceRef } from './request-choice';
import { newPhoneOffLink } from './phone-off';
import { confirmationAskId, queueConfirmationAsk, queueWithinCaps } from './number-guard';

const notificationRef = (mailId: string, channel: MessagingChannel) => notificationDoc(mailId, channel);

interface QueuedFields {
  mailId: string;
  /** A client's message: the request (its first lead) whose choice sent it; the opt-out link turns that off. */
  requestLeadId?: string;
  channel: MessagingChannel;
  to: string;
  message: NotificationMessage;
  locale: Locale;
  values: string[];
  /** WhatsApp quick replies: each button's payload, in the template's button order. */
  replies?: string[];
}

function queuedDocument(fields: QueuedFields, now: number) {
  return {
    ...fields,
    numberKey: numberKey(fields.to),
    state: 'queued' satisfies NotificationState,
    attempts: 0,
    nextAttemptAt: Timestamp.fromMillis(now + QUEUED_GRACE_MS),
    createdAt: FieldValue.serverTimestamp(),
    // Same retention as the mail it copies (a phone number and a link).
    expireAt: Timestamp.fromMillis(now + RETENTION.mailDays * 86_400_000),
  };
}

/**
 * The choice that decides where a mail's phone copy goes: a firm's, set in Settings for the
 * address its lead emails go to; a client's, given with the request the mail is about (found from
 * its request link). A client's choice is never read by address (request-choice.ts says why).
 */
async function choiceFor(to: string, phoneMessage: PhoneMessage): Promise<(StoredChoice & { requestLeadId?: string }) | null> {
  if (phoneMessage.audience === 'firm') {
    const data = (await choiceRef(to).get()).data();
    return data?.audience === 'firm' ? readChoice(data) : null;
  }
  if (!phoneMessage.requestLink) return null;
  const requestLeadId = await firstLeadOfLink(phoneMessage.requestLink);
  if (!requestLeadId) return null;
  const choice = readChoice((await requestChoiceRef(requestLeadId).get()).data());
  return choice ? { ...choice, requestLeadId } : null;
}

/** For a new mail: queue its phone copy when the recipient chose one and their number has not said STOP. */
export async function queuePhoneCopy(
  mailId: string,
  mail: FirebaseFirestore.DocumentData | undefined,
  now = Date.now(),
): Promise<string | null> {
  if (!mail || typeof mail.to !== 'string') return null;
  const phoneMessage = phoneMessageOf(mail);
  if (!phoneMessage) return null;
  const choice = await choiceFor(mail.to, phoneMessage);
  if (!choice) return null;
  const number = readNumber((await numberRef(choice.phone).get()).data());
  if (number.optedOutAt !== null) {
    logger.info('no phone copy: the number opted out', { mailId });
    return null;
  }
  // Every message ends with its own opt-out link (phone-off.ts): created first, so a message never
  // goes out with a link that does not work (a duplicate trigger leaves one unused link, removed by TTL).
  const optOut = newPhoneOffLink(choice.phone, choice.requestLeadId, now);
  await optOut.ref.set(optOut.data);
  if (number.confirmedAt === null) {
    // Nothing goes to a number its holder has not confirmed (number-guard.ts): only the request
    // to reply YES, within its caps. This message is not sent later; the next ones are, once confirmed.
    const asked = await askToConfirm(choice, optOut.url, now);
    logger.info('no phone copy: the number is not confirmed yet', { mailId, ask: asked ? 'queued' : 'capped or sent already' });
    return asked;
  }
  const ref = notificationRef(mailId, choice.channel);
  const fields = {
    mailId,
    channel: choice.channel,
    to: choice.phone,
    locale: choice.locale,
    message: phoneMessage.message,
    values: [...phoneMessage.values, optOut.url],
    ...(phoneMessage.replies ? { replies: phoneMessage.replies } : {}),
    ...(choice.requestLeadId ? { requestLeadId: choice.requestLeadId } : {}),
  };
  const data = queuedDocument(fields, now);
  return (await queueWithinCaps({ ref, data, to: choice.phone, channel: choice.channel }, now)) ? ref.id : null;
}

/**
 * A phone message that copies no mail (the security-compromise notice, privacy/security-compromises.ts):
 * only to a number its holder confirmed and has not stopped, within the number's caps, with its own
 * opt-out link. `id` is its idempotency key, as a mail id is for a copy. Answers the queued id, or null.
 */
export async function queuePhoneMessage(
  input: { id: string; phone: string; channel: MessagingChannel; locale: Locale; message: NotificationMessage },
  now = Date.now(),
): Promise<string | null> {
  const number = readNumber((await numberRef(input.phone).get()).data());
  if (number.optedOutAt !== null || number.confirmedAt === null) return null;
  const optOut = newPhoneOffLink(input.phone, undefined, now);
  await optOut.ref.set(optOut.data);
  const ref = notificationRef(input.id, input.channel);
  const fields = {
    mailId: input.id,
    channel: input.channel,
    to: input.phone,
    locale: input.locale,
    message: input.message,
    values: [optOut.url],
  };
  return (await queueWithinCaps({ ref, data: queuedDocument(fields, now), to: input.phone, channel: input.channel }, now))
    ? ref.id
    : null;
}

/**
 * The request to confirm a number (reply YES), within its caps: one a day, three in all, a few per
 * number range a day. Answers the queued document's id, or null when a cap or an earlier ask held it.
 */
export async function askToConfirm(
  choice: Pick<StoredChoice, 'phone' | 'channel' | 'locale'> & { requestLeadId?: string },
  optOutUrl: string | null,
  now = Date.now(),
): Promise<string | null> {
  let url = optOutUrl;
  if (!url) {
    const optOut = newPhoneOffLink(choice.phone, undefined, now);
    await optOut.ref.set(optOut.data);
    url = optOut.url;
  }
  const askId = confirmationAskId(choice.phone, now);
  const fields = {
    mailId: askId,
    channel: choice.channel,
    to: choice.phone,
    locale: choice.locale,
    message: 'confirm-number' as const,
    values: [url],
    // A client's request: a data request for its address finds (and erases) the ask too.
    ...(choice.requestLeadId ? { requestLeadId: choice.requestLeadId } : {}),
  };
  const ref = notificationRef(askId, choice.channel);
  const queued = await queueConfirmationAsk(
    { ref, data: queuedDocument(fields, now), to: choice.phone, channel: choice.channel },
    now,
  );
  return queued === true ? ref.id : null;
}

/** A WhatsApp message that cannot arrive goes out once more as an SMS (same mail, same text). */
export async function queueSmsFallback(whatsappDoc: FirebaseFirestore.DocumentData, now = Date.now()): Promise<void> {
  if (whatsappDoc.channel !== 'whatsapp') return;
  const fields: QueuedFields = {
    mailId: String(whatsappDoc.mailId),
    channel: 'sms',
    to: String(whatsappDoc.to),
    message: whatsappDoc.message as NotificationMessage,
    locale: isLocale(whatsappDoc.locale) ? whatsappDoc.locale : 'en',
    values: (whatsappDoc.values as string[]) ?? [],
    ...(typeof whatsappDoc.requestLeadId === 'string' ? { requestLeadId: whatsappDoc.requestLeadId } : {}),
  };
  const ref = notificationRef(fields.mailId, 'sms');
  if (await queueWithinCaps({ ref, data: queuedDocument(fields, now), to: fields.to, channel: 'sms' }, now)) {
    logger.info('WhatsApp not delivered: SMS copy queued', { mailId: fields.mailId });
  }
}

export interface Senders {
  whatsapp: PhoneSender;
  sms: PhoneSender;
}

export interface SendOutcome {
  outcome: 'not-claimed' | 'sent' | 'retry' | 'failed' | 'opted-out' | 'lease-lost';
  /** The provider's refusal or fault, for the log. */
  error?: string;
}

const millis = (value: unknown) => (value instanceof Timestamp ? value.toMillis() : null);

/** Claims, sends once and records one phone message. */
export async function deliverNotification(id: string, senders: Senders, now: () => number = Date.now): Promise<SendOutcome> {
  const ref = collections.notifications().doc(id);
  const leaseId = randomUUID();
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const doc = snap.data();
    if (!doc || !claimable(doc.state as NotificationState, millis(doc.nextAttemptAt), now())) return null;
    const number = readNumber((await tx.get(numberRef(String(doc.to)))).data());
    if (number.optedOutAt !== null) {
      // STOP wins over anything queued before it.
      tx.update(ref, {
        state: 'failed',
        error: 'The number opted out (STOP).',
        nextAttemptAt: FieldValue.delete(),
        leaseId: FieldValue.delete(),
      });
      return 'opted-out' as const;
    }
    const attempts = (typeof doc.attempts === 'number' ? doc.attempts : 0) + 1;
    tx.update(ref, { state: 'sending', attempts, leaseId, nextAttemptAt: Timestamp.fromMillis(now() + LEASE_MS) });
    return { doc, attempts, freeForm: doc.channel === 'whatsapp' && insideServiceWindow(number.lastInboundAt, now()) };
  });
  if (claimed === null) return { outcome: 'not-claimed' };
  if (claimed === 'opted-out') return { outcome: 'opted-out' };

  const { doc, attempts, freeForm } = claimed;
  const message = doc.message as NotificationMessage;
  if (!NOTIFICATION_MESSAGES.includes(message)) return settle(ref, leaseId, { state: 'failed', error: 'Unknown message.' }, doc);
  const locale = isLocale(doc.locale) ? doc.locale : 'en';
  // The text (SMS, or WhatsApp inside the service window) is always in the client's language; a
  // WhatsApp template only in a language Meta supports, else English (whatsappTemplateFor).
  const { template } = templateFor(message, locale);
  const registered = whatsappTemplateFor(message, locale);
  const values = (doc.values as string[]) ?? [];
  const sender = doc.channel === 'sms' ? senders.sms : senders.whatsapp;
  try {
    const result = await sender.send({
      to: String(doc.to),
      text: renderBody(template, values),
      template: { name: registered.template.name, language: registered.language, parameters: values },
      freeForm,
      buttons: quickReplies(template, doc.replies),
    });
    return settle(
      ref,
      leaseId,
      { state: 'sent', providerMessageId: result.providerMessageId, kind: result.kind, sentAt: FieldValue.serverTimestamp() },
      doc,
    );
  } catch (error) {
    const retryable = error instanceof ProviderError ? error.retryable : true;
    const next = afterFailure(attempts, retryable, now(), error instanceof ProviderError ? error.retryAfterMs : undefined);
    return settle(
      ref,
      leaseId,
      {
        state: next.state,
        error: (error as Error).message.slice(0, 300),
        ...(error instanceof ProviderError && error.code !== undefined ? { errorCode: error.code } : {}),
        ...(next.nextAttemptAt ? { nextAttemptAt: Timestamp.fromMillis(next.nextAttemptAt) } : {}),
      },
      doc,
    );
  }
}

/** The template's quick-reply buttons with the payloads queued for them; none unless both agree in number. */
function quickReplies(template: MessageTemplate, replies: unknown): { title: string; payload: string }[] {
  const labels = template.quickReplies ?? [];
  if (!Array.isArray(replies) || replies.length !== labels.length) return [];
  return labels.map((title, i) => ({ title, payload: String(replies[i]) }));
}

/** Records the outcome while this worker holds the lease ('sent' always: it went out). */
async function settle(
  ref: DocumentReference,
  leaseId: string,
  fields: Record<string, unknown>,
  doc: FirebaseFirestore.DocumentData,
): Promise<SendOutcome> {
  const state = fields.state as NotificationState;
  const recorded = await db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    if (!current) return false;
    if (state !== 'sent' && current.leaseId !== leaseId) return false;
    const final = state === 'sent' || state === 'failed';
    tx.update(ref, {
      ...fields,
      leaseId: FieldValue.delete(),
      ...(final ? { nextAttemptAt: FieldValue.delete() } : {}),
      // A status callback may have arrived first; never move it back.
      ...(state === 'sent' && current.state !== 'sending' && current.state !== 'retry' ? { state: current.state } : {}),
    });
    return true;
  });
  if (!recorded) return { outcome: 'lease-lost' };
  if (state === 'failed') await queueSmsFallback(doc);
  const error = typeof fields.error === 'string' ? fields.error : undefined;
  return { outcome: state === 'sent' ? 'sent' : state === 'failed' ? 'failed' : 'retry', ...(error ? { error } : {}) };
}

/** A sweep starts no new message after this long (a provider call is bounded well inside the rest of 300 s). */
const SWEEP_BUDGET_MS = 200_000;

const dueNotifications = (at: number) =>
  collections.notifications().where('nextAttemptAt', '<=', Timestamp.fromMillis(at)).orderBy('nextAttemptAt');

/**
 * Every message whose attempt is due (retries, expired leases, queued ones whose trigger never
 * ran), as one bounded run (shared/bounded-run.ts): at most `limit`, none started after the time
 * budget, and how many are still due when it ends. Each attempt takes the message's lease first,
 * so a sweep cut half-way is finished by the next one with no message sent twice.
 */
export async function sweepNotifications(
  senders: Senders,
  now: () => number = Date.now,
  limit = 50,
  deadline = Date.now() + SWEEP_BUDGET_MS,
): Promise<RunReport<{ id: string } & SendOutcome>> {
  const ids = (await dueNotifications(now()).limit(limit).get()).docs.map((d) => d.id);
  const countDue = async () => (await dueNotifications(now()).count().get()).data().count;
  return boundedRun(
    ids,
    { maxItems: limit, deadline },
    async (id) => ({ id, ...(await deliverNotification(id, senders, now)) }),
    countDue,
  );
}
