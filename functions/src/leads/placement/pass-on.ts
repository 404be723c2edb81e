/**
 * Passing a lapsed (or declined) request on to the next firm: the same request, consent record and
 * source, a fresh deadline in the new firm's hours, the chain back to the lapsed lead and every firm
 * tried so far; counted against the new firm's month; the lapsed lead marked as passed on; and
 * everyone told: the new firm its lead, the first firm that its lead lapsed and moved on, the client
 * which firm has it now. The response clock's automatic reroute and the client's own send-on link
 * both pass a lead on through here, so the two are the same shape.
 */
import type { Transaction } from 'firebase-admin/firestore';
import { formatSast } from '@/domain/firms/response-clock';
import { type Lead } from '@/domain/leads/lead-documents';
import { leadPassedOn, passedOnLead, type LeadUpdate } from '@/domain/leads/record';
import { firmDashboardPath } from '@/domain/shared/site';
import { appUrl } from '../../shared/app-origin';
import type { FirmRecord } from '../../shared/firm-store';
import { newLeadRef, updateLead, writeNewLead } from '../../shared/lead-writes';
import type { MailAllowance } from '../../shared/mail-queue';
import { leadAllowance, leadClockFields } from './firm-choice';
import { countLead, type ChosenFirm } from './lead-count';
import { clientNameOfLead, leadEmailOfLead, leadNotificationData } from './lead-drafts';
import { tellClient, tellFirm } from './tell';

export interface PassOn {
  /** The lead that lapsed (or was declined), read in this transaction. */
  lapsed: { id: string; lead: Lead };
  /** The firm chosen in this transaction (firm-choice.ts). */
  chosen: ChosenFirm;
  /** The lapsed lead's firm, for its notice and the client's mail; null when its document is gone or damaged. */
  previous: FirmRecord | null;
  now: Date;
  /**
   * Who passed it on, which decides what the client reads: 'client' (their send-on link: a
   * confirmation, like a new request's, throttled as one) or 'clock' (the response clock's
   * reroute the client agreed to: the rerouted notice).
   */
  by: { kind: 'client'; allowance: MailAllowance } | { kind: 'clock' };
  /** The lapsed lead's own update besides the link (the job sets lapsedAt in the same write). */
  lapsedUpdate?: LeadUpdate;
}

/** Writes the passed-on lead and queues its mails, inside the caller's transaction after its reads. */
export async function passLeadOn(tx: Transaction, pass: PassOn): Promise<{ newLeadId: string; responseDueAt: number }> {
  const { lapsed, chosen, previous, now } = pass;
  const clientEmail = lapsed.lead.formData.email ?? '';
  const clock = leadClockFields(chosen.firm, now);
  const newRef = newLeadRef();
  const allowance = leadAllowance(chosen, lapsed.lead.formData, now);
  writeNewLead(
    tx,
    newRef,
    passedOnLead(lapsed, { firmId: chosen.id, at: now, responseDueAt: clock.responseDueAt.toDate(), allowance }),
  );
  countLead(tx, chosen, clientEmail, now);
  updateLead(tx, lapsed.id, leadPassedOn(newRef.id, pass.lapsedUpdate ?? {}));

  const email = leadEmailOfLead(lapsed.lead);
  const newLeadId = newRef.id;
  const responseDueAt = clock.responseDueAt.toMillis();
  await tellFirm(tx, chosen.account, {
    template: 'lead-notification',
    data: leadNotificationData(email, newLeadId, chosen.firm.packageType, responseDueAt),
  });
  // The first firm's notice: need, area, reference and the deadline it missed; never the client.
  const lapsedDueAt = lapsed.lead.responseDueAt;
  if (previous && lapsedDueAt) {
    await tellFirm(tx, previous.account, {
      template: 'lead-lapsed',
      data: {
        firmName: previous.firm.firmName,
        need: email.need,
        area: email.area,
        leadId: lapsed.id,
        deadline: formatSast(lapsedDueAt),
        dashboardUrl: appUrl(firmDashboardPath('leads')),
      },
    });
  }
  const about = { leadId: newLeadId, lead: lapsed.lead };
  const name = clientNameOfLead(lapsed.lead.formData);
  const firmName = chosen.firm.firmName;
  if (pass.by.kind === 'client') {
    await tellClient(
      tx,
      about,
      { template: 'client-confirmation', data: { name, firmName, need: email.need, area: email.area, leadId: newLeadId } },
      pass.by.allowance,
    );
  } else {
    await tellClient(tx, about, {
      template: 'lead-rerouted',
      data: {
        name,
        previousFirmName: previous?.firm.firmName ?? 'The first firm',
        firmName,
        need: email.need,
        area: email.area,
        leadId: newLeadId,
      },
    });
  }
  return { newLeadId, responseDueAt };
}
