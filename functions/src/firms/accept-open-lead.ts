import { FieldValue } from 'firebase-admin/firestore';
import { isPaidPlan, OPEN_LEAD_MESSAGES, type AcceptOpenLeadResult } from '@/domain';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { firmRef as typedFirmRef } from '../shared/firm-store';
import { leadRef as typedLeadRef, openLeadRef } from '../shared/lead-store';

/**
 * First firm wins. In one transaction: the open lead must still be open and in the firm's
 * province, the firm must be on a paid plan, and the original lead must exist; then the full
 * lead is copied to the accepting firm and the open lead is marked taken. The new lead's id is
 * derived from the open lead's, so even a retried call can never create two copies.
 */
export const acceptOpenLead = callable('acceptOpenLead', {
  access: 'firm',
  handler: async ({ openLeadId }, caller): Promise<AcceptOpenLeadResult> => {
    if (!caller.email) throw callableError('email-required', 'Please sign in with an email address to accept leads.');
    const firmId = caller.firmId!;
    const openRef = openLeadRef(openLeadId);
    const firmRef = typedFirmRef(firmId);
    const leadRef = db.doc(`leads/accepted-${openLeadId}`);

    await db.runTransaction(async (tx) => {
      const [open, firmSnap] = await Promise.all([tx.get(openRef), tx.get(firmRef)]);
      const firm = firmSnap.data();
      if (!firm) throw callableError('firm-not-found', 'Firm not found');
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
      const originalId = openLead.originalLeadId;
      const original = (await tx.get(typedLeadRef(originalId))).data();
      if (!original) throw callableError('open-lead-taken', OPEN_LEAD_MESSAGES.taken, 'openLeadId');

      const now = FieldValue.serverTimestamp();
      tx.create(leadRef, {
        firmId,
        firmEmail: caller.email,
        status: 'pending',
        province: openLead.province,
        practiceArea: original.practiceArea,
        source: 'open_lead',
        formData: original.formData,
        originalLeadId: originalId,
        openLeadId,
        createdAt: now,
        updatedAt: now,
        assignedAt: now,
        acceptedAt: now,
      });
      tx.update(openRef, { state: 'taken', takenByFirmId: firmId, takenAt: now });
    });
    return { leadId: leadRef.id };
  },
});
