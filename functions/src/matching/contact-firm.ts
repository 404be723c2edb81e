import { type ContactFirmOutput } from '@/domain';
import { callable } from '../shared/callable';
import {
  clientNameFromCriteria,
  contactFromCriteria,
  leadDraftFromCriteria,
  leadEmailFromCriteria,
  openLeadDraftFromCriteria,
} from './lead-drafts';
import { createLead } from './lead-transaction';

/**
 * The confirmation screen: a lead for the firm the client chose on the results page, and when the
 * client agreed, a reduced open copy for other paid firms in the province. A free firm at its
 * limit answers resource-exhausted with 'No leads available', which the screen words for people.
 */
export const contactFirm = callable('contactFirm', {
  access: 'public',
  handler: async ({ firmId, searchCriteria, postToOpenLeads }): Promise<ContactFirmOutput> => {
    const outcome = await createLead({
      candidateIds: [firmId],
      lead: leadDraftFromCriteria(searchCriteria, 'results'),
      contact: contactFromCriteria(searchCriteria),
      openLead: postToOpenLeads ? openLeadDraftFromCriteria(searchCriteria) : undefined,
      leadEmail: leadEmailFromCriteria(searchCriteria),
      clientName: clientNameFromCriteria(searchCriteria),
    });
    return { success: true, leadId: outcome.leadId, openLeadId: outcome.openLeadId };
  },
});
