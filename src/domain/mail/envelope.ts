/**
 * The owner of mail/{id}, the mail queue's envelope: whom, which template, its data, and the
 * delivery record the deliverMail trigger and the retry sweep take over (functions/src/mail). Only
 * enqueueMail writes one (functions/src/shared/mail-queue.ts), built here; tests that queue a message
 * directly build it here too. `mailEnvelopeSchema` describes it as stored (envelope.test.ts).
 * Pure: no Firebase, dates are Dates or the server's clock.
 */
import { z } from 'zod';
import { RETENTION } from '../privacy/retention';
import { storedDateSchema } from '../shared/stored-date';
import { SERVER_TIME, type StoredAt } from '../shared/write-markers';

const DAY_MS = 86_400_000;

/** A mail/{id} document as enqueueMail writes it (delivery then moves on; see delivery-policy.ts). */
export interface NewMailEnvelope<Template extends string = string> {
  to: string;
  template: Template;
  /** The template's data, already parsed with its contract, as plain JSON. */
  data: unknown;
  createdAt: StoredAt;
  /** Not yet claimed; if its trigger never claims it, the sweep sends it from `nextAttemptAt`. */
  delivery: { state: 'PENDING'; attempts: 0; nextAttemptAt: Date };
  /** The TTL policy deletes the envelope (it holds an address and links) after the retention period. */
  expireAt: Date;
}

export interface NewMailEnvelopeInput<Template extends string> {
  to: string;
  template: Template;
  data: unknown;
  /** Epoch millis the message is queued at. */
  now: number;
  /** How long the trigger has before the sweep picks the message up (PENDING_GRACE_MS). */
  pendingGraceMs: number;
  /** When it was queued as stored: the server's clock at commit unless a test seeds its own. */
  createdAt?: StoredAt;
}

/** A queued message, waiting for its trigger. */
export function newMailEnvelope<Template extends string>(input: NewMailEnvelopeInput<Template>): NewMailEnvelope<Template> {
  return {
    to: input.to,
    template: input.template,
    // Plain JSON: optional fields a producer left undefined are dropped, never written as undefined.
    data: JSON.parse(JSON.stringify(input.data)) as unknown,
    createdAt: input.createdAt ?? SERVER_TIME,
    delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: new Date(input.now + input.pendingGraceMs) },
    expireAt: new Date(input.now + RETENTION.mailDays * DAY_MS),
  };
}

/** mail/{id} as a new envelope is stored (readers of the queue read the delivery map tolerantly). */
export const mailEnvelopeSchema = z.strictObject({
  to: z.string().min(1),
  template: z.string().min(1),
  data: z.unknown(),
  createdAt: storedDateSchema,
  delivery: z.strictObject({ state: z.literal('PENDING'), attempts: z.literal(0), nextAttemptAt: storedDateSchema }),
  expireAt: storedDateSchema,
});
