/**
 * The firm's answer inside the platform (issue 35; DESIGN.md "After the first contact"): the callables'
 * inputs and results. The firm answers a lead with a message, a structured fee estimate and either
 * up to five consultation times or a "we will phone you" window; the client books one time in one
 * tap, says none suit, closes the request or sends it to another firm; either side moves or
 * cancels a booking with a reason.
 *
 * The client's links. Every client action takes `{ token }`, one of:
 *  - the answer link's token (answerLinks, in the answer's email and WhatsApp/SMS alert): acts on
 *    that answer; single-use (book, none suit, close or send on uses it) and expiring;
 *  - the booking link's token (bookingLinks, in the booking's email): acts on that booking; a move
 *    or cancellation uses it (a move mails a fresh one with the updated invitation);
 *  - the client's my-request token (requestAccess, the request page): acts on the request's latest
 *    answer or current booking. An answer takes exactly one decision whichever link made it, so a
 *    second one is refused as used (`answer-link-used`).
 * Tokens are 43 characters (leadReleaseTokenSchema); only their SHA-256 is stored.
 */
import { z } from 'zod';
import { leadReleaseTokenSchema } from '../leads/release';
import { documentIdSchema } from '../shared/fields';
import { boundedText } from '../shared/text-rules';
import { feeEstimateSchema, type FeeEstimate } from './fee';
import {
  CALLBACK_MIN_MS,
  callbackWindowSchema,
  consultationSlotSchema,
  CONSULTATION_MODES,
  MAX_SLOTS,
  SLOT_MESSAGES,
  SLOT_MINUTES,
  type ConsultationSlot,
} from './slots';

/** How long an answer's link works (never past its last offered time's start, for times). */
export const ANSWER_LINK_TTL_DAYS = 14;
/** Bounds of the free texts. */
export const ANSWER_LIMITS = {
  messageMin: 10,
  messageMax: 2000,
  reasonMin: 3,
  reasonMax: 500,
  noteMax: 500,
  templateNameMax: 60,
  templates: 10,
} as const;

export const ANSWER_TEXT_MESSAGES = {
  messageTooShort: `Please write at least ${ANSWER_LIMITS.messageMin} characters to the client.`,
  messageTooLong: `Please keep the message under ${ANSWER_LIMITS.messageMax} characters.`,
  reasonTooShort: 'Please give a short reason; the other side reads it.',
  reasonTooLong: `Please keep the reason under ${ANSWER_LIMITS.reasonMax} characters.`,
  noteTooLong: `Please keep the note under ${ANSWER_LIMITS.noteMax} characters.`,
  templateName: `Please give the template a name of up to ${ANSWER_LIMITS.templateNameMax} characters.`,
  tooManyTemplates: `You can keep up to ${ANSWER_LIMITS.templates} templates.`,
  templateNamesUnique: 'Each template needs its own name.',
  plainText: 'Please use plain text only.',
  noLinks: 'Please leave out web links.',
} as const;

const textRules = (tooShort: string, tooLong: string) => ({
  tooShort,
  tooLong,
  controlCharacters: ANSWER_TEXT_MESSAGES.plainText,
  link: ANSWER_TEXT_MESSAGES.noLinks,
  html: ANSWER_TEXT_MESSAGES.plainText,
});

/** The firm's message to the client: the shared text rules, bounded, line breaks allowed. */
const answerMessageSchema = boundedText(
  { min: ANSWER_LIMITS.messageMin, max: ANSWER_LIMITS.messageMax, lineBreaks: true },
  textRules(ANSWER_TEXT_MESSAGES.messageTooShort, ANSWER_TEXT_MESSAGES.messageTooLong),
);
/** A reason for a move or a cancellation (the other side reads it). */
export const changeReasonSchema = boundedText(
  { min: ANSWER_LIMITS.reasonMin, max: ANSWER_LIMITS.reasonMax, lineBreaks: true },
  textRules(ANSWER_TEXT_MESSAGES.reasonTooShort, ANSWER_TEXT_MESSAGES.reasonTooLong),
);
/** An optional note from the client ("none of these times suit me: mornings are better"). */
const clientNoteSchema = boundedText(
  { min: 0, max: ANSWER_LIMITS.noteMax, lineBreaks: true },
  textRules('', ANSWER_TEXT_MESSAGES.noteTooLong),
);

/** Up to five times, or a window in which the firm phones the client. */
export const answerOfferSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('times'),
        slots: z.array(consultationSlotSchema).min(1, SLOT_MESSAGES.atLeastOne).max(MAX_SLOTS, SLOT_MESSAGES.tooMany),
      })
      .strict(),
    z
      .object({ kind: z.literal('callback'), ...callbackWindowSchema.shape })
      .strict()
      .refine((w) => w.to - w.from >= CALLBACK_MIN_MS, { path: ['to'], message: SLOT_MESSAGES.callbackWindow }),
  ],
  { error: 'Please offer consultation times or a window in which you will phone.' },
);
export type AnswerOffer = { kind: 'times'; slots: ConsultationSlot[] } | { kind: 'callback'; from: number; to: number };

// ---- answerLead (firm, signed in) ----------------------------------------------------------------

/**
 * A firm answers its own lead (any plan; an accepted open lead before the client releases their
 * details too: the answer reaches the client through the platform and the firm still sees no contact
 * details). A second answer to the same lead is a correction: it replaces the latest, which stays
 * on record unchanged. The server checks every time against the firm's business hours
 * (slotProblems) and refuses with the slot's index in `field` ('offer.slots.2.startsAt').
 */
export const answerLeadInputSchema = z
  .object({
    leadId: documentIdSchema('Missing lead'),
    message: answerMessageSchema,
    fee: feeEstimateSchema,
    offer: answerOfferSchema,
  })
  .strict();
export interface AnswerLeadResult {
  answerId: string;
  /** When the answer was handed to the client's channels (epoch ms); the clock stopped then on a first answer. */
  deliveredAt: number;
  /** The answer this one replaces (a correction), or null for the lead's first answer. */
  replacesAnswerId: string | null;
  /** The channels the client is told on: always email; 'whatsapp' or 'sms' when they chose one. */
  channels: ('email' | 'whatsapp' | 'sms')[];
}

// ---- Answer templates (firm Settings) -----------------------------------------------------------

/** A saved starting point for an answer: the message, the estimate and the usual kind of time. */
export const answerTemplateSchema = z
  .object({
    name: boundedText(
      { min: 1, max: ANSWER_LIMITS.templateNameMax, lineBreaks: false },
      textRules(ANSWER_TEXT_MESSAGES.templateName, ANSWER_TEXT_MESSAGES.templateName),
    ),
    message: answerMessageSchema,
    fee: feeEstimateSchema,
    /** The usual length and way of a consultation, prefilled on each new time. */
    minutes: z.union(SLOT_MINUTES.map((m) => z.literal(m))).optional(),
    mode: z.enum(CONSULTATION_MODES).optional(),
    /** Prefilled for in-person times. */
    address: z.string().max(200).optional(),
  })
  .strict();
export type AnswerTemplate = z.output<typeof answerTemplateSchema>;

/** Replaces the firm's whole list (answerTemplates/{firmId}); an empty list deletes them. */
export const saveAnswerTemplatesInputSchema = z
  .object({
    templates: z
      .array(answerTemplateSchema)
      .max(ANSWER_LIMITS.templates, ANSWER_TEXT_MESSAGES.tooManyTemplates)
      .refine(
        (list) => new Set(list.map((t) => t.name.toLowerCase())).size === list.length,
        ANSWER_TEXT_MESSAGES.templateNamesUnique,
      ),
  })
  .strict();
export interface SaveAnswerTemplatesResult {
  count: number;
}
export const getAnswerTemplatesInputSchema = z.object({}).strict();
export interface GetAnswerTemplatesResult {
  templates: AnswerTemplate[];
}

// ---- The client's answer page (token) -----------------------------------------------------------

export const answerTokenInputSchema = z.object({ token: leadReleaseTokenSchema }).strict();

/** Where the answer stands, as the client's page shows it. */
type AnswerOfferState =
  /** The client can book, say none suit, close or send on. */
  | 'open'
  /** A time is booked (see `booking`). */
  | 'booked'
  /** The client said none of the times suit; the firm was told and may answer again. */
  | 'times-declined'
  /** The client said they no longer need help; the request is closed. */
  | 'closed'
  /** The client sent the request to another firm. */
  | 'sent-on'
  /** The firm sent a newer answer, which replaces this one (the newer one has its own link). */
  | 'replaced'
  /** The client withdrew the request. */
  | 'withdrawn'
  /** The answer's link expired, or every offered time has passed. */
  | 'expired';

/** An offered time as the client sees it: `taken` when another booking holds the firm then, or it is too soon to book. */
export type OfferedSlotView = ConsultationSlot & { taken: boolean };

interface AnswerBookingView {
  bookingId: string;
  slot: ConsultationSlot;
  state: 'booked' | 'cancelled';
  /** Who cancelled and why (a cancelled booking). */
  cancelledBy: 'client' | 'firm' | null;
  reason: string | null;
}

export interface AnswerOfferView {
  answerId: string;
  state: AnswerOfferState;
  firmName: string;
  /** The need in words ('Uncontested Divorce'). */
  need: string;
  /** The firm's message, as sent (plain text; line breaks kept). */
  message: string;
  fee: FeeEstimate;
  offer: { kind: 'times'; slots: OfferedSlotView[] } | { kind: 'callback'; from: number; to: number };
  /** When the answer was sent, epoch ms. */
  answeredAt: number;
  /** Whether this answer corrects an earlier one (the page says so). */
  replacesEarlier: boolean;
  /** The last instant the answer's link works, epoch ms. */
  expiresAt: number;
  /** The current or last booking made from this answer, or null. */
  booking: AnswerBookingView | null;
  /** Whether "send my request to another firm" is offered (the client's consent allows it and firms are left to try). */
  canSendOn: boolean;
}

/** The view of one answer, or `answer: null` (a my-request token whose request has no answer yet). */
export interface GetAnswerOfferResult {
  answer: AnswerOfferView | null;
}

/** One tap books one of the answer's times (epoch ms of its start). */
export const bookConsultationInputSchema = z
  .object({ token: leadReleaseTokenSchema, startsAt: z.number({ error: SLOT_MESSAGES.startsAt }).int().min(0).max(8.64e15) })
  .strict();
export interface BookConsultationResult {
  bookingId: string;
  slot: ConsultationSlot;
  firmName: string;
}

/** "None of these times suit me", with an optional note for the firm. */
export const declineAnswerTimesInputSchema = z
  .object({ token: leadReleaseTokenSchema, note: clientNoteSchema.default('') })
  .strict();
export interface DeclineAnswerTimesResult {
  firmName: string;
}

/** "I no longer need help": closes the request (the lead is withdrawn; no firm acts on it further). */
export const closeMyRequestFromAnswerInputSchema = answerTokenInputSchema;
export interface CloseMyRequestFromAnswerResult {
  state: 'closed';
}

/** "Send my request to another firm" (the client's consent to share with other firms is required). */
export const sendOnFromAnswerInputSchema = answerTokenInputSchema;
export type SendOnFromAnswerResult =
  | { outcome: 'sent'; firmName: string }
  /** No eligible firm is left: the page gives the Legal Aid and Law Society contacts. */
  | { outcome: 'none-left' };

// ---- Bookings: move, cancel, list ---------------------------------------------------------------

/**
 * Move a booking, with a reason the other side reads. The client moves to another of the answer's
 * times that is still free; the firm moves to any new time its hours allow (slotTimeProblem). The
 * booking keeps its UID; its SEQUENCE goes up; both sides get the updated invitation.
 */
export const moveBookingInputSchema = z.discriminatedUnion(
  'by',
  [
    z
      .object({
        by: z.literal('client'),
        token: leadReleaseTokenSchema,
        startsAt: z.number().int().min(0).max(8.64e15),
        reason: changeReasonSchema,
      })
      .strict(),
    z
      .object({
        by: z.literal('firm'),
        bookingId: documentIdSchema('Missing booking'),
        slot: consultationSlotSchema,
        reason: changeReasonSchema,
      })
      .strict(),
  ],
  { error: 'Please say who moves the booking.' },
);
export interface MoveBookingResult {
  bookingId: string;
  slot: ConsultationSlot;
  /** The invitation's SEQUENCE after the move. */
  sequence: number;
}

/** Cancel a booking, with a reason the other side reads; both get a METHOD:CANCEL invitation. */
export const cancelBookingInputSchema = z.discriminatedUnion(
  'by',
  [
    z.object({ by: z.literal('client'), token: leadReleaseTokenSchema, reason: changeReasonSchema }).strict(),
    z.object({ by: z.literal('firm'), bookingId: documentIdSchema('Missing booking'), reason: changeReasonSchema }).strict(),
  ],
  { error: 'Please say who cancels the booking.' },
);
export interface CancelBookingResult {
  bookingId: string;
  state: 'cancelled';
}

/** The firm's dashboard: its booked consultations from now on, soonest first (at most 100). */
export const listUpcomingConsultationsInputSchema = z.object({}).strict();
export interface UpcomingConsultation {
  bookingId: string;
  leadId: string;
  /** The lead's short reference ('RM-4F2A'), as the dashboard names leads. */
  reference: string;
  /** The need in words. */
  need: string;
  slot: ConsultationSlot;
  /** The client's name once their details reach the firm; null while withheld (double blind). */
  clientName: string | null;
  /** When it was booked, epoch ms. */
  bookedAt: number;
  /** How many times it has moved (the invitation's SEQUENCE). */
  sequence: number;
}
export interface ListUpcomingConsultationsResult {
  consultations: UpcomingConsultation[];
}

// ---- What people read --------------------------------------------------------------------------

export const ANSWER_MESSAGES = {
  // The firm
  notYourLead: 'This lead is not one of your firm’s leads.',
  leadGone: 'This lead was passed on to another firm, so you can no longer answer it.',
  leadWithdrawn: 'The client withdrew this request, so it can no longer be answered.',
  leadClosed: 'This request is closed, so it can no longer be answered.',
  contactDeclined: 'The client declined to share their details with your firm, so it can no longer be answered.',
  bookingNotYours: 'This booking is not one of your firm’s.',
  // The client's links
  answerLinkUnknown: 'This link is not valid. Please open the latest email we sent you about your request.',
  answerLinkUsed:
    'You have already answered this offer, so this link no longer works. Open your request’s page to see where it stands.',
  answerLinkExpired: 'This offer has expired. Open your request’s page, or ask the firm for new times.',
  answerReplaced: 'The firm sent a newer answer that replaces this one. Please open the latest email we sent you.',
  bookingLinkUnknown: 'This link is not valid. Please open the latest email we sent you about your consultation.',
  bookingLinkUsed: 'This link was already used. Please open the latest email we sent you about your consultation.',
  bookingLinkExpired:
    'This consultation has already started or passed, so it can no longer be changed here. Please contact the firm.',
  noAnswerYet: 'The firm has not answered yet. We will tell you as soon as they do.',
  notATime: 'This time is not one of the times the firm offered.',
  slotTaken: 'Sorry, this time was just taken. Please choose another time.',
  slotTooSoon: 'This time is too soon to book now. Please choose a later time.',
  bookingCancelled: 'This consultation was cancelled.',
  noBooking: 'There is no booked consultation on this request.',
  sendOnNotAllowed:
    'When you sent this request you chose not to share it with other firms, so it cannot be sent on. You can start a new match.',
  // Confirmations
  booked: (firmName: string) =>
    `Your consultation with ${firmName} is booked. We have emailed you the invitation for your calendar.`,
  timesDeclined: (firmName: string) => `We have told ${firmName} that none of these times suit you. They can offer other times.`,
  closed: 'Your request is closed. No firm will act on it further.',
} as const;
