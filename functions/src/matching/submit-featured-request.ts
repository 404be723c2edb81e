import { leadFormDataFromFeaturedRequest } from '@/domain/leads/leads';
import { type SubmitFeaturedRequestOutput } from '@/domain/matching/contracts';
import { callable, callableError } from '../shared/callable';
import { firmRef } from '../shared/firm-store';
import { leadEmailFromFeaturedRequest, placeLeadOnce, type LeadPlan } from '../leads/placement';

/** A request from a featured-firm page: a lead (source featured_firms) for that firm, quota enforced. */
export const submitFeaturedRequest = callable('submitFeaturedRequest', {
  access: 'public',
  rateLimit: { email: (input) => input.request.email },
  idempotencyKey: (input) => input.idempotencyKey,
  // The same client, firm and words within minutes are one lead, with or without a key (idempotency.ts).
  sameRequest: ({ idempotencyKey: _key, ...request }) => request,
  handler: async ({ firmId, request }, _caller, _request, guards): Promise<SubmitFeaturedRequestOutput> => {
    // The payload's location comes from the firm, so read it; the transaction re-checks the listing and quota.
    const firm = (await firmRef(firmId).get()).data();
    if (!firm || !firm.listed || firm.isFeatured !== true) {
      throw callableError(
        'firm-unavailable',
        'This firm is not taking requests right now. Please choose another featured firm.',
        'firmId',
      );
    }
    const serviceArea = firm.primaryServiceArea || firm.province;
    const formData = leadFormDataFromFeaturedRequest(request, serviceArea);
    const plan: LeadPlan = {
      candidateIds: [firmId],
      lead: {
        province: firm.province,
        practiceArea: request.serviceType === 'collections' ? 'debt-collection' : 'commercial-corporate',
        source: 'featured_firms',
        formData,
      },
      contact: { firstName: request.firstName, lastName: request.lastName, email: request.email },
      leadEmail: leadEmailFromFeaturedRequest(request, serviceArea),
      clientName: request.firstName,
      consent: { shareWithOtherFirms: false, reroute: false },
    };
    return placeLeadOnce(plan, guards, (outcome) => ({ success: true, leadId: outcome.leadId }));
  },
});
