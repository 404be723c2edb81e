import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { monthKey, type Lead } from '@/domain';
import { countLead, leadClockFields, type ChosenFirm } from '../matching/lead-transaction';
import { db } from '../shared/admin';

/**
 * Writes the lead that carries a lapsed case to the next firm, inside the caller's transaction
 * (after its reads): the same request, consent record and source, a fresh deadline in the new
 * firm's hours, the chain back to the lapsed lead and every firm tried so far; counts it against
 * the firm's month and marks the lapsed lead as passed on. The response clock's automatic reroute
 * and the client's own send-on link (sendLeadOn) both write a passed-on lead through here, so the
 * two are the same shape.
 */
export function writePassedOnLead(
  tx: Transaction,
  lapsed: { id: string; lead: Lead },
  chosen: ChosenFirm,
  clientEmail: string,
  now: Date,
  /** The lapsed lead's own update besides the link (the job sets lapsedAt in the same write). */
  lapsedUpdate: Record<string, unknown> = {},
): { newLeadId: string; responseDueAt: number } {
  const { id: leadId, lead } = lapsed;
  const clock = leadClockFields(chosen.firm, now);
  const at = Timestamp.fromDate(now);
  const tried = lead.triedFirmIds ?? [lead.firmId];
  const newRef = db.collection('leads').doc();
  tx.set(newRef, {
    firmId: chosen.id,
    status: 'pending',
    province: lead.province,
    practiceArea: lead.practiceArea,
    source: lead.source,
    formData: lead.formData,
    ...(lead.consent ? { consent: { ...lead.consent, givenAt: Timestamp.fromMillis(lead.consent.givenAt) } } : {}),
    createdAt: at,
    updatedAt: at,
    assignedAt: at,
    ...clock,
    rerouteCount: (lead.rerouteCount ?? 0) + 1,
    triedFirmIds: [...tried, chosen.id],
    reroutedFromLeadId: leadId,
  });
  countLead(tx, chosen, monthKey(now), clientEmail, now);
  tx.update(db.doc(`leads/${leadId}`), { ...lapsedUpdate, reroutedToLeadId: newRef.id });
  return { newLeadId: newRef.id, responseDueAt: clock.responseDueAt.toMillis() };
}
