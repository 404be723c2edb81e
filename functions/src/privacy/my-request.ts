import { type EraseMyDataResult, type MyRequestView, type WithdrawMyRequestResult } from '@/domain/leads/my-request';
import { callable } from '../shared/callable';
import { CLIENT_LINK_ERASER, eraseEverythingFor } from './erase-everything';
import { currentLeadOf, leadForLink, requestView } from './request-access';
import { withdrawLead } from './withdraw-lead';

/** The client's page for one request: what was sent, to whom, and how far the firm is. */
export const getMyRequest = callable('getMyRequest', {
  access: 'public',
  handler: async ({ token }): Promise<MyRequestView> => {
    const { leadId, lead } = await leadForLink(token);
    return requestView(leadId, lead);
  },
});

/** The client takes the request back; asking twice is harmless. */
export const withdrawMyRequest = callable('withdrawMyRequest', {
  access: 'public',
  handler: async ({ token }): Promise<WithdrawMyRequestResult> => {
    // A request that was passed on is withdrawn from the firm that has it now, whichever email's link is used.
    const opened = await leadForLink(token);
    const { leadId, lead } = await currentLeadOf(opened.leadId, opened.lead);
    if (!lead.withdrawnAt) await withdrawLead(leadId);
    return { state: 'withdrawn' };
  },
});

/** Erases everything held about the address this request was made with (as the operator's tool does). */
export const eraseMyData = callable('eraseMyData', {
  access: 'public',
  handler: async ({ token }): Promise<EraseMyDataResult> => {
    const { lead } = await leadForLink(token);
    if (lead.formData.email) await eraseEverythingFor(lead.formData.email, CLIENT_LINK_ERASER);
    return { state: 'erased' };
  },
});
