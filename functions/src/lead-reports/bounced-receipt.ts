import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { db } from '../shared/admin';
import { collections, leadRef } from '../shared/documents';
import { readSlotReturn } from './slot-return';

/** A client's receipt for a new lead, as the lead transaction queues it: the only mail whose bounce returns a slot. */
const clientReceiptSchema = z.object({
  template: z.literal('client-confirmation'),
  data: z.object({ leadId: z.string().min(1).max(128) }),
});

/**
 * After a mail bounced: when it was a client's receipt for a new lead, the address does not exist,
 * so the lead cannot be genuine and its free slot comes back on its own (lead-reports.ts). Any
 * other bounced mail changes nothing here.
 */
export async function returnSlotOfBouncedReceipt(mailId: string, now = new Date()): Promise<boolean> {
  const receipt = clientReceiptSchema.safeParse((await collections.mail().doc(mailId).get()).data());
  if (!receipt.success) return false;
  const { leadId } = receipt.data.data;
  return db.runTransaction(async (tx) => {
    const lead = (await tx.get(leadRef(leadId))).data();
    if (!lead) return false;
    const slot = await readSlotReturn(tx, leadId, lead);
    slot.write('bounced', now);
    if (slot.gives) logger.info('client address bounced: the lead’s free slot is returned', { leadId, firmId: lead.firmId });
    return slot.gives;
  });
}
