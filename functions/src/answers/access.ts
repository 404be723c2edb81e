/**
 * What a client's token opens (src/domain/answers/contract.ts, "The client's links"): an answer
 * link, a booking link, or their my-request token (the request's latest answer or current booking).
 * The view reads them as they stand; the decisions refuse a link that is used or expired, an
 * answer replaced by a newer one or already decided, and a request withdrawn or passed on.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { ANSWER_MESSAGES, type AnswerOfferView } from '@/domain/answers/contract';
import { MIN_BOOKING_LEAD_MS, slotBlocks } from '@/domain/answers/slots';
import { MAX_REROUTES, matchCriteriaOfLead } from '@/domain/firms/response-clock';
import type { Lead } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { currentLeadOf, leadForLink } from '../privacy/request-access';
import { db } from '../shared/admin';
import { callableError } from '../shared/callable';
import { firmSummaryRef } from '../shared/documents';
import { leadRef } from '../shared/lead-store';
import {
  answerLinks,
  answerRef,
  bookingLinks,
  bookingRef,
  bookingsCollection,
  slotLockRef,
  type ConsultationBookingDocument,
  type LeadAnswerDocument,
} from './store';

export type TokenAccess =
  | { kind: 'answer-link'; token: string; answerId: string }
  | { kind: 'booking-link'; token: string; bookingId: string }
  | { kind: 'request'; token: string; leadId: string; lead: Lead };

/**
 * Which kind of token it is. Link records are looked up by hash first; a token that is neither is
 * tried as the client's my-request token (leadForLink refuses an unknown or erased one).
 */
export async function accessOf(token: string): Promise<TokenAccess> {
  const [answerSnap, bookingSnap] = await Promise.all([
    answerLinks.records().doc(answerLinks.ref(token).id).get(),
    bookingLinks.records().doc(bookingLinks.ref(token).id).get(),
  ]);
  if (answerSnap.exists) {
    const record = answerSnap.data();
    if (!record) throw callableError('answer-link-unknown', ANSWER_MESSAGES.answerLinkUnknown, 'token');
    return { kind: 'answer-link', token, answerId: record.answerId };
  }
  if (bookingSnap.exists) {
    const record = bookingSnap.data();
    if (!record) throw callableError('booking-link-unknown', ANSWER_MESSAGES.bookingLinkUnknown, 'token');
    return { kind: 'booking-link', token, bookingId: record.bookingId };
  }
  const opened = await leadForLink(token).catch(() => {
    throw callableError('answer-link-unknown', ANSWER_MESSAGES.answerLinkUnknown, 'token');
  });
  const current = await currentLeadOf(opened.leadId, opened.lead);
  return { kind: 'request', token, leadId: current.leadId, lead: current.lead };
}

/** The answer a token is about (null: a request token whose request has no answer yet). */
export async function answerIdOf(access: TokenAccess): Promise<string | null> {
  if (access.kind === 'answer-link') return access.answerId;
  if (access.kind === 'request') return access.lead.latestAnswerId ?? null;
  const booking = (await bookingRef(access.bookingId).get()).data();
  return booking?.answerId ?? null;
}

/**
 * The answer a decision is taken on, read in `tx`, with every refusal: the link used or expired,
 * the answer replaced or already decided, the request withdrawn or gone to another firm.
 */
export async function answerForDecision(
  tx: Transaction,
  access: TokenAccess,
  now: number,
): Promise<{ answerId: string; answer: LeadAnswerDocument; lead: Lead }> {
  // The link is re-read inside the transaction: its use is what two taps race on.
  if (access.kind === 'answer-link') await answerLinks.read(access.token, tx, now);
  const answerId = access.kind === 'booking-link' ? null : await answerIdOf(access);
  if (!answerId) {
    if (access.kind === 'booking-link') throw callableError('answer-link-used', ANSWER_MESSAGES.answerLinkUsed, 'token');
    throw callableError('no-answer-yet', ANSWER_MESSAGES.noAnswerYet, 'token');
  }
  const answer = (await tx.get(answerRef(answerId))).data();
  if (!answer) throw callableError('answer-link-unknown', ANSWER_MESSAGES.answerLinkUnknown, 'token');
  const lead = (await tx.get(leadRef(answer.leadId))).data();
  if (!lead || lead.personalInfoRemoved) throw callableError('answer-link-unknown', ANSWER_MESSAGES.answerLinkUnknown, 'token');
  if (answer.replacedByAnswerId) throw callableError('answer-replaced', ANSWER_MESSAGES.answerReplaced, 'token');
  if (answer.decision) throw callableError('answer-link-used', ANSWER_MESSAGES.answerLinkUsed, 'token');
  if (lead.withdrawnAt) throw callableError('lead-withdrawn', ANSWER_MESSAGES.leadWithdrawn, 'token');
  if (lead.reroutedToLeadId) throw callableError('lead-passed-on', ANSWER_MESSAGES.leadGone, 'token');
  if (answer.expiresAt <= now) throw callableError('answer-link-expired', ANSWER_MESSAGES.answerLinkExpired, 'token');
  return { answerId, answer, lead };
}

/**
 * The booking a change is made on, read in `tx`: the booking link used or past, the booking
 * cancelled or already started. A request token acts on the request's current booking.
 */
export async function bookingForChange(
  tx: Transaction,
  access: TokenAccess,
  now: number,
): Promise<{ bookingId: string; booking: ConsultationBookingDocument }> {
  let bookingId: string | null = null;
  if (access.kind === 'booking-link') {
    await bookingLinks.read(access.token, tx, now);
    bookingId = access.bookingId;
  } else if (access.kind === 'request') {
    bookingId = access.lead.bookingId ?? null;
  } else {
    throw callableError('booking-link-unknown', ANSWER_MESSAGES.bookingLinkUnknown, 'token');
  }
  if (!bookingId) throw callableError('booking-not-found', ANSWER_MESSAGES.noBooking, 'token');
  const booking = (await tx.get(bookingRef(bookingId))).data();
  if (!booking) throw callableError('booking-not-found', ANSWER_MESSAGES.noBooking, 'token');
  if (booking.state === 'cancelled') throw callableError('booking-cancelled', ANSWER_MESSAGES.bookingCancelled, 'token');
  if (booking.slot.startsAt <= now) throw callableError('booking-link-expired', ANSWER_MESSAGES.bookingLinkExpired, 'token');
  return { bookingId, booking };
}

/** Whether each of an answer's times is free now: no booking holds any quarter hour of it, and it is not too soon. */
async function takenTimes(firmId: string, slots: readonly { startsAt: number; minutes: number }[], now: number) {
  const refs = slots.flatMap((slot) => slotBlocks(slot).map((block) => slotLockRef(firmId, block)));
  const snaps = refs.length ? await db.getAll(...refs) : [];
  const held = new Set(snaps.filter((s) => s.exists).map((s) => s.id));
  return slots.map(
    (slot) =>
      slot.startsAt < now + MIN_BOOKING_LEAD_MS || slotBlocks(slot).some((block) => held.has(slotLockRef(firmId, block).id)),
  );
}

/** The answer as the client's page shows it. */
export async function answerView(answerId: string, answer: LeadAnswerDocument, now: number): Promise<AnswerOfferView> {
  const [leadSnap, firmSnap, bookingsSnap] = await Promise.all([
    leadRef(answer.leadId).get(),
    firmSummaryRef(answer.firmId).get(),
    bookingsCollection().where('answerId', '==', answerId).get(),
  ]);
  const lead = leadSnap.data();
  const booking = bookingsSnap.docs
    .map((d) => ({ id: d.id, data: d.data() }))
    .sort((a, b) => b.data.createdAt - a.data.createdAt)[0];
  const state: AnswerOfferView['state'] = answer.replacedByAnswerId
    ? 'replaced'
    : answer.decision
      ? answer.decision.kind
      : lead?.withdrawnAt
        ? 'withdrawn'
        : answer.expiresAt <= now
          ? 'expired'
          : 'open';
  const offer: AnswerOfferView['offer'] =
    answer.offer.kind === 'times'
      ? await (async (slots) => {
          const taken = await takenTimes(answer.firmId, slots, now);
          return { kind: 'times' as const, slots: slots.map((slot, i) => ({ ...slot, taken: taken[i]! })) };
        })(answer.offer.slots)
      : answer.offer;
  const criteria = lead ? matchCriteriaOfLead(lead.formData) : null;
  return {
    answerId,
    state,
    firmName: firmSnap.data()?.firmName ?? 'The firm',
    need: lead ? serviceLabelOfLead(lead.formData) : '',
    message: answer.personalInfoRemoved ? '' : answer.message,
    fee: answer.fee,
    offer,
    answeredAt: answer.deliveredAt,
    replacesEarlier: !!answer.replacesAnswerId,
    expiresAt: answer.expiresAt,
    booking: booking
      ? {
          bookingId: booking.id,
          slot: booking.data.slot,
          state: booking.data.state,
          cancelledBy: booking.data.cancelledBy ?? null,
          reason: booking.data.personalInfoRemoved ? null : (booking.data.reason ?? null),
        }
      : null,
    canSendOn:
      state === 'open' && !!lead && !lead.reroutedToLeadId && (lead.rerouteCount ?? 0) < MAX_REROUTES && criteria !== null,
  };
}
