import type { Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { SEND_ON_TTL_DAYS, sharedItems } from '@/domain/leads/send-on';
import { localizedPath } from '@/domain/shared/locale-paths';
import { myRequestPath, sendOnPath } from '@/domain/shared/site';
import { areaOf } from '../matching/lead-drafts';
import { chooseFirm, type ChosenFirm } from '../matching/lead-transaction';
import { createRequestAccess } from '../privacy/request-access';
import { appUrl } from '../shared/app-origin';
import { enqueueMail } from '../shared/mail-queue';
import { createSendOnLinks } from './send-on-store';

/**
 * The firms the client may send a lapsed request on to: the candidates (the scorer's order, tried
 * firms already left out) that could take it now, read inside the transaction the way the lead
 * transaction reads them (listed, and a free firm with room this month), at most `max`.
 */
export async function eligibleFirms(
  tx: Transaction,
  candidateIds: readonly string[],
  month: string,
  clientEmail: string,
  max: number,
): Promise<ChosenFirm[]> {
  const found: ChosenFirm[] = [];
  let rest = [...candidateIds];
  while (found.length < max && rest.length > 0) {
    const { chosen } = await chooseFirm(tx, rest, month, clientEmail);
    if (!chosen) break;
    found.push(chosen);
    rest = rest.slice(rest.indexOf(chosen.id) + 1);
  }
  return found;
}

/** What the emails call the client: the first name of a person, the contact person of a business. */
export function clientNameOfLead(formData: Lead['formData']): string {
  const name = formData.userType === 'business' ? formData.contactName : formData.firstName;
  return name?.trim() || 'there';
}

export const needAndAreaOfLead = (lead: Lead) => ({
  need: serviceLabelOfLead(lead.formData),
  area: areaOf(lead.formData.city, lead.province),
});

/**
 * The client's "your firm did not answer" email, queued in the lapse's transaction (after its
 * reads): one send-on link per offered firm, the link to a new match, and the request's page.
 * A lead without the client's address (erased) is told nothing: there is no one to tell. Answers
 * the send-on tokens in the offers' order (a client who answered "No, nobody contacted me" gets
 * them on the page at once as well).
 */
export async function queueUnansweredNotice(
  tx: Transaction,
  input: { leadId: string; lead: Lead; previousFirmName: string; offers: ChosenFirm[]; now: Date },
): Promise<string[]> {
  const { leadId, lead, previousFirmName, offers, now } = input;
  const to = lead.formData.email;
  if (!to) return [];
  const { need, area } = needAndAreaOfLead(lead);
  const shared = sharedItems(lead.formData);
  const tokens = createSendOnLinks(
    tx,
    offers.map((o) => ({ leadId, firmId: o.id, firmName: o.firm.firmName, previousFirmName, need, area, shared })),
    now,
  );
  await enqueueMail(tx, {
    to,
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
      manageUrl: appUrl(myRequestPath(createRequestAccess(tx, leadId), lead.formData.locale)),
      ...(lead.formData.locale ? { locale: lead.formData.locale } : {}),
    },
  });
  return tokens;
}

/** The last day the links work, as the email states it (SAST calendar day of the expiry). */
function expiryDay(now: Date): string {
  const expires = now.getTime() + SEND_ON_TTL_DAYS * 86_400_000;
  return new Date(expires + 2 * 3_600_000).toISOString().slice(0, 10);
}
