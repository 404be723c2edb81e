import { leadSeen } from '@/domain/leads/record';
import { type MarkLeadSeenResult } from '@/domain/leads/send-on';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { LEAD_STATUS_MESSAGES } from './update-lead-status';
import { updateLead } from '../shared/lead-writes';

/**
 * The firm opened a lead's details in its dashboard: the first time stamps `seenAt`, which the
 * client's request page shows as "seen"; later calls change nothing and answer the same time.
 * Only the firm the lead belongs to; another firm's lead reads as missing, as in updateLeadStatus.
 */
export const markLeadSeen = callable('markLeadSeen', {
  access: 'firm',
  handler: async ({ leadId }, caller): Promise<MarkLeadSeenResult> => {
    const firmId = caller.firmId!;
    const seenAt = await db.runTransaction(async (tx) => {
      const lead = (await tx.get(leadRef(leadId))).data();
      if (!lead || lead.firmId !== firmId) throw callableError('lead-not-found', LEAD_STATUS_MESSAGES.notFound, 'leadId');
      if (lead.seenAt !== undefined) return lead.seenAt;
      const now = Date.now();
      updateLead(tx, leadId, leadSeen(new Date(now)));
      return now;
    });
    return { seenAt: new Date(seenAt).toISOString() };
  },
});
