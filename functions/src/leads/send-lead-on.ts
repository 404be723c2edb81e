import { MAX_PASSES_ON } from '@/domain/firms/response-clock';
import { SEND_ON_MESSAGES, type SendLeadOnResult } from '@/domain/leads/send-on';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { readMailAllowance } from '../shared/mail-queue';
import { chooseFirm } from './placement/firm-choice';
import { passLeadOn } from './placement/pass-on';
import { sendOnLinkRef, usableSendOnLink, useSendOnLinks } from './send-on-store';

/**
 * The button on the send-on page. Public: the token from the client's "your firm did not answer"
 * email is the credential. In one transaction: the link must be known, unused and unexpired; the
 * lapsed request still the client's to send (not withdrawn or erased, not already passed on); the
 * firm still able to take it (listed, and a free firm with room this month, as first placement
 * checks). Then every link of that email is used up and the placement module passes the lead on
 * (the new firm's lead email, the client's confirmation and the first firm's lapse notice).
 */
export const sendLeadOn = callable('sendLeadOn', {
  access: 'public',
  handler: async ({ token }): Promise<SendLeadOnResult> => {
    const now = new Date();
    const linkRef = sendOnLinkRef(token);
    return db.runTransaction(async (tx) => {
      const link = usableSendOnLink(await tx.get(linkRef), now.getTime());
      const lead = (await tx.get(leadRef(link.leadId))).data();
      const email = lead?.formData.email;
      if (!lead || lead.personalInfoRemoved || !email) {
        throw callableError('send-on-link-unknown', SEND_ON_MESSAGES.unknown, 'token');
      }
      if (lead.withdrawnAt) throw callableError('lead-withdrawn', SEND_ON_MESSAGES.withdrawn, 'token');
      if (lead.reroutedToLeadId || (lead.rerouteCount ?? 0) >= MAX_PASSES_ON) {
        throw callableError('send-on-link-used', SEND_ON_MESSAGES.used, 'token');
      }
      const tried = lead.triedFirmIds ?? [lead.firmId];
      const { chosen } = tried.includes(link.firmId) ? { chosen: null } : await chooseFirm(tx, [link.firmId], now, email);
      if (!chosen) throw callableError('firm-unavailable', SEND_ON_MESSAGES.firmUnavailable(link.firmName), 'token');
      const allowance = await readMailAllowance(tx, email, now.getTime());
      const previous = await readFirm(lead.firmId, tx).catch(() => null);

      useSendOnLinks(tx, link, now);
      await passLeadOn(tx, { lapsed: { id: link.leadId, lead }, chosen, previous, now, by: { kind: 'client', allowance } });
      return { firmName: chosen.firm.firmName };
    });
  },
});
