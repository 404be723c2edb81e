import { OPEN_LEAD_MESSAGES, type AcceptOpenLeadResult } from '@/domain/firms/registration';
import { isPaidPlan } from '@/domain/payments/plans';
import { claimOpenLead } from '../leads/placement';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { acceptedLeadDoc } from '../shared/documents';
import { firmRef as typedFirmRef } from '../shared/firm-store';
import { leadRef as typedLeadRef, openLeadRef } from '../shared/lead-store';

/**
 * First firm wins. In one transaction: the open lead must still be open and in the firm's
 * province, the firm must be on a paid plan, and the original lead must exist; then the placement
 * module claims it (functions/src/leads/placement/claim-open-lead.ts): the lead is copied to the
 * accepting firm without the client's contact details, the open lead is marked taken, and the
 * client is asked whether to release their details to this firm.
 * The new lead's id is derived from the open lead's, so even a retried call can never create two copies.
 */
export const acceptOpenLead = callable('acceptOpenLead', {
  access: 'firm',
  handler: async ({ openLeadId }, caller): Promise<AcceptOpenLeadResult> => {
    if (!caller.email) throw callableError('email-required', 'Please sign in with an email address to accept leads.');
    const firmId = caller.firmId!;
    const openRef = openLeadRef(openLeadId);
    const firmRef = typedFirmRef(firmId);
    const leadRef = acceptedLeadDoc(openLeadId);

    await db.runTransaction(async (tx) => {
      const [open, firmSnap] = await Promise.all([tx.get(openRef), tx.get(firmRef)]);
      const firm = firmSnap.data();
      if (!firm) throw callableError('firm-not-found', 'Firm not found');
      // Open leads go to verified firms only; a pending, rejected or suspended firm takes none.
      if (!firm.listed) {
        throw callableError(
          'firm-not-listed',
          firm.suspended
            ? 'Your firm is suspended, so it cannot accept open leads.'
            : 'Open leads are available once your firm is verified.',
        );
      }
      if (!isPaidPlan(firm.packageType)) {
        throw callableError(
          'plan-required',
          'Open leads are available on the Premium and Premium Plus plans. Upgrade to accept leads.',
        );
      }
      const province = firm.province || firm.primaryServiceArea;
      if (!province) throw callableError('no-service-area', OPEN_LEAD_MESSAGES.noServiceArea);
      const openLead = open.data();
      if (!openLead || openLead.state !== 'open') throw callableError('open-lead-taken', OPEN_LEAD_MESSAGES.taken, 'openLeadId');
      if (openLead.province !== province) {
        throw callableError('outside-province', 'This lead is outside your province.', 'openLeadId');
      }
      const original = (await tx.get(typedLeadRef(openLead.originalLeadId))).data();
      if (!original) throw callableError('open-lead-taken', OPEN_LEAD_MESSAGES.taken, 'openLeadId');
      await claimOpenLead(tx, {
        leadRef,
        openLeadRef: openRef,
        openLeadId,
        openLead,
        original,
        firm: { id: firmId, firmName: firm.firmName, email: caller.email ?? null },
      });
    });
    return { leadId: leadRef.id };
  },
});
