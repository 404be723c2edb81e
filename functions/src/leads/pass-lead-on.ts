import type { Transaction } from 'firebase-admin/firestore';
import { formatSast } from '@/domain/firms/response-clock';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadPassedOn, passedOnLead, type LeadUpdate } from '@/domain/leads/record';
import { monthKey } from '@/domain/payments/plans';
import { firmDashboardPath } from '@/domain/shared/site';
import { leadNotificationData, type LeadEmailDraft } from '../matching/lead-drafts';
import { countLead, leadAllowance, leadClockFields, type ChosenFirm } from '../matching/lead-transaction';
import { appUrl } from '../shared/app-origin';
import type { FirmRecord } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { newLeadRef, updateLead, writeNewLead } from '../shared/lead-writes';

/**
 * Writes the lead that carries a lapsed case to the next firm, inside the caller's transaction
 * (after its reads): the same request, consent record and source, a fresh deadline in the new
 * firm's hours, the chain back to the lapsed lead and every firm tried so far; counts it against
 * the firm's month and marks the lapsed lead as passed on. The response clock's automatic reroute
 * and the client's own send-on link (sendLeadOn) both write a passed-on lead through here, so the
 * two are the same shape.
 */
export function writePassedOnLead(
  tx: Transaction,
  lapsed: { id: string; lead: Lead },
  chosen: ChosenFirm,
  clientEmail: string,
  now: Date,
  /** The lapsed lead's own update besides the link (the job sets lapsedAt in the same write). */
  lapsedUpdate: LeadUpdate = {},
): { newLeadId: string; responseDueAt: number } {
  const clock = leadClockFields(chosen.firm, now);
  const newRef = newLeadRef();
  const allowance = leadAllowance(chosen, lapsed.lead.formData, now);
  writeNewLead(
    tx,
    newRef,
    passedOnLead(lapsed, { firmId: chosen.id, at: now, responseDueAt: clock.responseDueAt.toDate(), allowance }),
  );
  countLead(tx, chosen, monthKey(now), clientEmail, now);
  updateLead(tx, lapsed.id, leadPassedOn(newRef.id, lapsedUpdate));
  return { newLeadId: newRef.id, responseDueAt: clock.responseDueAt.toMillis() };
}

/**
 * The firms' emails when a case is passed on, by the job or by the client: the new firm's lead
 * (with its own deadline) and, when the first firm had a deadline, its notice that the lead lapsed
 * and moved on (need, area, reference and the deadline it missed; never the client).
 */
export async function queuePassedOnFirmMails(
  tx: Transaction,
  passed: {
    chosen: ChosenFirm;
    newLeadId: string;
    responseDueAt: number;
    email: LeadEmailDraft;
    previous: FirmRecord | null;
    lapsedLeadId: string;
    lapsedDueAt: number | null | undefined;
  },
): Promise<void> {
  const { chosen, newLeadId, responseDueAt, email, previous, lapsedLeadId, lapsedDueAt } = passed;
  if (chosen.account.email) {
    await enqueueMail(tx, {
      to: chosen.account.email,
      template: 'lead-notification',
      data: leadNotificationData(email, newLeadId, chosen.firm.packageType, responseDueAt),
    });
  }
  if (previous?.account.email && lapsedDueAt) {
    await enqueueMail(tx, {
      to: previous.account.email,
      template: 'lead-lapsed',
      data: {
        firmName: previous.firm.firmName,
        need: email.need,
        area: email.area,
        leadId: lapsedLeadId,
        deadline: formatSast(lapsedDueAt),
        dashboardUrl: appUrl(firmDashboardPath('leads')),
      },
    });
  }
}
