import { logger } from 'firebase-functions/v2';
import { db } from '../shared/admin';
import { leadRef } from '../shared/lead-store';
import { readSlotReturn } from './slot-return';

/**
 * After a mail bounced: when it was a client's receipt for a new lead, the address does not exist,
 * so the lead cannot be genuine and its free slot comes back on its own (lead-reports.ts). Any
 * other bounced mail changes nothing here.
 */
export async function returnSlotOfBouncedReceipt(mailId: string, now = new Date()): Promise<boolean> {
  const mail = await db.collection('mail').doc(mailId).get();
  const leadId = mail.get('template') === 'client-confirmation' ? (mail.get('data.leadId') as unknown) : null;
  if (typeof leadId !== 'string' || leadId === '') return false;
  return db.runTransaction(async (tx) => {
    const lead = (await tx.get(leadRef(leadId))).data();
    if (!lead) return false;
    const slot = await readSlotReturn(tx, leadId, lead);
    slot.write('bounced', now);
    if (slot.gives) logger.info('client address bounced: the lead’s free slot is returned', { leadId, firmId: lead.firmId });
    return slot.gives;
  });
}
