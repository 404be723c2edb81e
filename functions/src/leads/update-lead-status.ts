import { type LeadStatus, type UpdateLeadStatusResult } from '@/domain/leads/lead-documents';
import { CONTACT_CLAIM_MESSAGES } from '@/domain/leads/contact-claim';
import { leadStatusChange } from '@/domain/leads/record';
import { isPaidPlan } from '@/domain/payments/plans';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { firmRef } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
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
 * 'pending' records respondedAt and the response minutes, which no later change moves, and the
 * firm's claim that it contacted the client (contact-claim.ts): the claim holds the clock while the
 * client is asked, and the public median moves only when the client confirms (answerContactCheck).
 * A lead whose client said nobody contacted them is reopened for the client and no longer the
 * firm's to update (it may dispute the answer once).
 */
export const updateLeadStatus = callable('updateLeadStatus', {
  access: 'firm',
  handler: async ({ leadId, status }, caller): Promise<UpdateLeadStatusResult> => {
    const firmId = caller.firmId!;
    const now = Date.now();
    const minutes = await db.runTransaction(async (tx) => {
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
      if (lead.contactClaim?.state === 'denied') throw callableError('contact-denied', CONTACT_CLAIM_MESSAGES.denied, 'leadId');

      const change = leadStatusChange(lead, status, now);
      updateLead(tx, leadId, change.update);
      return change.minutes;
    });
    return { status, responseMinutes: minutes };
  },
});
