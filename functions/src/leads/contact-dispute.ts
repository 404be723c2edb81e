import {
  CONTACT_CLAIM_MESSAGES,
  contactDisputed,
  contactDisputeDecided,
  mayDispute,
  type DecideContactDisputeResult,
  type DisputeContactDenialResult,
} from '@/domain/leads/contact-claim';
import { auditEntry } from '@/domain/shared/audit-entry';
import * as logger from 'firebase-functions/logger';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { firmRef } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { auditActor, writeAuditEntry } from '../shared/record-writes';
import { refreshResponseStats } from './response-stats';
import { LEAD_STATUS_MESSAGES } from './update-lead-status';

/**
 * The firm disputes its client's "No, nobody contacted me", once, with a note the operator reads
 * (for example when it called). Only the firm the lead belongs to; another firm's lead reads as
 * missing. The answer stands until the operator decides.
 */
export const disputeContactDenial = callable('disputeContactDenial', {
  access: 'firm',
  handler: async ({ leadId, note }, caller): Promise<DisputeContactDenialResult> => {
    const firmId = caller.firmId!;
    await db.runTransaction(async (tx) => {
      const lead = (await tx.get(leadRef(leadId))).data();
      if (!lead || lead.firmId !== firmId) throw callableError('lead-not-found', LEAD_STATUS_MESSAGES.notFound, 'leadId');
      const claim = lead.contactClaim;
      if (claim?.state !== 'denied') throw callableError('contact-not-denied', CONTACT_CLAIM_MESSAGES.notDenied, 'leadId');
      if (!mayDispute(claim)) throw callableError('contact-already-disputed', CONTACT_CLAIM_MESSAGES.alreadyDisputed, 'leadId');
      updateLead(tx, leadId, contactDisputed(note, new Date()));
    });
    return { state: 'disputed' };
  },
});

/**
 * The operator decides a firm's dispute: upheld, the contact counts as confirmed (the clock stops
 * at the claim, the lapse no longer counts towards a pause, the public median counts it); rejected,
 * the client's No stands. Decided once, audited with the operator's note.
 */
export const decideContactDispute = callable('decideContactDispute', {
  access: 'admin',
  handler: async ({ leadId, decision, note }, caller): Promise<DecideContactDisputeResult> => {
    const firmId = await db.runTransaction(async (tx) => {
      const lead = (await tx.get(leadRef(leadId))).data();
      const claim = lead?.contactClaim;
      if (!lead || !claim?.dispute) throw callableError('contact-no-dispute', CONTACT_CLAIM_MESSAGES.noDispute, 'leadId');
      if (claim.dispute.decision) throw callableError('contact-already-decided', CONTACT_CLAIM_MESSAGES.alreadyDecided, 'leadId');
      const firm = (await tx.get(firmRef(lead.firmId))).data();
      updateLead(tx, leadId, contactDisputeDecided({ ...claim, dispute: claim.dispute }, decision, new Date(), note));
      writeAuditEntry(
        tx,
        auditEntry({
          by: auditActor(caller),
          firmId: lead.firmId,
          firmName: firm?.firmName ?? null,
          field: 'contact-dispute',
          before: 'disputed',
          after: decision,
          leadId,
          reason: claim.dispute.note,
          ...(note ? { note } : {}),
        }),
      );
      return lead.firmId;
    });
    if (decision === 'upheld') {
      try {
        await refreshResponseStats(firmId, Date.now());
      } catch (error) {
        logger.error('response stats refresh failed', { firmId, error: String(error) });
      }
    }
    return { decision };
  },
});
