import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { FirmDocumentError } from '@/domain/firms/model';
import { countsAsAnswered } from '@/domain/leads/contact-claim';
import { sastCalendarDate } from '@/domain/shared/format';
import { reviewPath } from '@/domain/shared/site';
import { StoredDocumentError } from '@/domain/shared/stored-date';
import { tellClient } from '../leads/placement';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { firmRef } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { clientIsFirm, refusedReviewAudit } from '../shared/firm-addresses';
import { writeAuditEntry } from '../shared/record-writes';
import { newReviewInvite, reviewInviteLeadRef } from './review-invite-store';

/** A stored lead's clock was stopped by something the client received or confirmed (contact-claim.ts). */
const clockStopped = (data: Record<string, unknown>) => !!data.clockStoppedBy;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * When a lead's response clock first stops for something the client received or confirmed (an
 * answer, a booking, a contact the client confirmed: `clockStoppedBy`, contact-claim.ts), the client
 * is emailed once a single-use link to review that firm. A firm's "contacted" alone invites no
 * review. Whatever writes the stop, this trigger only watches the change. In one transaction it re-reads the lead (only
 * a real lead produces a review), claims reviewInviteLeads/{leadId}, stores the hashed invite and
 * queues the email: a retried trigger finds the claim and sends nothing.
 */
export const onLeadAnswered = onDocumentUpdated('leads/{leadId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || clockStopped(before) || !clockStopped(after)) return;
  try {
    await sendReviewInvite(event.params.leadId);
  } catch (error) {
    // A lead or firm that does not match its model gets no invite; it is logged, not thrown: an
    // unhandled error kills the worker, and with it other triggers running there.
    if (!(error instanceof StoredDocumentError || error instanceof FirmDocumentError)) throw error;
    logger.error('Review invite skipped: a document does not match its model', {
      leadId: event.params.leadId,
      error: error.message,
    });
  }
});

/** The trigger's work, exported for its integration test; resolves to whether an invite was queued. */
export async function sendReviewInvite(leadId: string): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const claimRef = reviewInviteLeadRef(leadId);
    const [claim, leadSnap] = await Promise.all([tx.get(claimRef), tx.get(leadRef(leadId))]);
    if (claim.exists) return false;
    const lead = leadSnap.data();
    if (!lead || !countsAsAnswered(lead)) return false;
    const email = text(lead.formData.email);
    // An accepted open lead whose client has not released their details has no address to write to.
    if (!email) {
      logger.info('Review invite skipped: the lead carries no client email', { leadId });
      return false;
    }
    const firm = (await tx.get(firmRef(lead.firmId))).data();
    if (!firm) return false;
    if (await clientIsFirm(tx, lead.firmId, email)) {
      // A firm that sent itself a request: no invite, and the operator sees the attempt.
      tx.create(claimRef, { firmId: lead.firmId, createdAt: FieldValue.serverTimestamp() });
      writeAuditEntry(tx, refusedReviewAudit(lead.firmId, firm.firmName, leadId, 'invite'));
      logger.warn('Review invite refused: the client is the firm', { leadId, firmId: lead.firmId });
      return false;
    }
    const invite = newReviewInvite({ firmId: lead.firmId, firmName: firm.firmName, leadId });
    tx.create(claimRef, { firmId: lead.firmId, createdAt: FieldValue.serverTimestamp() });
    tx.create(invite.ref, invite.record);
    const formData: Record<string, unknown> = lead.formData;
    await tellClient(
      tx,
      { leadId, lead },
      {
        template: 'review-invite',
        data: {
          name: text(formData.firstName) || text(formData.contactName) || 'there',
          firmName: firm.firmName,
          reviewUrl: appUrl(reviewPath(invite.token, lead.formData.locale)),
          expiresOn: sastCalendarDate(invite.record.expiresAt.toDate()),
        },
      },
    );
    return true;
  });
}
