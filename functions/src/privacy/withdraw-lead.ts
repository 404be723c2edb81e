// Apart from request-access.ts (the request link itself), which the placement module imports to
// make a link for every client mail: withdrawing reaches into the answers and bookings, which a
// mail about a new lead has nothing to do with.
import { Timestamp } from 'firebase-admin/firestore';
import { leadWithdrawal } from '@/domain/leads/record';
import { removeAnswerData } from '../answers/personal-data';
import { db } from '../shared/admin';
import { collections, openLeadsCollection } from '../shared/documents';
import { updateLead } from '../shared/lead-writes';

/**
 * Withdraws a request: the lead and any firm's accepted copy are marked withdrawn (the firm's
 * dashboard says so and no longer offers actions), and copies still open to other firms go.
 */
export async function withdrawLead(leadId: string): Promise<void> {
  const at = Timestamp.now();
  const copies = await collections.leads().where('originalLeadId', '==', leadId).get();
  const open = await openLeadsCollection().where('originalLeadId', '==', leadId).get();
  const batch = db.batch();
  const withdrawn = leadWithdrawal(at.toDate());
  updateLead(batch, leadId, withdrawn);
  for (const copy of copies.docs) updateLead(batch, copy.ref, withdrawn);
  for (const doc of open.docs) if (doc.data().state === 'open') batch.delete(doc.ref);
  // A consultation still booked on the request ends with it: the firm's time is free, no reminder goes.
  for (const id of [leadId, ...copies.docs.map((d) => d.id)]) await removeAnswerData(batch, id, 'withdrawal', at.toDate());
  await batch.commit();
}
