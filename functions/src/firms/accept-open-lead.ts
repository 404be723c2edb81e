import { OPEN_LEAD_MESSAGES, type AcceptOpenLeadResult } from '@/domain/firms/registration';
import { openLeadTaken } from '@/domain/leads/open-lead-record';
import { acceptedLead, SERVER_TIME } from '@/domain/leads/record';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { isPaidPlan } from '@/domain/payments/plans';
import { sastCalendarDate } from '@/domain/shared/format';
import { leadReleasePath } from '@/domain/shared/site';
import { tellClient } from '../leads/placement';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable, callableError } from '../shared/callable';
import { acceptedLeadDoc } from '../shared/documents';
import { updateOpenLead } from '../shared/record-writes';
import { firmRef as typedFirmRef } from '../shared/firm-store';
import { leadRef as typedLeadRef, openLeadRef } from '../shared/lead-store';
import { writeNewLead } from '../shared/lead-writes';
import { newLeadRelease } from './lead-release-store';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * First firm wins. In one transaction: the open lead must still be open and in the firm's
 * province, the firm must be on a paid plan, and the original lead must exist; then the lead is
 * copied to the accepting firm WITHOUT the client's name and contact details (double-blind,
 * `contactRelease: 'pending'`), the open lead is marked taken, and the client is emailed a
 * single-use link to release their details to this firm or decline (respond-to-lead-release.ts).
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
      const originalId = openLead.originalLeadId;
      const original = (await tx.get(typedLeadRef(originalId))).data();
      if (!original) throw callableError('open-lead-taken', OPEN_LEAD_MESSAGES.taken, 'openLeadId');

      const formData: Record<string, unknown> = original.formData;
      const clientEmail = text(formData.email);
      const practiceArea = original.practiceArea ?? openLead.practiceArea;
      const need = text(openLead.serviceLabel) || practiceAreaLabel(String(practiceArea)) || 'Legal help';
      const area = [text(formData.city), text(openLead.province)].filter(Boolean).join(', ');
      const release = newLeadRelease({
        leadId: leadRef.id,
        firmId,
        firmName: firm.firmName,
        originalLeadId: originalId,
        need,
      });

      const lead = acceptedLead(original, openLead, { firmId, firmEmail: caller.email ?? null, openLeadId, at: SERVER_TIME });
      writeNewLead(tx, leadRef, lead, 'create');
      updateOpenLead(tx, openRef, openLeadTaken(firmId));
      tx.create(release.ref, release.record);
      if (clientEmail) {
        await tellClient(
          tx,
          { leadId: originalId, lead: original },
          {
            template: 'lead-release-request',
            data: {
              name: text(formData.firstName) || text(formData.contactName) || 'there',
              firmName: firm.firmName,
              need,
              area: area || text(openLead.province),
              // The client's links open their pages in the language they used the wizard in.
              releaseUrl: appUrl(leadReleasePath(release.token, 'release', original.formData.locale)),
              declineUrl: appUrl(leadReleasePath(release.token, 'decline', original.formData.locale)),
              expiresOn: sastCalendarDate(release.record.expiresAt.toDate()),
            },
          },
        );
      }
    });
    return { leadId: leadRef.id };
  },
});
