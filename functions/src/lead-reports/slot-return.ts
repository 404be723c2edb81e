import type { Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadSlotReturned } from '@/domain/leads/record';
import { type SlotReturnReason } from '@/domain/leads/reports';
import { readUncount } from '../leads/placement';
import { updateLead } from '../shared/lead-writes';

/**
 * Giving a free firm its slot back for one lead (lead-reports.ts), in two halves because a
 * transaction reads everything before it writes: `readSlotReturn` reads what the placement module
 * needs to uncount the lead (readUncount: the firm's counters and match index), and the function
 * it returns writes the lead's `slotReturn` and has the placement module, the only writer of the
 * free-lead counters, take the count back.
 *
 * Only a lead that used a slot (`freeSlot`) gives one back, once. A lead from an earlier month
 * records the return but changes no counter: that month's allowance is over.
 */
export async function readSlotReturn(tx: Transaction, leadId: string, lead: Lead) {
  const gives = lead.freeSlot === true && lead.slotReturn === undefined;
  const uncount = gives ? await readUncount(tx, lead) : null;

  return {
    /** Whether writing will give a slot back (false: none was used, or it came back already). */
    gives,
    write(reason: SlotReturnReason, now: Date): void {
      if (!gives) return;
      updateLead(tx, leadId, leadSlotReturned(reason, now));
      uncount?.write();
    },
  };
}
