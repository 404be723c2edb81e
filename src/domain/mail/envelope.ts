/**
 * The owner of mail/{id}, the mail queue's envelope: whom, which template, its data, and the
 * delivery record the deliverMail trigger and the retry sweep take over (functions/src/mail). Only
 * enqueueMail writes one (functions/src/shared/mail-queue.ts), built here; tests that queue a message
 * directly build it here too. `mailEnvelopeSchema` describes it as stored (envelope.test.ts).
 * Pure: no Firebase, dates are Dates or the server's clock.
 */
import { z } from 'zod';
import { RETENTION } from '../privacy/retention';
import { LOCALE_CODES, type Locale } from '../shared/locales';
import { storedDateSchema } from '../shared/stored-date';
import { SERVER_TIME, type StoredAt } from '../shared/write-markers';

const DAY_MS = 86_400_000;

/**
 * Who a client mail goes to besides the address: the language the client used the wizard in
 * (their lead's formData.locale, 'en' when none) and the link to their request's own page (made
 * once, by the placement module's tellClient, from the lead). Both ride on the envelope beside
 * `to`, never in the template's data: no producer copies them, and every client template reads
 * them from here (functions/src/mail/templates/client-mail.ts).
 */
export interface ClientRecipient {
  locale: Locale;
  requestUrl: string;
}

/** A client mail's recipient as stored on the envelope; the renderer parses it before rendering. */
export const clientRecipientSchema = z.object({
  locale: z.enum(LOCALE_CODES),
  requestUrl: z
    .string()
    .trim()
    .pipe(z.url({ protocol: /^https?$/ })),
});

/** A mail/{id} document as enqueueMail writes it (delivery then moves on; see delivery-policy.ts). */
export interface NewMailEnvelope<Template extends string = string> {
  to: string;
  /**
   * A client mail's language and request link (ClientRecipient); a person mail's language alone
   * (PersonTemplate, no request to link); absent on a firm's or the operator's mail.
   */
  locale?: Locale;
  requestUrl?: string;
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
  /** A client mail's recipient (its language and request link), stored beside `to`. */
  client?: ClientRecipient;
  /** A person mail's language (no request to link to), stored beside `to` as `locale`. */
  language?: Locale;
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
    ...(input.client
      ? { locale: input.client.locale, requestUrl: input.client.requestUrl }
      : input.language
        ? { locale: input.language }
        : {}),
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
  locale: clientRecipientSchema.shape.locale.optional(),
  requestUrl: clientRecipientSchema.shape.requestUrl.optional(),
  template: z.string().min(1),
  data: z.unknown(),
  createdAt: storedDateSchema,
  delivery: z.strictObject({ state: z.literal('PENDING'), attempts: z.literal(0), nextAttemptAt: storedDateSchema }),
  expireAt: storedDateSchema,
});
