/**
 * The client behind a lead, as the answer flow reaches them: their address, first name and
 * language, the request's first lead (where their phone choice and request page are keyed), and
 * a fresh link to their request page for the mail. An accepted open lead carries no contact
 * details until the client releases them, so its client is read from the original lead: the
 * answer reaches the client through the platform while the firm still sees nothing (double blind).
 */
import type { Transaction } from 'firebase-admin/firestore';
import { MAX_REROUTES } from '@/domain/firms/response-clock';
import type { Lead } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { isLocale, type Locale } from '@/domain/shared/locales';
import { readChoice } from '../notifications/choices';
import { requestChoiceRef } from '../notifications/request-choice';
import type { LeadOfClient } from '../leads/placement';
import { leadRef } from '../shared/lead-store';

export interface LeadClient {
  email: string;
  /** First name for a person, the contact person for a business. */
  name: string;
  locale: Locale | undefined;
  /** The first lead of the client's request (the chain's start). */
  requestLeadId: string;
  /** The need in words. */
  need: string;
}

/** The request's first lead, following the chain back (a passed-on lead, an accepted copy). */
async function firstLeadOf(tx: Transaction, leadId: string, lead: Lead): Promise<string> {
  let id = leadId;
  let current: Lead | undefined = lead;
  for (let i = 0; i <= MAX_REROUTES + 1 && current; i++) {
    const before: string | undefined = current.reroutedFromLeadId ?? current.originalLeadId;
    if (!before) break;
    id = before;
    current = (await tx.get(leadRef(before))).data();
  }
  return id;
}

/** The client of a lead, or null when nothing reaches them any more (erased, or no address). */
export async function clientOfLead(tx: Transaction, leadId: string, lead: Lead): Promise<LeadClient | null> {
  const source = lead.originalLeadId ? (await tx.get(leadRef(lead.originalLeadId))).data() : lead;
  const formData = source?.formData;
  if (!formData?.email || source?.personalInfoRemoved) return null;
  const name = (formData.firstName ?? formData.contactName ?? formData.companyName ?? '').trim();
  return {
    email: formData.email,
    name: name || formData.email.split('@')[0]!,
    locale: isLocale(formData.locale) ? formData.locale : undefined,
    requestLeadId: await firstLeadOf(tx, leadId, lead),
    need: serviceLabelOfLead(lead.formData),
  };
}

/**
 * The lead a client mail is about, for the placement module's tellClient (which derives the
 * envelope's language and request link from it): the answered lead's id, with the client's
 * address and language (read from the original lead for an accepted open lead's copy).
 */
export const aboutClient = (leadId: string, client: LeadClient): LeadOfClient => ({
  leadId,
  lead: { formData: { email: client.email, ...(client.locale ? { locale: client.locale } : {}) } },
});

/** The channels the client is told on: email always, and the phone channel they chose with the request. */
export async function clientChannels(tx: Transaction, client: LeadClient): Promise<('email' | 'whatsapp' | 'sms')[]> {
  const choice = readChoice((await tx.get(requestChoiceRef(client.requestLeadId))).data());
  return choice ? ['email', choice.channel] : ['email'];
}
