import { type ContactFirmOutput } from '@/domain/matching/contracts';
import { callable } from '../shared/callable';
import {
  clientNameFromCriteria,
  contactFromCriteria,
  leadDraftFromCriteria,
  leadEmailFromCriteria,
  openLeadDraftFromCriteria,
  placeLeadOnce,
  type LeadPlan,
} from '../leads/placement';

/**
 * The confirmation screen: a lead for the firm the client chose on the results page, and when the
 * client agreed, a reduced open copy for other paid firms in the province. A free firm at its
 * limit answers resource-exhausted with 'No leads available', which the screen words for people.
 */
export const contactFirm = callable('contactFirm', {
  access: 'public',
  rateLimit: { email: (input) => input.searchCriteria.email },
  idempotencyKey: (input) => input.idempotencyKey,
  // The same client, firm and words within minutes are one lead, with or without a key (idempotency.ts).
  sameRequest: ({ idempotencyKey: _key, ...request }) => request,
  handler: async (
    { firmId, searchCriteria, postToOpenLeads, consent },
    _caller,
    _request,
    guards,
  ): Promise<ContactFirmOutput> => {
    const plan: LeadPlan = {
      candidateIds: [firmId],
      lead: leadDraftFromCriteria(searchCriteria, 'results'),
      contact: contactFromCriteria(searchCriteria),
      openLead: postToOpenLeads ? openLeadDraftFromCriteria(searchCriteria) : undefined,
      leadEmail: leadEmailFromCriteria(searchCriteria),
      clientName: clientNameFromCriteria(searchCriteria),
      consent: { shareWithOtherFirms: postToOpenLeads, reroute: consent?.reroute ?? false },
    };
    return placeLeadOnce(plan, guards, (outcome) => ({
      success: true,
      leadId: outcome.leadId,
      openLeadId: outcome.openLeadId,
    }));
  },
});
