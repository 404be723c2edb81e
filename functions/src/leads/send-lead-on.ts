import { Timestamp } from 'firebase-admin/firestore';
import { MAX_REROUTES, searchCriteriaOfLead } from '@/domain/firms/response-clock';
import { SEND_ON_MESSAGES, type SendLeadOnResult } from '@/domain/leads/send-on';
import { monthKey } from '@/domain/payments/plans';
import { clientNameFromCriteria, leadEmailFromCriteria } from '../matching/lead-drafts';
import { chooseFirm } from '../matching/lead-transaction';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { readMailAllowance } from '../shared/mail-queue';
import { tellClient } from './placement';
import { queuePassedOnFirmMails, writePassedOnLead } from './pass-lead-on';
import { sendOnLinkRef, usableSendOnLink } from './send-on-store';
import { collections } from '../shared/documents';

/**
 * The button on the send-on page. Public: the token from the client's "your firm did not answer"
 * email is the credential. In one transaction: the link must be known, unused and unexpired; the
 * lapsed request still the client's to send (not withdrawn or erased, not already passed on); the
 * firm still able to take it (listed, and a free firm with room this month, as the lead
 * transaction checks). Then the new lead is written as the reroute job writes one, every link of
 * that email is used up, and the firm's lead email, the client's confirmation and the first
 * firm's lapse notice are queued.
 */
export const sendLeadOn = callable('sendLeadOn', {
  access: 'public',
  handler: async ({ token }): Promise<SendLeadOnResult> => {
    const now = new Date();
    const linkRef = sendOnLinkRef(token);
    return db.runTransaction(async (tx) => {
      const link = usableSendOnLink(await tx.get(linkRef), now.getTime());
      const lead = (await tx.get(leadRef(link.leadId))).data();
      if (!lead || lead.personalInfoRemoved || !lead.formData.email) {
        throw callableError('send-on-link-unknown', SEND_ON_MESSAGES.unknown, 'token');
      }
      if (lead.withdrawnAt) throw callableError('lead-withdrawn', SEND_ON_MESSAGES.withdrawn, 'token');
      if (lead.reroutedToLeadId || (lead.rerouteCount ?? 0) >= MAX_REROUTES) {
        throw callableError('send-on-link-used', SEND_ON_MESSAGES.used, 'token');
      }
      const criteria = searchCriteriaOfLead(lead.formData);
      if (!criteria) throw callableError('send-on-link-unknown', SEND_ON_MESSAGES.unknown, 'token');
      const tried = lead.triedFirmIds ?? [lead.firmId];
      const { chosen } = tried.includes(link.firmId)
        ? { chosen: null }
        : await chooseFirm(tx, [link.firmId], monthKey(now), criteria.email);
      if (!chosen) throw callableError('firm-unavailable', SEND_ON_MESSAGES.firmUnavailable(link.firmName), 'token');
      const clientMail = await readMailAllowance(tx, criteria.email, now.getTime());
      const previous = await readFirm(lead.firmId, tx).catch(() => null);

      const { newLeadId, responseDueAt } = writePassedOnLead(tx, { id: link.leadId, lead }, chosen, criteria.email, now);
      const usedAt = Timestamp.fromDate(now);
      for (const id of link.offerLinkIds) tx.update(collections.sendOnLinks().doc(id), { usedAt });

      const email = leadEmailFromCriteria(criteria);
      await queuePassedOnFirmMails(tx, {
        chosen,
        newLeadId,
        responseDueAt,
        email,
        previous,
        lapsedLeadId: link.leadId,
        lapsedDueAt: lead.responseDueAt,
      });
      await tellClient(
        tx,
        { leadId: newLeadId, lead },
        {
          template: 'client-confirmation',
          data: {
            name: clientNameFromCriteria(criteria),
            firmName: chosen.firm.firmName,
            need: email.need,
            area: email.area,
            leadId: newLeadId,
          },
        },
        clientMail,
      );
      return { firmName: chosen.firm.firmName };
    });
  },
});
