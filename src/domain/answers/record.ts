/**
 * The owner of leadAnswers/{id} and consultationBookings/{id} as first written: the answer
 * callables build them here, and the test factories too, so a rules or integration test seeds
 * exactly what the writers write. Pure: dates are Dates (stored as Timestamps).
 */
import type { FeeEstimate } from './fee';
import type { AnswerOffer } from './contract';
import { bookingUid } from './documents';
import { reminderDueAt, type ConsultationSlot } from './slots';

export interface NewAnswerInput {
  firmId: string;
  leadId: string;
  requestLeadId: string;
  answeredBy: string;
  message: string;
  fee: FeeEstimate;
  offer: AnswerOffer;
  /** Epoch ms the answer is sent (and delivered to the client's channels). */
  at: number;
  /** Last instant the client can act on it. */
  expiresAt: number;
  replacesAnswerId?: string;
}

/** A new answer: what the client is sent, as sent. */
export function newAnswerRecord(input: NewAnswerInput) {
  const at = new Date(input.at);
  return {
    firmId: input.firmId,
    leadId: input.leadId,
    requestLeadId: input.requestLeadId,
    answeredBy: input.answeredBy,
    message: input.message,
    fee: input.fee,
    offer: input.offer,
    createdAt: at,
    deliveredAt: at,
    expiresAt: new Date(input.expiresAt),
    ...(input.replacesAnswerId ? { replacesAnswerId: input.replacesAnswerId } : {}),
  };
}

export interface NewBookingInput {
  bookingId: string;
  firmId: string;
  leadId: string;
  answerId: string;
  requestLeadId: string;
  slot: ConsultationSlot;
  lockIds: string[];
  /** Epoch ms the client booked. */
  at: number;
}

/** A new booking: SEQUENCE 0, a stable UID, the reminder due a day before (or none when that is near). */
export function newBookingRecord(input: NewBookingInput) {
  const at = new Date(input.at);
  const remindAt = reminderDueAt(input.slot.startsAt, input.at);
  return {
    firmId: input.firmId,
    leadId: input.leadId,
    answerId: input.answerId,
    requestLeadId: input.requestLeadId,
    slot: input.slot,
    state: 'booked' as const,
    sequence: 0,
    uid: bookingUid(input.bookingId),
    lockIds: input.lockIds,
    createdAt: at,
    updatedAt: at,
    startsAt: new Date(input.slot.startsAt),
    remindAt: remindAt === null ? null : new Date(remindAt),
    reminderSentAt: null,
  };
}

/** firmSlotLocks/{firmId}_{blockStart}: one quarter hour of a firm's time, held by a booking. */
export function newSlotLockRecord(input: { firmId: string; bookingId: string; blockStart: number; at: Date }) {
  return { firmId: input.firmId, bookingId: input.bookingId, blockStart: input.blockStart, createdAt: input.at };
}

/** answerTemplates/{firmId}: the firm's saved answers, replaced as a whole list on every save. */
export function answerTemplatesRecord<Template, Time>(input: { templates: Template[]; updatedBy: string | null; at: Time }) {
  return { templates: input.templates, updatedAt: input.at, updatedBy: input.updatedBy };
}
