/**
 * The stored documents of the firm's answer (functions-only writes; docs/data-model.md):
 *  - leadAnswers/{answerId}: what the client was sent, never edited (a correction is a new answer
 *    with `replacesAnswerId`); the client's one decision on it is recorded beside it.
 *  - consultationBookings/{bookingId}: a booked consultation; `uid` is its iCalendar UID (kept
 *    across moves), `sequence` its SEQUENCE (one more per move or cancellation).
 *  - firmSlotLocks/{firmId}_{blockStart}: one quarter hour of a firm's time held by a booking
 *    (slots.ts slotBlocks), claimed in the booking's transaction, released on cancel or move.
 *  - answerTemplates/{firmId}: the firm's saved answers.
 *  - answerLinks/{sha256}, bookingLinks/{sha256}: the client's single-use links.
 * The firm reads its own leadAnswers and consultationBookings (firestore.rules); everything else
 * is read through callables. Dates are Timestamps, read as epoch millis.
 */
import { z } from 'zod';
import { documentIdSchema } from '../shared/fields';
import { storedMillisSchema } from '../shared/stored-date';
import { feeEstimateSchema } from './fee';
import { CONSULTATION_MODES, SLOT_MINUTES } from './slots';

/** A slot as stored (the shape consultationSlotSchema outputs; not re-validated against the clock). */
export const storedSlotSchema = z.strictObject({
  startsAt: z.number().int().nonnegative(),
  minutes: z.union(SLOT_MINUTES.map((m) => z.literal(m))),
  mode: z.enum(CONSULTATION_MODES),
  address: z.string().max(200).optional(),
});

export const storedOfferSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('times'), slots: z.array(storedSlotSchema).min(1).max(5) }),
  z.strictObject({ kind: z.literal('callback'), from: z.number().int(), to: z.number().int() }),
]);

/** The client's one decision on an answer. */
const ANSWER_DECISIONS = ['booked', 'times-declined', 'closed', 'sent-on'] as const;
export type AnswerDecision = (typeof ANSWER_DECISIONS)[number];

export const leadAnswerDocumentSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  leadId: documentIdSchema('Missing lead'),
  /** The first lead of the client's request (the chain's start): the request page and erasure find answers by it. */
  requestLeadId: documentIdSchema('Missing lead'),
  /** The uid of the firm member who answered. */
  answeredBy: z.string().max(128),
  message: z.string().max(2000),
  fee: feeEstimateSchema,
  offer: storedOfferSchema,
  createdAt: storedMillisSchema,
  /** When it was handed to the client's channels (the same transaction as createdAt). */
  deliveredAt: storedMillisSchema,
  /** The last instant the client can act on it. */
  expiresAt: storedMillisSchema,
  replacesAnswerId: documentIdSchema('Missing answer').optional(),
  /** Set on the replaced answer when a correction arrives (the only later write besides `decision`). */
  replacedByAnswerId: documentIdSchema('Missing answer').optional(),
  decision: z
    .strictObject({ kind: z.enum(ANSWER_DECISIONS), at: storedMillisSchema, note: z.string().max(500).optional() })
    .optional(),
  /** The message and the client's note removed (retention, erasure); the estimate and times stay as figures. */
  personalInfoRemoved: z
    .strictObject({ at: storedMillisSchema, reason: z.enum(['retention', 'erasure', 'withdrawal']) })
    .optional(),
});
export type LeadAnswerDocument = z.infer<typeof leadAnswerDocumentSchema>;

const BOOKING_STATES = ['booked', 'cancelled'] as const;

export const consultationBookingDocumentSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  leadId: documentIdSchema('Missing lead'),
  answerId: documentIdSchema('Missing answer'),
  requestLeadId: documentIdSchema('Missing lead'),
  slot: storedSlotSchema,
  state: z.enum(BOOKING_STATES),
  /** iCalendar SEQUENCE: 0 when booked, one more on every move and on the cancellation. */
  sequence: z.number().int().min(0).max(1000),
  /** iCalendar UID, stable across moves ('<bookingId>@regmatch.co.za'). */
  uid: z.string().max(200),
  /** The lock ids (firmSlotLocks) the current slot holds; empty once cancelled. */
  lockIds: z.array(z.string().max(300)).max(8),
  createdAt: storedMillisSchema,
  updatedAt: storedMillisSchema,
  /** When the current slot's start is: the reminder job queries by it. */
  startsAt: storedMillisSchema,
  cancelledBy: z.enum(['client', 'firm']).optional(),
  cancelledAt: storedMillisSchema.optional(),
  /** The reason given with the last move or the cancellation. */
  reason: z.string().max(500).optional(),
  /**
   * When the reminder job sends the client's reminder (24 hours before the start); null when none
   * is due: sent, cancelled, or booked less than a day ahead (the booking mail is the reminder).
   * The job queries by it and clears it in the transaction that queues the reminder: exactly once.
   */
  remindAt: storedMillisSchema.nullable(),
  /** When the reminder for the current time was queued (a move re-arms `remindAt` and clears this). */
  reminderSentAt: storedMillisSchema.nullable(),
  personalInfoRemoved: z
    .strictObject({ at: storedMillisSchema, reason: z.enum(['retention', 'erasure', 'withdrawal']) })
    .optional(),
});
export type ConsultationBookingDocument = z.infer<typeof consultationBookingDocumentSchema>;

export const firmSlotLockDocumentSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  bookingId: documentIdSchema('Missing booking'),
  blockStart: z.number().int(),
  createdAt: storedMillisSchema,
});

/** The iCalendar UID of a booking: stable for its whole life. */
export const bookingUid = (bookingId: string) => `${bookingId}@regmatch.co.za`;
