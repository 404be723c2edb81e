import * as logger from 'firebase-functions/logger';
import { Timestamp } from 'firebase-admin/firestore';
import { publicMedianResponse, responseMinutes, responseWindowStart } from '@/domain/firms/response-clock';
import { isFirmOwnAddress, mailboxKey } from '@/domain/mail/mailbox';
import { db } from '../shared/admin';
import { z } from 'zod';
import { collections, fieldsOf, storedTimestamp } from '../shared/documents';

/** The fields the figure is computed from (the query selects just these). */
const answeredLeadSchema = z.object({
  createdAt: storedTimestamp.optional(),
  clockStoppedBy: z.object({ at: storedTimestamp.optional() }).optional(),
  formData: z.object({ email: z.string().optional() }).optional(),
});
import { firmAddresses } from '../shared/firm-addresses';
import { firmRef, updateFirmDocument } from '../shared/firm-store';

const millis = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : null);

/**
 * Recomputes the measured response time on the firm's public document (responseStats): the
 * leads whose clock an answer the client received, a booking or a contact the client confirmed
 * stopped (`clockStoppedBy`, contact-claim.ts: a firm's "contacted" alone never counts) in the last
 * RESPONSE_STATS_WINDOW_DAYS, from distinct clients who are not the firm, and their median minutes
 * from arrival to that stop once there are MIN_ANSWERED_FOR_MEDIAN of them. A recomputation, not an
 * increment, so running it twice writes the same figures. Index: leads (firmId, clockStoppedBy.at).
 */
export async function refreshResponseStats(
  firmId: string,
  now: number,
): Promise<{ answeredLeads: number; medianMinutes: number | null }> {
  const snap = await collections
    .leads()
    .where('firmId', '==', firmId)
    .where('clockStoppedBy.at', '>=', Timestamp.fromMillis(responseWindowStart(now)))
    .orderBy('clockStoppedBy.at', 'asc')
    .select('createdAt', 'clockStoppedBy', 'formData.email')
    .get();
  // One answer per independent client: the firm's own addresses never count (a firm answering
  // requests it sent itself once put "median response 0 min" on its card), and a client who asked
  // five times counts once, with the first answer they got.
  const own = await firmAddresses(firmId);
  const clients = new Set<string>();
  const independent = snap.docs.filter((d) => {
    const email = fieldsOf(answeredLeadSchema, d)?.formData?.email;
    if (typeof email !== 'string' || !email.includes('@')) return true;
    const client = mailboxKey(email);
    if (isFirmOwnAddress(client, own) || clients.has(client)) return false;
    clients.add(client);
    return true;
  });
  const minutes = independent.flatMap((d) => {
    const fields = fieldsOf(answeredLeadSchema, d);
    const created = millis(fields?.createdAt);
    const stopped = millis(fields?.clockStoppedBy?.at);
    return created !== null && stopped !== null ? [responseMinutes(created, stopped)] : [];
  });
  const stats = { answeredLeads: minutes.length, medianMinutes: publicMedianResponse(minutes) };
  await db.runTransaction(async (tx) => {
    const firm = (await tx.get(firmRef(firmId))).data();
    if (!firm) return;
    updateFirmDocument(tx, firmId, firm, { responseStats: { ...stats, updatedAt: new Date(now) } });
  });
  return stats;
}

/**
 * After a lead's clock stopped (an answer delivered, a booking, a confirmed contact): the firm's
 * public median catches up at once. The stop itself is already recorded, so a failure here only
 * leaves the figure to the nightly refresh.
 */
export async function refreshAfterClockStop(firmId: string, now: number): Promise<void> {
  try {
    await refreshResponseStats(firmId, now);
  } catch (error) {
    logger.error('response stats refresh failed', { firmId, error: String(error) });
  }
}
