import { HttpsError } from 'firebase-functions/v2/https';
import {
  isProvince,
  leadFormDataFromFeaturedRequest,
  submitFeaturedRequestInputSchema,
  type SubmitFeaturedRequestOutput,
} from '@/domain';
import { db } from '../shared/admin';
import { callable } from '../shared/callable';
import { leadEmailFromFeaturedRequest } from './lead-drafts';
import { createLead } from './lead-transaction';

/** A request from a featured-firm page: a lead (source featured_firms) for that firm, quota enforced. */
export const submitFeaturedRequest = callable({
  access: 'public',
  input: submitFeaturedRequestInputSchema,
  handler: async ({ firmId, request }): Promise<SubmitFeaturedRequestOutput> => {
    // The payload's location comes from the firm, so read it; the transaction re-checks status and quota.
    const firm = (await db.doc(`firms/${firmId}`).get()).data();
    if (!firm || firm.status !== 'active' || firm.isFeatured !== true) {
      throw new HttpsError('not-found', 'This firm is not taking requests right now. Please choose another featured firm.');
    }
    const serviceArea = String(firm.primaryServiceArea || firm.province || '');
    const formData = leadFormDataFromFeaturedRequest(request, serviceArea);
    const outcome = await createLead({
      candidateIds: [firmId],
      lead: {
        province: isProvince(firm.province) ? firm.province : serviceArea,
        practiceArea: request.serviceType === 'collections' ? 'debt-collection' : 'commercial-corporate',
        source: 'featured_firms',
        formData: { ...formData, category: request.serviceType } as typeof formData,
      },
      contact: { firstName: request.firstName, lastName: request.lastName, email: request.email },
      leadEmail: leadEmailFromFeaturedRequest(request, serviceArea),
      clientName: request.firstName,
    });
    return { success: true, leadId: outcome.leadId };
  },
});
