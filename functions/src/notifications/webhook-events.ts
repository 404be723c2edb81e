/**
 * What a WhatsApp webhook POST carries, read defensively (Meta's shape: entry[].changes[].value
 * with `statuses` and `messages`), and what each event does to our documents. Each event is
 * applied at most once: its key (the status or message id, and the status) is recorded in
 * messagingWebhookEvents in the same transaction, so a replayed POST changes nothing.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { isConfirmWord } from '@/domain/notifications/number-confirmation';
import { isStopWord } from '@/domain/notifications/stop-words';
import { db } from '../shared/admin';
import { collections } from '../shared/documents';
import { numberRef, readNumber } from './choices';
import { writeSelfServiceRequest } from '../privacy/data-subject-register';
import { statusMovesForward, type NotificationState } from './delivery-state';
import { answerContactCheckReply } from '../leads/contact-check-reply';
import { queueSmsFallback } from './service';

/** Events older than this are refused as replays (Meta retries failed deliveries for a shorter time in practice). */
const MAX_EVENT_AGE_MS = 24 * 60 * 60_000;
/** A clock a little ahead of ours is tolerated; more is not. */
const MAX_FUTURE_MS = 5 * 60_000;
/** Replay records outlive the age limit, after which the timestamp alone refuses a replay. */
const EVENT_RECORD_DAYS = 2;

export type WebhookEvent =
  | { kind: 'status'; id: string; status: 'sent' | 'delivered' | 'read' | 'failed'; at: number; errorCode: number | null }
  | {
      kind: 'inbound';
      id: string;
      from: string;
      at: number;
      text: string;
      /**
       * A tapped quick-reply button's payload: a template's button (`type: 'button'`,
       * `button.payload`) or an interactive message's (`interactive.button_reply.id`).
       */
      reply?: string;
      /** An SMS reply (sms-webhook.ts): it opts out like a WhatsApp one but opens no WhatsApp window. */
      channel?: 'sms';
    };

/** Longer than any payload we send (Meta's limit on a reply button's id is 256). */
const MAX_REPLY_LENGTH = 256;

const STATUSES = new Set(['sent', 'delivered', 'read', 'failed']);

export function eventsOf(payload: unknown): WebhookEvent[] {
  const events: WebhookEvent[] = [];
  const entries = (payload as { entry?: unknown })?.entry;
  if (!Array.isArray(entries)) return events;
  for (const entry of entries) {
    const changes = (entry as { changes?: unknown })?.changes;
    if (!Array.isArray(changes)) continue;
    for (const change of changes) {
      const value = (change as { field?: unknown; value?: Record<string, unknown> })?.value;
      if ((change as { field?: unknown }).field !== 'messages' || !value) continue;
      for (const s of Array.isArray(value.statuses) ? value.statuses : []) {
        const st = s as { id?: unknown; status?: unknown; timestamp?: unknown; errors?: { code?: unknown }[] };
        if (typeof st.id !== 'string' || typeof st.status !== 'string' || !STATUSES.has(st.status)) continue;
        const code = st.errors?.[0]?.code;
        events.push({
          kind: 'status',
          id: st.id,
          status: st.status as 'sent',
          at: Number(st.timestamp) * 1000,
          errorCode: typeof code === 'number' ? code : null,
        });
      }
      for (const m of Array.isArray(value.messages) ? value.messages : []) {
        const msg = m as {
          id?: unknown;
          from?: unknown;
          timestamp?: unknown;
          text?: { body?: unknown };
          button?: { text?: unknown; payload?: unknown };
          interactive?: { type?: unknown; button_reply?: { id?: unknown; title?: unknown } };
        };
        if (typeof msg.id !== 'string' || typeof msg.from !== 'string' || !/^\d{8,15}$/.test(msg.from)) continue;
        const tapped = msg.interactive?.type === 'button_reply' ? msg.interactive.button_reply : undefined;
        const text =
          typeof msg.text?.body === 'string'
            ? msg.text.body
            : typeof msg.button?.text === 'string'
              ? msg.button.text
              : typeof tapped?.title === 'string'
                ? tapped.title
                : '';
        const reply = typeof msg.button?.payload === 'string' ? msg.button.payload : tapped?.id;
        events.push({
          kind: 'inbound',
          id: msg.id,
          from: `+${msg.from}`,
          at: Number(msg.timestamp) * 1000,
          text: text.slice(0, 200),
          ...(typeof reply === 'string' && reply.length <= MAX_REPLY_LENGTH ? { reply } : {}),
        });
      }
    }
  }
  return events;
}

type EventOutcome = 'applied' | 'replay' | 'stale' | 'unknown-message';

const eventKey = (event: WebhookEvent) =>
  createHash('sha256')
    .update(
      event.kind === 'status'
        ? `status:${event.id}:${event.status}`
        : `inbound:${event.channel === 'sms' ? 'sms:' : ''}${event.id}`,
    )
    .digest('hex');

async function applyEvent(event: WebhookEvent, now = Date.now()): Promise<EventOutcome> {
  if (!Number.isFinite(event.at) || event.at < now - MAX_EVENT_AGE_MS || event.at > now + MAX_FUTURE_MS) return 'stale';
  const replayRef = collections.messagingWebhookEvents().doc(eventKey(event));
  const target =
    event.kind === 'status'
      ? ((await collections.notifications().where('providerMessageId', '==', event.id).limit(1).get()).docs[0]?.ref ?? null)
      : null;
  // A status for a send not recorded yet is not marked as seen, so the provider's retry can apply it.
  if (event.kind === 'status' && !target) return 'unknown-message';

  let fallbackFor: FirebaseFirestore.DocumentData | null = null;
  const outcome = await db.runTransaction(async (tx) => {
    if ((await tx.get(replayRef)).exists) return 'replay' as const;
    const expireAt = Timestamp.fromMillis(now + EVENT_RECORD_DAYS * 86_400_000);
    if (event.kind === 'status') {
      const doc = (await tx.get(target!)).data();
      tx.create(replayRef, { kind: 'status', at: Timestamp.fromMillis(event.at), expireAt });
      if (doc && statusMovesForward(doc.state as NotificationState, event.status)) {
        tx.update(target!, {
          state: event.status,
          [`statusAt.${event.status}`]: Timestamp.fromMillis(event.at),
          ...(event.status === 'failed'
            ? {
                error: `Provider reported failure${event.errorCode ? ` (${event.errorCode})` : ''}.`,
                nextAttemptAt: FieldValue.delete(),
              }
            : {}),
        });
        if (event.status === 'failed') fallbackFor = doc;
      }
      return 'applied' as const;
    }
    const number = numberRef(event.from);
    // A tapped button is an answer to our question, never a typed STOP, START or YES.
    const stop = !event.reply && isStopWord(event.text);
    const start = !event.reply && /^\s*start\s*$/i.test(event.text);
    // YES (or START) from the number is its holder confirming it (number-guard.ts): messages may go to it now.
    const confirm = !event.reply && !stop && isConfirmWord(event.text);
    // A STOP that turns the number off withdraws consent: the register of data-subject requests
    // records it in this transaction; a STOP to a number already off changes nothing and adds nothing.
    const turnsOff = stop && readNumber((await tx.get(number)).data()).optedOutAt === null;
    tx.create(replayRef, { kind: 'inbound', at: Timestamp.fromMillis(event.at), expireAt });
    if (turnsOff) {
      writeSelfServiceRequest(tx, {
        kind: 'consent-withdrawal',
        phone: event.from,
        details: `Replied STOP by ${event.channel === 'sms' ? 'SMS' : 'WhatsApp'}.`,
      });
    }
    // Only the time is kept, for the 24-hour window; the words are read here and not stored.
    tx.set(
      number,
      {
        ...(event.channel === 'sms'
          ? { lastSmsInboundAt: Timestamp.fromMillis(event.at) }
          : { lastInboundAt: Timestamp.fromMillis(event.at) }),
        ...(stop ? { optedOutAt: Timestamp.fromMillis(now) } : {}),
        ...(start ? { optedOutAt: FieldValue.delete(), optedInAgainAt: Timestamp.fromMillis(now) } : {}),
        ...(confirm ? { confirmedAt: Timestamp.fromMillis(now), confirmedBy: event.channel ?? 'whatsapp' } : {}),
      },
      { merge: true },
    );
    if (stop) logger.info('number opted out by STOP');
    return 'applied' as const;
  });
  if (fallbackFor) await queueSmsFallback(fallbackFor, now);
  // A quick reply applied for the first time: the answer it carries (a replay answers nothing twice).
  if (outcome === 'applied' && event.kind === 'inbound' && event.reply) await answerReply(event.reply, event.from);
  return outcome;
}

/** What a tapped button answers: the contact check's Yes / No (the only buttons we send). */
async function answerReply(payload: string, from: string): Promise<void> {
  try {
    const outcome = await answerContactCheckReply(payload, from);
    if (outcome === 'not-a-contact-check') logger.info('quick reply with an unknown payload ignored');
  } catch (error) {
    // The event is recorded as seen: the client can still answer from the links in the same message.
    logger.error('quick reply could not be recorded', { error: String(error) });
  }
}

/** What a provider's POST needs to be applied: its raw body, and how its payload lists events. */
interface SignedDelivery {
  rawBody: Buffer;
  eventsOf: (payload: unknown) => WebhookEvent[];
  /** The provider's name in the warning a refused replay or stale event writes. */
  provider: string;
}

/**
 * Applies every event of a POST whose sender has already been checked (signature or key), and
 * answers the counts per outcome; a body that is not JSON is a 400. Shared by the WhatsApp and the
 * SMS webhooks, so both refuse replays and stale events the same way.
 */
export async function answerEvents(
  res: { sendStatus(code: number): unknown; status(code: number): { json(body: unknown): unknown } },
  delivery: SignedDelivery,
): Promise<void> {
  let payload: unknown;
  try {
    payload = JSON.parse(delivery.rawBody.toString('utf8'));
  } catch {
    res.sendStatus(400);
    return;
  }
  const counts: Record<EventOutcome, number> = { applied: 0, replay: 0, stale: 0, 'unknown-message': 0 };
  for (const event of delivery.eventsOf(payload)) counts[await applyEvent(event)] += 1;
  if (counts.replay || counts.stale) logger.warn(`${delivery.provider} webhook: events refused`, counts);
  res.status(200).json(counts);
}
