/**
 * The messaging simulator for the phone-notification suites, on this instance's port, posting to
 * the Functions emulator's webhook; and signed (or forged) webhook posts as Meta would send them.
 */
import { createHash, createHmac } from 'node:crypto';
import { SIMULATOR_CREDENTIALS } from '@/domain/notifications/simulator';
import {
  startMessagingSimulator,
  webhookUrlFor,
  type MessagingSimulator,
  type SimulatedMessage,
} from '../../scripts/lib/messaging-simulator';
import { clearFirestore, db, PROJECT_ID } from './emulator-clients';
import { eventually } from './eventually';
import { putFirm } from './matching-fixtures';

const FUNCTIONS_PORT = process.env.EMU_FUNCTIONS_PORT ?? '5001';
export const WEBHOOK_URL = webhookUrlFor(FUNCTIONS_PORT, PROJECT_ID);

async function startSimulator(): Promise<MessagingSimulator> {
  return startMessagingSimulator({ webhookUrl: WEBHOOK_URL });
}

/** The firm ('paid') every phone suite starts with: uncontested divorces in Johannesburg, where `person` asks. */
export const sameCity = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };

/**
 * Every number the phone suites send to, confirmed by its holder before each test: a number gets
 * nothing but the request to reply YES until then (number-guard.ts; abuse-phone-numbers.test.ts
 * tests that path with numbers of its own).
 */
const SUITE_NUMBERS = [
  '+27821234567',
  '+27831112222',
  '+27827770001',
  '+27609123456',
  '+27821230001',
  '+27821230002',
  '+27821230003',
  '+27821239999',
  '+27831112233',
  '+27821230051',
  '+27821230052',
  '+27821230053',
  '+27821230054',
];

/** One number's messagingNumbers document (keyed by the number's hash, as choices.ts keys it). */
export const numberDoc = (phone: string) =>
  db.collection('messagingNumbers').doc(createHash('sha256').update(phone).digest('hex'));

/** The numbers something happened to beyond their seeded confirmation (a STOP, a reply, an erasure). */
export async function numbersChanged(): Promise<string[]> {
  const seeded = new Set(['confirmedAt', 'confirmedBy']);
  return (await db.collection('messagingNumbers').get()).docs
    .filter((d) => Object.keys(d.data()).some((field) => !seeded.has(field)))
    .map((d) => d.id);
}

/** Marks numbers confirmed as the webhook does when the holder replies YES (webhook-events.ts). */
export async function confirmNumbers(phones: readonly string[] = SUITE_NUMBERS) {
  const batch = db.batch();
  for (const phone of phones) {
    batch.set(numberDoc(phone), { confirmedAt: new Date(), confirmedBy: 'whatsapp' }, { merge: true });
  }
  await batch.commit();
}

/**
 * The simulator of one phone suite: started before the suite (then `warmUp`, if given, within
 * `timeoutMs`) and stopped after it; before each test Firestore is cleared, the inbox emptied and
 * the 'paid' firm written. Answers the running simulator.
 */
export function simulatorForSuite({
  warmUp,
  timeoutMs = 60_000,
}: { warmUp?: (sim: MessagingSimulator) => Promise<void>; timeoutMs?: number } = {}): () => MessagingSimulator {
  let sim: MessagingSimulator | undefined;
  beforeAll(async () => {
    sim = await startSimulator();
    await warmUp?.(sim);
  }, timeoutMs);
  afterAll(async () => {
    await sim?.stop();
  });
  beforeEach(async () => {
    await clearFirestore();
    sim!.messages.length = 0;
    await confirmNumbers();
    await putFirm('paid', sameCity);
  });
  return () => sim!;
}

export const outgoingTo = (sim: MessagingSimulator, phone: string): SimulatedMessage[] =>
  sim.messages.filter((m) => m.phone === phone && m.direction === 'out');

export function waitForMessages(sim: MessagingSimulator, phone: string, count: number) {
  return eventually(
    async () => outgoingTo(sim, phone),
    (list) => list.length >= count,
    { timeoutMs: 60_000, describe: (list) => `${list.length} messages to ${phone}` },
  );
}

/** A webhook body with one inbound text from `phone` (E.164), at `at` (epoch millis). */
export function inboundBody(phone: string, text: string, id: string, at = Date.now()): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              messages: [
                { from: phone.slice(1), id, timestamp: String(Math.floor(at / 1000)), type: 'text', text: { body: text } },
              ],
            },
          },
        ],
      },
    ],
  });
}

export function statusBody(providerMessageId: string, status: string, at = Date.now()): string {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'waba',
        changes: [
          {
            field: 'messages',
            value: { statuses: [{ id: providerMessageId, status, timestamp: String(Math.floor(at / 1000)) }] },
          },
        ],
      },
    ],
  });
}

export const sign = (body: string, secret: string = SIMULATOR_CREDENTIALS.whatsappAppSecret) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

export async function postWebhook(body: string, signature: string | null): Promise<number> {
  const response = await fetch(WEBHOOK_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
    body,
  });
  await response.text();
  return response.status;
}

/** One run of the phone-message sweeper at `now` (emulator only). */
export async function sweepAt(now: Date) {
  const response = await fetch(`http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1/phoneNotificationSweepRun`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ now: now.toISOString() }),
  });
  return (await response.json()) as { outcomes: { id: string; outcome: string }[] };
}
