/**
 * An accepted open lead: the firm that took the shared case gets its own lead, a copy WITHOUT the
 * client's name and contact details (double-blind, `contactRelease: 'pending'`); the open lead is
 * marked taken; and the client is asked, by a single-use link, whether to release their details to
 * that firm (respond-to-lead-release.ts). An accepted open lead is not counted: open leads are for
 * paid plans only. firms/accept-open-lead.ts checks who may take it before calling this.
 */
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import type { Lead, OpenLead } from '@/domain/leads/lead-documents';
import { openLeadTaken } from '@/domain/leads/open-lead-record';
import { acceptedLead, SERVER_TIME } from '@/domain/leads/record';
import { practiceAreaLabel } from '@/domain/matching/practice-areas';
import { sastCalendarDate } from '@/domain/shared/format';
import { leadReleasePath } from '@/domain/shared/site';
import { newLeadRelease } from '../../firms/lead-release-store';
import { appUrl } from '../../shared/app-origin';
import { writeNewLead } from '../../shared/lead-writes';
import { updateOpenLead } from '../../shared/record-writes';
import { tellClient } from './tell';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export interface OpenLeadClaim {
  /** The accepted lead's document, its id derived from the open lead's (a retried call cannot make two). */
  leadRef: DocumentReference;
  openLeadRef: DocumentReference;
  openLeadId: string;
  openLead: OpenLead;
  /** The client's own lead the open lead was shared from, read in this transaction. */
  original: Lead;
  firm: { id: string; firmName: string; email: string | null };
}

/** Writes the claim inside the caller's transaction, after its reads. */
export async function claimOpenLead(tx: Transaction, claim: OpenLeadClaim): Promise<void> {
  const { leadRef, openLead, original, firm } = claim;
  const formData: Record<string, unknown> = original.formData;
  const practiceArea = original.practiceArea ?? openLead.practiceArea;
  const need = text(openLead.serviceLabel) || practiceAreaLabel(String(practiceArea)) || 'Legal help';
  const area = [text(formData.city), text(openLead.province)].filter(Boolean).join(', ');
  const release = newLeadRelease({
    leadId: leadRef.id,
    firmId: firm.id,
    firmName: firm.firmName,
    originalLeadId: openLead.originalLeadId,
    need,
  });

  const lead = acceptedLead(original, openLead, {
    firmId: firm.id,
    firmEmail: firm.email,
    openLeadId: claim.openLeadId,
    at: SERVER_TIME,
  });
  writeNewLead(tx, leadRef, lead, 'create');
  updateOpenLead(tx, claim.openLeadRef, openLeadTaken(firm.id));
  tx.create(release.ref, release.record);
  // The client's own request (the original lead) is what their request link opens.
  const locale = original.formData.locale;
  await tellClient(
    tx,
    { leadId: openLead.originalLeadId, lead: original },
    {
      template: 'lead-release-request',
      data: {
        name: text(formData.firstName) || text(formData.contactName) || 'there',
        firmName: firm.firmName,
        need,
        area: area || text(openLead.province),
        // The client's links open their pages in the language they used the wizard in.
        releaseUrl: appUrl(leadReleasePath(release.token, 'release', locale)),
        declineUrl: appUrl(leadReleasePath(release.token, 'decline', locale)),
        expiresOn: sastCalendarDate(release.record.expiresAt.toDate()),
      },
    },
  );
}
