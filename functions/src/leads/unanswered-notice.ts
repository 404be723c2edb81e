import type { Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { SEND_ON_TTL_DAYS, sharedItems } from '@/domain/leads/send-on';
import { localizedPath } from '@/domain/shared/locale-paths';
import { sendOnPath } from '@/domain/shared/site';
import { appUrl } from '../shared/app-origin';
import { clientNameOfLead, needAndAreaOfLead, tellClient, type ChosenFirm } from './placement';
import { createSendOnLinks } from './send-on-store';

/**
 * The client's "your firm did not answer" email (or, after a No to the contact check, "your
 * request is open again": the same choices, its own words), queued in the lapse's transaction (after its
 * reads): one send-on link per offered firm, the link to a new match, and the request's page.
 * A lead without the client's address (erased) is told nothing: there is no one to tell. Answers
 * the send-on tokens in the offers' order (a client who answered "No, nobody contacted me" gets
 * them on the page at once as well).
 */
export async function queueUnansweredNotice(
  tx: Transaction,
  input: {
    leadId: string;
    lead: Lead;
    previousFirmName: string;
    offers: ChosenFirm[];
    now: Date;
    /** 'contact-denied': the client said No to "Did <firm> contact you?" (its own wording); a lapse otherwise. */
    reason?: 'no-answer' | 'contact-denied';
  },
): Promise<string[]> {
  const { leadId, lead, previousFirmName, offers, now, reason = 'no-answer' } = input;
  if (!lead.formData.email) return [];
  const { need, area } = needAndAreaOfLead(lead);
  const shared = sharedItems(lead.formData);
  const tokens = createSendOnLinks(
    tx,
    offers.map((o) => ({ leadId, firmId: o.id, firmName: o.firm.firmName, previousFirmName, need, area, shared })),
    now,
  );
  await tellClient(
    tx,
    { leadId, lead },
    {
      template: 'lead-unanswered',
      data: {
        name: clientNameOfLead(lead.formData),
        firmName: previousFirmName,
        need,
        area,
        leadId,
        offers: offers.map((o, i) => ({
          firmName: o.firm.firmName,
          sendOnUrl: appUrl(sendOnPath(tokens[i]!, lead.formData.locale)),
        })),
        expiresOn: offers.length ? expiryDay(now) : null,
        // The wizard in the language the client used it in.
        newMatchUrl: appUrl(localizedPath('/matching', lead.formData.locale ?? 'en')),
        // With no firm left, the email names the province's Legal Practice Council office.
        province: lead.province,
        reason,
      },
    },
  );
  return tokens;
}

/** The last day the links work, as the email states it (SAST calendar day of the expiry). */
function expiryDay(now: Date): string {
  const expires = now.getTime() + SEND_ON_TTL_DAYS * 86_400_000;
  return new Date(expires + 2 * 3_600_000).toISOString().slice(0, 10);
}
