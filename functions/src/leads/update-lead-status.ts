import { logger } from 'firebase-functions/v2';
import { type LeadStatus, type UpdateLeadStatusResult } from '@/domain/leads/lead-documents';
import { leadStatusChange } from '@/domain/leads/record';
import { isPaidPlan } from '@/domain/payments/plans';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { firmRef } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { refreshResponseStats } from './response-stats';
import { updateLead } from '../shared/lead-writes';

export const LEAD_STATUS_MESSAGES = {
  notFound: 'This lead is not among your leads. Please refresh the page.',
  /** A free firm may answer its leads (docs/firms.md, "Free plan"), not manage them further. */
  planRequired: 'On the Basic plan you can mark a lead as contacted. Upgrade to Premium to track leads as converted or closed.',
  withdrawn: 'The client withdrew this request, so it can no longer be updated.',
  passedOn:
    'This lead passed its response deadline and the client’s request went to another firm, so it can no longer be updated.',
} as const;

/** A free firm's one status change: marking a waiting (or already contacted) lead as contacted. */
function freeFirmMay(next: LeadStatus, current: LeadStatus | undefined): boolean {
  return next === 'contacted' && (current === undefined || current === 'pending' || current === 'contacted');
}

/**
 * The dashboard's status change, the only writer of a lead's status after creation. In one
 * transaction: the lead must be the caller's firm's, and the lead not already passed on by the
 * reroute job. A paid firm sets any status; a free firm only answers a lead ('contacted', from
 * 'pending' or again), so its response clock can be met (docs/firms.md, "Free plan") while full
 * status management stays a paid feature. The first move away from
 * 'pending' records respondedAt and the response minutes, which no later change moves. Then the
 * firm's public median response time is recomputed.
 */
export const updateLeadStatus = callable('updateLeadStatus', {
  access: 'firm',
  handler: async ({ leadId, status }, caller): Promise<UpdateLeadStatusResult> => {
    const firmId = caller.firmId!;
    const now = Date.now();
    const { minutes, answeredNow } = await db.runTransaction(async (tx) => {
      const [leadSnap, firmSnap] = await Promise.all([tx.get(leadRef(leadId)), tx.get(firmRef(firmId))]);
      const lead = leadSnap.data();
      // Someone else's lead and no lead at all read the same: nothing about other firms' leads leaks.
      if (!lead || lead.firmId !== firmId) throw callableError('lead-not-found', LEAD_STATUS_MESSAGES.notFound, 'leadId');
      const firm = firmSnap.data();
      if (!firm) throw callableError('firm-not-found', 'Firm not found');
      if (!isPaidPlan(firm.packageType) && !freeFirmMay(status, lead.status)) {
        throw callableError('plan-required', LEAD_STATUS_MESSAGES.planRequired);
      }
      if (lead.reroutedToLeadId) throw callableError('lead-passed-on', LEAD_STATUS_MESSAGES.passedOn, 'leadId');
      if (lead.withdrawnAt) throw callableError('lead-withdrawn', LEAD_STATUS_MESSAGES.withdrawn, 'leadId');

      const change = leadStatusChange(lead, status, now);
      updateLead(tx, leadId, change.update);
      return { minutes: change.minutes, answeredNow: change.answeredNow };
    });
    if (answeredNow) {
      try {
        await refreshResponseStats(firmId, now);
      } catch (error) {
        // The answer is recorded; the public figure catches up at the nightly refresh.
        logger.error('response stats refresh failed', { firmId, error: String(error) });
      }
    }
    return { status, responseMinutes: minutes };
  },
});
