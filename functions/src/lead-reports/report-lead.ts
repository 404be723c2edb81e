import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadReported } from '@/domain/leads/record';
import { type ReportLeadResult } from '@/domain/leads/report-contract';
import {
  DUPLICATE_LOOKBACK_DAYS,
  LEAD_REPORT_MESSAGES,
  LEAD_REPORT_WINDOW_DAYS,
  reportEvidence,
  sameClient,
} from '@/domain/leads/reports';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { retryOnContention } from '../shared/contention';
import { collections, firmRef, leadRef, leadsCollection } from '../shared/documents';
import { updateLead } from '../shared/lead-writes';
import { readSlotReturn } from './slot-return';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Earlier leads a duplicate is looked for among: a firm gets far fewer in a month. */
const DUPLICATE_SCAN_LIMIT = 200;

/** Whether an earlier lead to the firm, within the lookback, came from the same client (sameClient). */
async function earlierLeadFromSameClient(tx: Transaction, leadId: string, lead: Lead): Promise<boolean> {
  const earlier = await tx.get(
    leadsCollection()
      .where('firmId', '==', lead.firmId)
      .where('createdAt', '>=', Timestamp.fromMillis(lead.createdAt - DUPLICATE_LOOKBACK_DAYS * DAY_MS))
      .where('createdAt', '<=', Timestamp.fromMillis(lead.createdAt))
      .orderBy('createdAt', 'desc')
      .limit(DUPLICATE_SCAN_LIMIT),
  );
  return earlier.docs.some((doc) => doc.id !== leadId && sameClient(lead.formData, doc.data().formData));
}

/**
 * A firm reports one of its leads as not genuine, with a reason code. In one transaction: the
 * report goes on the lead (the firm sees it) and into the operator's queue; when the platform's
 * own records bear the reason out (reportEvidence) it is accepted at once and the slot comes back,
 * otherwise it waits for the operator (decideLeadReport).
 */
export const reportLead = callable('reportLead', {
  access: 'firm',
  handler: async ({ leadId, reason, note }, caller): Promise<ReportLeadResult> => {
    const firmId = caller.firmId!;
    const now = new Date();
    // Five reports of one lead at once: each transaction that loses is run again (contention.ts),
    // and finds the first one's report, answering the product's own refusal.
    return retryOnContention(() =>
      db.runTransaction(async (tx) => {
        const [leadSnap, firmSnap] = await Promise.all([tx.get(leadRef(leadId)), tx.get(firmRef(firmId))]);
        const lead = leadSnap.data();
        // Someone else's lead and no lead at all read the same: nothing about other firms' leads leaks.
        if (!lead || lead.firmId !== firmId) throw callableError('lead-not-found', LEAD_REPORT_MESSAGES.leadNotFound, 'leadId');
        if (lead.slotReturn) throw callableError('lead-slot-already-returned', LEAD_REPORT_MESSAGES.alreadyReturned, 'leadId');
        if (lead.report) throw callableError('lead-report-exists', LEAD_REPORT_MESSAGES.alreadyReported, 'leadId');
        if (lead.status === 'converted') throw callableError('lead-converted', LEAD_REPORT_MESSAGES.converted, 'leadId');
        if (now.getTime() - lead.createdAt > LEAD_REPORT_WINDOW_DAYS * DAY_MS)
          throw callableError('lead-report-too-late', LEAD_REPORT_MESSAGES.tooOld, 'leadId');

        const duplicate = reason === 'duplicate' && (await earlierLeadFromSameClient(tx, leadId, lead));
        const evidence = reportEvidence(reason, { fit: lead.fit, earlierLeadFromSameClient: duplicate });
        const slot = await readSlotReturn(tx, leadId, lead);

        const at = Timestamp.fromDate(now);
        const decided = evidence ? { decidedAt: at, decidedBy: 'evidence' as const, outcome: evidence } : {};
        const state = evidence ? ('accepted' as const) : ('open' as const);
        updateLead(tx, leadId, leadReported(reason, now, evidence));
        tx.set(collections.leadReports().doc(leadId), {
          leadId,
          firmId,
          firmName: firmSnap.data()?.firmName ?? null,
          reason,
          note,
          state,
          leadCreatedAt: Timestamp.fromMillis(lead.createdAt),
          practiceArea: lead.practiceArea,
          area: lead.formData.city,
          freeSlot: lead.freeSlot === true,
          createdAt: at,
          ...decided,
        });
        if (evidence) slot.write('report', now);
        return { leadId, state, slotReturned: evidence !== null && slot.gives };
      }),
    );
  },
});
