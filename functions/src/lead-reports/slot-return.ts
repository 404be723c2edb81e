import type { Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadSlotReturned } from '@/domain/leads/record';
import { type SlotReturnReason } from '@/domain/leads/reports';
import { FREE_MONTHLY_LEADS, monthKey } from '@/domain/payments/plans';
import { accountRef } from '../shared/documents';
import { matchIndexRef } from '../shared/firm-match-fields';
import { updateLead } from '../shared/lead-writes';

/**
 * Giving a free firm its slot back for one lead (lead-reports.ts), in two halves because a
 * transaction reads everything before it writes: `readSlotReturn` reads the firm's counters and
 * match index, and the function it returns writes the lead's `slotReturn`, one count less for the
 * lead's month, and, when the firm was full, takes the full-month flag off its match index, so the
 * very next request can match it again.
 *
 * Only a lead that used a slot (`freeSlot`) gives one back, once. A lead from an earlier month
 * records the return but changes no counter: that month's allowance is over.
 */
export async function readSlotReturn(tx: Transaction, leadId: string, lead: Lead) {
  const month = monthKey(lead.createdAt);
  const gives = lead.freeSlot === true && lead.slotReturn === undefined;
  const [account, index] = gives
    ? await Promise.all([tx.get(accountRef(lead.firmId)), tx.get(matchIndexRef(lead.firmId))])
    : [null, null];
  const counters = account?.data();
  const used = counters && counters.leadMonth === month ? counters.leadsThisMonth : null;
  const fullThisMonth = index?.data()?.leadsFullMonth === month;

  return {
    /** Whether writing will give a slot back (false: none was used, or it came back already). */
    gives,
    write(reason: SlotReturnReason, now: Date): void {
      if (!gives) return;
      updateLead(tx, leadId, leadSlotReturned(reason, now));
      if (used === null || used <= 0) return;
      const count = used - 1;
      tx.update(accountRef(lead.firmId), { leadsThisMonth: count });
      if (count < FREE_MONTHLY_LEADS && fullThisMonth) tx.update(matchIndexRef(lead.firmId), { leadsFullMonth: null });
    },
  };
}
