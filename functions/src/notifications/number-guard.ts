/**
 * What stops the product from texting strangers (docs/notifications.md, "A number is confirmed
 * first"): a number receives nothing until its holder replies YES (webhook-events.ts records
 * `confirmedAt`); until then it gets at most one short request to confirm a day, three in all,
 * and at most NUMBER_LIMITS.asksPerPrefixPerDay requests go to one number range a day. Every
 * message, confirmed or not, is counted per number and day, and the day's SMS against the budget:
 * the first SMS past it alerts the operator (once a day; the alert is contactMessages/sms-budget-{day}
 * in the control panel's inbox, stored as the inbox reads it, and the same text in the operator's mailbox).
 *
 * The counters are messagingCaps/{kind}-{key}-{day} ({ count, expireAt }), read and written in the
 * transaction that creates the notifications/{id} document they count, so a message is counted
 * exactly when it is queued.
 */
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { MessagingChannel } from '@/domain/notifications/channels';
import { capDay, NUMBER_LIMITS, numberPrefix, SMS_BUDGET, smsBudgetCrossed } from '@/domain/notifications/number-confirmation';
import { contactTopicLabel } from '@/domain/mail/messages-contract';
import { BRAND_NAME, SUPPORT_EMAIL } from '@/domain/shared/brand';
import { ADMIN_INBOX_PATH } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appOriginSetting } from '../shared/config';
import { messagingCapDoc, smsBudgetAlertDoc } from '../shared/documents';
import { enqueueMail } from '../shared/mail-queue';
import { numberKey, numberRef, readNumber } from './choices';

const DAY_MS = 86_400_000;
/** Who the operator's inbox shows the alert from. */
const ALERT_SENDER = `${BRAND_NAME} (automatic alert)`;
const capRef = messagingCapDoc;
const countOf = (data: FirebaseFirestore.DocumentData | undefined) => (typeof data?.count === 'number' ? data.count : 0);

export interface CappedMessage {
  ref: DocumentReference;
  data: FirebaseFirestore.DocumentData;
  to: string;
  channel: MessagingChannel;
}

type Refusal = 'exists' | 'number-cap' | 'prefix-cap' | 'asked-today' | 'asked-enough' | 'confirmed' | 'opted-out';

/**
 * Creates the message's document when it does not exist yet and its number is under the day's
 * cap (an ask also under the prefix cap and the number's own ask limits), counting it. Answers
 * what happened; past the SMS budget it alerts the operator after the commit.
 */
async function queueCapped(message: CappedMessage, ask: boolean, now: number): Promise<true | Refusal> {
  const day = capDay(now);
  const expireAt = Timestamp.fromMillis(now + 2 * DAY_MS);
  const numberCap = capRef('number', numberKey(message.to), day);
  const prefixCap = capRef('prefix', numberPrefix(message.to), day);
  const smsCap = capRef('sms', 'all', day);
  let smsAfter: { before: number; after: number } | null = null;
  const outcome = await db.runTransaction(async (tx: Transaction): Promise<true | Refusal> => {
    smsAfter = null;
    const [existing, numberSnap, numberCount, prefixCount, smsCount] = await Promise.all([
      tx.get(message.ref),
      tx.get(numberRef(message.to)),
      tx.get(numberCap),
      tx.get(prefixCap),
      tx.get(smsCap),
    ]);
    if (existing.exists) return 'exists';
    const number = numberSnap.data();
    if (ask) {
      const state = readNumber(number);
      if (state.optedOutAt !== null) return 'opted-out';
      if (state.confirmedAt !== null) return 'confirmed';
      if (number?.lastAskDay === day) return 'asked-today';
      if (countOf({ count: number?.confirmAsks }) >= NUMBER_LIMITS.asksPerNumberEver) return 'asked-enough';
      if (countOf(prefixCount.data()) >= NUMBER_LIMITS.asksPerPrefixPerDay) return 'prefix-cap';
    }
    if (countOf(numberCount.data()) >= NUMBER_LIMITS.messagesPerNumberPerDay) return 'number-cap';
    tx.create(message.ref, message.data);
    tx.set(numberCap, { count: FieldValue.increment(1), expireAt }, { merge: true });
    if (ask) {
      tx.set(prefixCap, { count: FieldValue.increment(1), expireAt }, { merge: true });
      tx.set(numberRef(message.to), { confirmAsks: FieldValue.increment(1), lastAskDay: day }, { merge: true });
    }
    if (message.channel === 'sms') {
      const before = countOf(smsCount.data());
      smsAfter = { before, after: before + 1 };
      tx.set(smsCap, { count: FieldValue.increment(1), expireAt }, { merge: true });
    }
    return true;
  });
  if (outcome !== true && outcome !== 'exists') logger.warn('phone message not queued', { reason: outcome, id: message.ref.id });
  const sms = smsAfter as { before: number; after: number } | null;
  if (outcome === true && sms && smsBudgetCrossed(sms.before, sms.after)) await alertSmsBudget(day, sms.after);
  return outcome;
}

/** Queues a message to a confirmed number within its caps; false when it exists already or a cap refused it. */
export async function queueWithinCaps(message: CappedMessage, now: number): Promise<boolean> {
  return (await queueCapped(message, false, now)) === true;
}

/** The id (as a mail id) of a number's request to confirm on one day: one a day, whatever sends it. */
export const confirmationAskId = (to: string, now: number) => `confirm-${numberKey(to).slice(0, 20)}-${capDay(now)}`;

/** Queues the request to confirm a number (the 'confirm-number' message) within the ask limits. */
export async function queueConfirmationAsk(message: CappedMessage, now: number): Promise<true | Refusal> {
  return queueCapped(message, true, now);
}

/**
 * The day's SMS spend passed the budget: the operator hears of it once that day, as a message in
 * the control panel's inbox and in the operator's mailbox (the same path as a Contact Us message).
 */
async function alertSmsBudget(day: string, count: number): Promise<void> {
  const spend = (count * SMS_BUDGET.costPerMessageZar).toFixed(2);
  const message =
    `SMS spend today (${day}, UTC) has passed the daily budget of R${SMS_BUDGET.dailyBudgetZar}: ` +
    `${count} SMS queued, about R${spend} at R${SMS_BUDGET.costPerMessageZar} each. ` +
    'Check the notifications for numbers or number ranges you do not expect (SMS pumping), and the messaging caps.';
  const ref = smsBudgetAlertDoc(day);
  const batch = db.batch();
  batch.create(ref, {
    name: ALERT_SENDER,
    email: SUPPORT_EMAIL,
    topic: 'general',
    message,
    status: 'new',
    createdAt: FieldValue.serverTimestamp(),
  });
  await enqueueMail(batch, {
    to: SUPPORT_EMAIL,
    template: 'contact-message',
    data: {
      messageId: ref.id,
      name: ALERT_SENDER,
      email: SUPPORT_EMAIL,
      topic: contactTopicLabel('general'),
      message,
      inboxUrl: `${appOriginSetting()}${ADMIN_INBOX_PATH}`,
    },
  });
  try {
    await batch.commit();
    logger.warn('SMS budget passed: operator alerted', { day, count });
  } catch (error) {
    // ALREADY_EXISTS: today's alert went already.
    if ((error as { code?: unknown }).code !== 6) throw error;
  }
}
