import { Timestamp } from 'firebase-admin/firestore';
import { leadReportDecided } from '@/domain/leads/record';
import { type DecideLeadReportResult } from '@/domain/leads/report-contract';
import { LEAD_REPORT_MESSAGES } from '@/domain/leads/reports';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { collections, leadRef, leadReportRef } from '../shared/documents';
import { updateLead } from '../shared/lead-writes';
import { readSlotReturn } from './slot-return';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, writeAuditEntry } from '../shared/record-writes';

/**
 * The operator accepts or declines a firm's open report, with a note the firm reads. Accepting
 * gives the firm its slot back (and puts a full free firm back in matching at once); both
 * outcomes go on the lead, in the queue and in the audit trail, in one transaction.
 */
export const decideLeadReport = callable('decideLeadReport', {
  access: 'admin',
  handler: async ({ leadId, decision, note }, caller): Promise<DecideLeadReportResult> => {
    const now = new Date();
    return db.runTransaction(async (tx) => {
      const [reportSnap, leadSnap] = await Promise.all([tx.get(leadReportRef(leadId)), tx.get(leadRef(leadId))]);
      const lead = leadSnap.data();
      const queued = reportSnap.data();
      if (!queued || !lead?.report) throw callableError('lead-report-not-found', LEAD_REPORT_MESSAGES.reportNotFound, 'leadId');
      if (lead.report.state !== 'open') throw callableError('lead-report-decided', LEAD_REPORT_MESSAGES.alreadyDecided, 'leadId');
      const slot = await readSlotReturn(tx, leadId, lead);

      const state = decision === 'accept' ? ('accepted' as const) : ('declined' as const);
      const at = Timestamp.fromDate(now);
      const decided = { state, decidedAt: at, decidedBy: 'operator' as const, outcome: note };
      updateLead(tx, leadId, leadReportDecided(lead.report, state, now, note));
      tx.update(collections.leadReports().doc(leadId), { ...decided, decidedByUid: caller.uid });
      if (state === 'accepted') slot.write('report', now);
      writeAuditEntry(
        tx,
        auditEntry(
          {
            by: auditActor(caller),
            firmId: lead.firmId,
            firmName: queued.firmName,
            field: 'lead-report',
            before: 'open',
            after: state,
            leadId,
            reason: note,
          },
          now,
        ),
      );
      return { leadId, state, slotReturned: state === 'accepted' && slot.gives };
    });
  },
});
