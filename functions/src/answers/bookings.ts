/**
 * Booking a consultation, moving it and cancelling it (DESIGN.md, "After the first contact").
 *
 * A time belongs to the firm, not to one lead: a booking claims every quarter hour it covers as
 * firmSlotLocks/{firmId}_{blockStart} in its own transaction, created only if absent. Two clients
 * tapping the same (or an overlapping) time of one firm at once, from the same answer or from two
 * answers, contend on the same lock documents: Firestore lets one transaction commit and retries
 * the other, which then reads the lock and is refused ('slot-taken'). A move releases the quarter
 * hours it leaves and claims the new ones in one transaction; a cancellation releases them all.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  ANSWER_MESSAGES,
  type BookConsultationResult,
  type CancelBookingResult,
  type MoveBookingResult,
} from '@/domain/answers/contract';
import { type ConsultationBookingDocument } from '@/domain/answers/documents';
import { newBookingRecord, newSlotLockRecord } from '@/domain/answers/record';
import {
  MIN_BOOKING_LEAD_MS,
  reminderDueAt,
  slotBlocks,
  slotLockId,
  slotTimeProblem,
  type ConsultationSlot,
} from '@/domain/answers/slots';
import { leadBooked, leadConsultationCancelled, leadConsultationMoved } from '@/domain/leads/record';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { refreshAfterClockStop } from '../leads/response-stats';
import { accessOf, answerForDecision, bookingForChange } from './access';
import { queueConsultationMails } from './booking-mails';
import { clientOfLead } from './client';
import {
  answerLinks,
  answerRef,
  bookingLinks,
  bookingRef,
  newBookingRef,
  slotLockRef,
  slotLockRefById,
  slotLockOf,
} from './store';

/**
 * Reads the lock of every quarter hour `slot` covers; refuses when one is held by another booking.
 * Answers the lock ids to hold.
 */
async function claimableLocks(tx: Transaction, firmId: string, slot: ConsultationSlot, bookingId: string | null, field: string) {
  const blocks = slotBlocks(slot);
  const snaps = await Promise.all(blocks.map((block) => tx.get(slotLockRef(firmId, block))));
  const heldByOther = snaps.some((snap) => snap.exists && slotLockOf(snap.data())?.bookingId !== bookingId);
  if (heldByOther) throw callableError('slot-taken', ANSWER_MESSAGES.slotTaken, field);
  return blocks.map((block) => ({ id: slotLockId(firmId, block), block }));
}

/** Writes the locks not yet held and releases those no longer needed (a booking's own move). */
function holdLocks(
  tx: Transaction,
  firmId: string,
  bookingId: string,
  wanted: { id: string; block: number }[],
  held: readonly string[],
  at: Date,
) {
  const wantedIds = new Set(wanted.map((w) => w.id));
  for (const id of held) if (!wantedIds.has(id)) tx.delete(slotLockRefById(id));
  for (const { id, block } of wanted) {
    if (!held.includes(id)) tx.create(slotLockRefById(id), newSlotLockRecord({ firmId, bookingId, blockStart: block, at }));
  }
}

/** One tap books one of the answer's times: first come, first served across all of the firm's offers. */
export const bookConsultation = callable('bookConsultation', {
  access: 'public',
  handler: async ({ token, startsAt }): Promise<BookConsultationResult> => {
    const access = await accessOf(token);
    let stoppedClock: { firmId: string; at: number } | null = null;
    const result = await db.runTransaction(async (tx) => {
      const now = Date.now();
      const { answerId, answer, lead } = await answerForDecision(tx, access, now);
      stoppedClock = null;
      const slot = answer.offer.kind === 'times' ? answer.offer.slots.find((s) => s.startsAt === startsAt) : undefined;
      if (!slot) throw callableError('slot-not-offered', ANSWER_MESSAGES.notATime, 'startsAt');
      if (slot.startsAt < now + MIN_BOOKING_LEAD_MS)
        throw callableError('slot-too-soon', ANSWER_MESSAGES.slotTooSoon, 'startsAt');
      const locks = await claimableLocks(tx, answer.firmId, slot, null, 'startsAt');
      const firm = await readFirm(answer.firmId, tx).catch(() => null);
      const client = await clientOfLead(tx, answer.leadId, lead);

      const ref = newBookingRef();
      const at = new Date(now);
      const booking = newBookingRecord({
        bookingId: ref.id,
        firmId: answer.firmId,
        leadId: answer.leadId,
        answerId,
        requestLeadId: answer.requestLeadId,
        slot,
        lockIds: locks.map((l) => l.id),
        at: now,
      });
      tx.create(ref, booking);
      holdLocks(tx, answer.firmId, ref.id, locks, [], at);
      tx.update(answerRef(answerId), { decision: { kind: 'booked', at } });
      if (access.kind === 'answer-link') tx.update(answerLinks.ref(access.token), { usedAt: Timestamp.fromDate(at) });
      updateLead(tx, answer.leadId, leadBooked(lead, { bookingId: ref.id, startsAt: slot.startsAt }, at));
      if (lead.clockStoppedBy === undefined) stoppedClock = { firmId: answer.firmId, at: now };
      await queueConsultationMails(
        tx,
        { kind: 'booked', by: 'client', bookingId: ref.id, leadId: answer.leadId, slot, uid: booking.uid, sequence: 0, now },
        firm,
        client,
      );
      return { bookingId: ref.id, slot, firmName: firm?.firm.firmName ?? 'The firm' };
    });
    // A booking that stopped the clock (no answer had): the firm's public median counts it now.
    const stopped = stoppedClock as { firmId: string; at: number } | null;
    if (stopped) await refreshAfterClockStop(stopped.firmId, stopped.at);
    return result;
  },
});

/** The booking's fields after a move to `slot` at `now`, with the reason. */
function movedFields(
  booking: ConsultationBookingDocument,
  slot: ConsultationSlot,
  lockIds: string[],
  reason: string,
  now: number,
) {
  const remindAt = reminderDueAt(slot.startsAt, now);
  return {
    slot,
    startsAt: new Date(slot.startsAt),
    sequence: booking.sequence + 1,
    lockIds,
    reason,
    updatedAt: new Date(now),
    // A new time is a new reminder (the one for the old time, sent or not, no longer counts).
    remindAt: remindAt ? new Date(remindAt) : null,
    reminderSentAt: null,
  };
}

/** The firm's booking, for the firm's own move or cancel: someone else's reads as none. */
async function firmBooking(tx: Transaction, bookingId: string, firmId: string, now: number) {
  const booking = (await tx.get(bookingRef(bookingId))).data();
  if (!booking || booking.firmId !== firmId)
    throw callableError('booking-not-found', ANSWER_MESSAGES.bookingNotYours, 'bookingId');
  if (booking.state === 'cancelled') throw callableError('booking-cancelled', ANSWER_MESSAGES.bookingCancelled, 'bookingId');
  if (booking.slot.startsAt <= now) throw callableError('booking-link-expired', ANSWER_MESSAGES.bookingLinkExpired, 'bookingId');
  return booking;
}

/**
 * Moves a booking, with a reason the other side reads: the client to another of the answer's
 * times that is free, the firm to any time its hours allow. Same UID, SEQUENCE + 1, both told.
 */
export const moveBooking = callable('moveBooking', {
  access: 'public',
  handler: async (input, caller): Promise<MoveBookingResult> => {
    if (input.by === 'firm' && !caller.firmId)
      throw callableError('firm-only', 'Please sign in as the firm to move this booking.');
    const access = input.by === 'client' ? await accessOf(input.token) : null;
    return db.runTransaction(async (tx) => {
      const now = Date.now();
      let bookingId: string;
      let booking: ConsultationBookingDocument;
      let slot: ConsultationSlot;
      if (input.by === 'client') {
        ({ bookingId, booking } = await bookingForChange(tx, access!, now));
        const answer = (await tx.get(answerRef(booking.answerId))).data();
        const offered =
          answer?.offer.kind === 'times' ? answer.offer.slots.find((s) => s.startsAt === input.startsAt) : undefined;
        if (!offered || offered.startsAt === booking.slot.startsAt)
          throw callableError('slot-not-offered', ANSWER_MESSAGES.notATime, 'startsAt');
        if (offered.startsAt < now + MIN_BOOKING_LEAD_MS)
          throw callableError('slot-too-soon', ANSWER_MESSAGES.slotTooSoon, 'startsAt');
        slot = offered;
      } else {
        bookingId = input.bookingId;
        booking = await firmBooking(tx, bookingId, caller.firmId!, now);
        slot = input.slot;
      }
      const firm = await readFirm(booking.firmId, tx).catch(() => null);
      if (input.by === 'firm') {
        const problem = firm ? slotTimeProblem(slot, { now, businessHours: firm.firm.businessHours }) : null;
        if (problem) throw callableError('slot-invalid', problem, 'slot.startsAt');
      }
      const locks = await claimableLocks(
        tx,
        booking.firmId,
        slot,
        bookingId,
        input.by === 'client' ? 'startsAt' : 'slot.startsAt',
      );
      const lead = (await tx.get(leadRef(booking.leadId))).data();
      const client = lead ? await clientOfLead(tx, booking.leadId, lead) : null;

      const at = new Date(now);
      const lockIds = locks.map((l) => l.id);
      holdLocks(tx, booking.firmId, bookingId, locks, booking.lockIds, at);
      tx.update(bookingRef(bookingId), movedFields(booking, slot, lockIds, input.reason, now));
      if (access?.kind === 'booking-link') tx.update(bookingLinks.ref(access.token), { usedAt: Timestamp.fromDate(at) });
      if (lead) updateLead(tx, booking.leadId, leadConsultationMoved(slot.startsAt, at));
      const sequence = booking.sequence + 1;
      await queueConsultationMails(
        tx,
        {
          kind: 'moved',
          by: input.by,
          reason: input.reason,
          bookingId,
          leadId: booking.leadId,
          slot,
          uid: booking.uid,
          sequence,
          now,
        },
        firm,
        client,
      );
      return { bookingId, slot, sequence };
    });
  },
});

/** Cancels a booking, with a reason the other side reads; both get METHOD:CANCEL, the firm's time is free again. */
export const cancelBooking = callable('cancelBooking', {
  access: 'public',
  handler: async (input, caller): Promise<CancelBookingResult> => {
    if (input.by === 'firm' && !caller.firmId)
      throw callableError('firm-only', 'Please sign in as the firm to cancel this booking.');
    const access = input.by === 'client' ? await accessOf(input.token) : null;
    return db.runTransaction(async (tx) => {
      const now = Date.now();
      const { bookingId, booking } =
        input.by === 'client'
          ? await bookingForChange(tx, access!, now)
          : { bookingId: input.bookingId, booking: await firmBooking(tx, input.bookingId, caller.firmId!, now) };
      const firm = await readFirm(booking.firmId, tx).catch(() => null);
      const lead = (await tx.get(leadRef(booking.leadId))).data();
      const client = lead ? await clientOfLead(tx, booking.leadId, lead) : null;

      const at = new Date(now);
      for (const id of booking.lockIds) tx.delete(slotLockRefById(id));
      const sequence = booking.sequence + 1;
      tx.update(bookingRef(bookingId), {
        state: 'cancelled',
        cancelledBy: input.by,
        cancelledAt: at,
        reason: input.reason,
        sequence,
        lockIds: [],
        remindAt: null,
        updatedAt: at,
      });
      if (access?.kind === 'booking-link') tx.update(bookingLinks.ref(access.token), { usedAt: Timestamp.fromDate(at) });
      if (lead && lead.bookingId === bookingId) updateLead(tx, booking.leadId, leadConsultationCancelled(at));
      await queueConsultationMails(
        tx,
        {
          kind: 'cancelled',
          by: input.by,
          reason: input.reason,
          bookingId,
          leadId: booking.leadId,
          slot: booking.slot,
          uid: booking.uid,
          sequence,
          now,
        },
        firm,
        client,
      );
      return { bookingId, state: 'cancelled' };
    });
  },
});
