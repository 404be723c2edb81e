/**
 * Consultation times a firm offers with its answer, and the rules every offered time obeys. The
 * schema checks a slot's shape; `slotProblems` checks it against the clock and the firm's business
 * hours (Africa/Johannesburg, UTC+2 all year): the server runs it on every answer and move, and the
 * answer form runs the same function so a firm sees the same refusal before it sends.
 *
 * A time belongs to the firm, not to one lead (DESIGN.md): booking claims every quarter hour the
 * consultation covers (`slotBlocks`) as firmSlotLocks/{firmId}_{blockStart} in the booking's own
 * transaction, so two clients can never hold the firm at overlapping times, from whichever offers.
 */
import { z } from 'zod';
import { WEEKDAYS, type BusinessHours } from '../firms/options';
import { SAST_OFFSET_MS } from '../payments/plans';
import { boundedText } from '../shared/text-rules';

export const SLOT_MINUTES = [30, 45, 60, 90] as const;
export type SlotMinutes = (typeof SLOT_MINUTES)[number];
export const CONSULTATION_MODES = ['in-person', 'phone', 'video'] as const;
export type ConsultationMode = (typeof CONSULTATION_MODES)[number];

/** Times start on a quarter hour; the booking locks each quarter hour a consultation covers. */
const SLOT_STEP_MS = 15 * 60 * 1000;
/** At most this many times in one answer. */
export const MAX_SLOTS = 5;
/** A time is offered at least this long ahead (checked again when it is booked). */
export const MIN_LEAD_MS = 2 * 60 * 60 * 1000;
/** A client books (or moves to) a time at least this long before it starts. */
export const MIN_BOOKING_LEAD_MS = 60 * 60 * 1000;
/** The client's reminder goes this long before the consultation. */
const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;
/**
 * When the reminder is due for a consultation booked (or moved) at `now`: a day before it starts,
 * or null when that moment is already near (the booking's own email is then the reminder).
 */
export function reminderDueAt(startsAt: number, now: number): number | null {
  const at = startsAt - REMINDER_BEFORE_MS;
  return at > now + 60 * 60 * 1000 ? at : null;
}
/** And at most this many days ahead. */
export const MAX_AHEAD_DAYS = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest address an in-person consultation names. */
export const ADDRESS_MAX = 200;
/** A "we will phone you" window: at least this long, within MAX_AHEAD_DAYS. */
export const CALLBACK_MIN_MS = 30 * 60 * 1000;

export const SLOT_MESSAGES = {
  startsAt: 'Please choose a date and time.',
  quarterHour: 'Please start consultations on the hour or at a quarter past, half past or a quarter to.',
  minutes: 'Please choose 30, 45, 60 or 90 minutes.',
  mode: 'Please choose in person, by phone or by video.',
  address: 'Please enter the address for an in-person consultation.',
  addressTooLong: `Please keep the address under ${ADDRESS_MAX} characters.`,
  plainText: 'Please use plain text only.',
  noLinks: 'Please leave out web links.',
  tooSoon: 'Please offer times at least 2 hours from now.',
  tooLate: `Please offer times within the next ${MAX_AHEAD_DAYS} days.`,
  outsideHours: 'This time is outside your business hours (South African time).',
  overlap: 'These times overlap. Please offer times that do not overlap.',
  tooMany: `Please offer at most ${MAX_SLOTS} times.`,
  atLeastOne: 'Please offer at least one time.',
  callbackWindow: 'Please give a window of at least 30 minutes that ends after it starts.',
  callbackPast: 'The window has already ended. Please give a window in the future.',
  callbackTooLate: `Please give a window within the next ${MAX_AHEAD_DAYS} days.`,
} as const;

const addressSchema = boundedText(
  { min: 3, max: ADDRESS_MAX, lineBreaks: false },
  {
    tooShort: SLOT_MESSAGES.address,
    tooLong: SLOT_MESSAGES.addressTooLong,
    controlCharacters: SLOT_MESSAGES.plainText,
    link: SLOT_MESSAGES.noLinks,
    html: SLOT_MESSAGES.plainText,
  },
);

const epochMs = (message: string) => z.number({ error: message }).int(message).min(0, message).max(8.64e15, message);

/**
 * One offered time: when (epoch ms, on a quarter hour), how long, how; an in-person time names
 * the address (a phone or video time carries none: it is dropped).
 */
export const consultationSlotSchema = z
  .object({
    startsAt: epochMs(SLOT_MESSAGES.startsAt).refine((ms) => ms % SLOT_STEP_MS === 0, SLOT_MESSAGES.quarterHour),
    minutes: z.union(
      SLOT_MINUTES.map((m) => z.literal(m)),
      { error: SLOT_MESSAGES.minutes },
    ),
    mode: z.enum(CONSULTATION_MODES, { error: SLOT_MESSAGES.mode }),
    address: addressSchema.optional(),
  })
  .strict()
  .superRefine((slot, ctx) => {
    if (slot.mode === 'in-person' && !slot.address)
      ctx.addIssue({ code: 'custom', path: ['address'], message: SLOT_MESSAGES.address });
  })
  .transform(({ address, ...slot }): ConsultationSlot => (slot.mode === 'in-person' ? { ...slot, address: address! } : slot));
/** An offered or booked time: `address` is present exactly for in-person times. */
export interface ConsultationSlot {
  /** Epoch ms, on a quarter hour. */
  startsAt: number;
  minutes: SlotMinutes;
  mode: ConsultationMode;
  address?: string;
}
/** What the time rules read of a slot. */
type SlotTime = { startsAt: number; minutes: number };

/** "We will phone you" between `from` and `to` (epoch ms). */
export const callbackWindowSchema = z
  .object({ from: epochMs(SLOT_MESSAGES.startsAt), to: epochMs(SLOT_MESSAGES.startsAt) })
  .strict();

/** The end of a slot, epoch ms. */
const slotEnd = (slot: SlotTime) => slot.startsAt + slot.minutes * 60_000;

/** Every quarter-hour start a slot covers: the lock keys (firmSlotLocks/{firmId}_{block}) a booking claims. */
export function slotBlocks(slot: SlotTime): number[] {
  const blocks: number[] = [];
  for (let at = slot.startsAt; at < slotEnd(slot); at += SLOT_STEP_MS) blocks.push(at);
  return blocks;
}

/** The lock document id for one quarter hour of a firm's time. */
export const slotLockId = (firmId: string, blockStart: number) => `${firmId}_${blockStart}`;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether [startsAt, end) lies inside one open day of the firm's hours, read as SAST wall time. */
function insideBusinessHours(slot: SlotTime, hours: BusinessHours): boolean {
  const local = slot.startsAt + SAST_OFFSET_MS;
  const dayStart = Math.floor(local / DAY_MS) * DAY_MS;
  const day = hours[WEEKDAYS[(new Date(dayStart).getUTCDay() + 6) % 7]!];
  if (!day || day.isUnavailable) return false;
  const from = dayStart + minutesOf(day.open) * 60_000;
  const until = dayStart + minutesOf(day.close) * 60_000;
  return local >= from && local + slot.minutes * 60_000 <= until;
}

/** One refusal, by the index of the slot it is about (null: the list as a whole). */
export interface SlotProblem {
  index: number | null;
  message: string;
}

/**
 * What is wrong with a list of offered times now, for a firm with these hours: too soon, too far,
 * outside the hours, overlapping, too many. Empty when the times can be offered.
 */
export function slotProblems(
  slots: readonly SlotTime[],
  { now, businessHours }: { now: number; businessHours: BusinessHours },
): SlotProblem[] {
  const problems: SlotProblem[] = [];
  if (slots.length === 0) problems.push({ index: null, message: SLOT_MESSAGES.atLeastOne });
  if (slots.length > MAX_SLOTS) problems.push({ index: null, message: SLOT_MESSAGES.tooMany });
  slots.forEach((slot, index) => {
    const problem = slotTimeProblem(slot, { now, businessHours });
    if (problem) problems.push({ index, message: problem });
  });
  const sorted = slots.map((slot, index) => ({ slot, index })).sort((a, b) => a.slot.startsAt - b.slot.startsAt);
  for (let i = 1; i < sorted.length; i++) {
    if (sorted[i]!.slot.startsAt < slotEnd(sorted[i - 1]!.slot)) {
      problems.push({ index: sorted[i]!.index, message: SLOT_MESSAGES.overlap });
    }
  }
  return problems;
}

/** The one time rule for a single slot (also checked when a firm moves a booking). */
export function slotTimeProblem(
  slot: SlotTime,
  { now, businessHours }: { now: number; businessHours: BusinessHours },
): string | null {
  if (slot.startsAt < now + MIN_LEAD_MS) return SLOT_MESSAGES.tooSoon;
  if (slot.startsAt > now + MAX_AHEAD_DAYS * DAY_MS) return SLOT_MESSAGES.tooLate;
  if (!insideBusinessHours(slot, businessHours)) return SLOT_MESSAGES.outsideHours;
  return null;
}

/** What is wrong with a callback window now, or null. */
export function callbackProblem(window: { from: number; to: number }, now: number): string | null {
  if (window.to <= now) return SLOT_MESSAGES.callbackPast;
  if (window.to > now + MAX_AHEAD_DAYS * DAY_MS) return SLOT_MESSAGES.callbackTooLate;
  return null;
}
