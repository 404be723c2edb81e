/**
 * A firm's answers and the consultations booked from them are covered like the lead they answer
 * (docs/privacy.md): found and erased with the client's data, thinned by retention with the lead,
 * and a withdrawn request's booked consultation is cancelled (its time freed, its reminder off).
 * What stays of an erased or retained answer is the figures (the estimate, the times, when): the
 * firm's words to the client, the client's note and the reasons given for changes go.
 */
import { FieldValue, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { db } from '../shared/admin';
import { collections } from '../shared/documents';
import { slotLockRefById } from './store';

type Reason = 'retention' | 'erasure' | 'withdrawal';
type Writer = Transaction | WriteBatch;

/** An answer without the words: its message and the client's note removed, the removal recorded. */
export const answerWordsRemoved = (reason: Reason, at: Date) => ({
  message: '',
  'decision.note': FieldValue.delete(),
  personalInfoRemoved: { at, reason },
});

/** A booking without the reasons given; a booking still on is cancelled (the client is gone) and its time freed. */
export function bookingRemoval(booking: { state?: unknown; lockIds?: unknown }, reason: Reason, at: Date, writer: Writer) {
  const live = booking.state === 'booked';
  if (live && Array.isArray(booking.lockIds)) {
    for (const id of booking.lockIds) if (typeof id === 'string') (writer as WriteBatch).delete(slotLockRefById(id));
  }
  return {
    reason: FieldValue.delete(),
    personalInfoRemoved: { at, reason },
    ...(live ? { state: 'cancelled', cancelledBy: 'client', cancelledAt: at, lockIds: [], remindAt: null, updatedAt: at } : {}),
  };
}

/** The answer and booking documents of one lead, and their client links (queries, not in a transaction). */
async function answerDocumentsOf(leadId: string) {
  const [answers, bookings, answerLinks, bookingLinks] = await Promise.all([
    collections.leadAnswers().where('leadId', '==', leadId).get(),
    collections.consultationBookings().where('leadId', '==', leadId).get(),
    collections.answerLinks().where('leadId', '==', leadId).get(),
    collections.bookingLinks().where('leadId', '==', leadId).get(),
  ]);
  return { answers: answers.docs, bookings: bookings.docs, links: [...answerLinks.docs, ...bookingLinks.docs] };
}

/** Applies the removal to one lead's answers, bookings and links in `batch` (retention and withdrawal). */
export async function removeAnswerData(batch: WriteBatch, leadId: string, reason: Reason, at: Date): Promise<number> {
  const found = await answerDocumentsOf(leadId);
  if (reason === 'withdrawal') {
    // A withdrawn request keeps the firm's answer as sent; only a consultation still booked ends.
    for (const doc of found.bookings) {
      if (doc.get('state') === 'booked') batch.update(doc.ref, bookingRemoval(doc.data(), reason, at, batch));
    }
    return found.bookings.length;
  }
  for (const doc of found.answers) batch.update(doc.ref, answerWordsRemoved(reason, at));
  for (const doc of found.bookings) batch.update(doc.ref, bookingRemoval(doc.data(), reason, at, batch));
  for (const doc of found.links) batch.delete(doc.ref);
  return found.answers.length + found.bookings.length + found.links.length;
}

/**
 * The same in a batch of its own, committed (retention: a page of leads already fills its batch;
 * one lead's answers, bookings and links are a few dozen writes). Idempotent: a run that stops
 * before the lead's own write does it again next time.
 */
export async function removeAnswerDataNow(leadId: string, reason: Reason, at: Date): Promise<number> {
  const batch = db.batch();
  const writes = await removeAnswerData(batch, leadId, reason, at);
  if (writes > 0) await batch.commit();
  return writes;
}
