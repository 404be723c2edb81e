import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import { type Lead } from '@/domain/leads/lead-documents';
import { serviceLabelOfLead } from '@/domain/leads/leads';
import { MY_REQUEST_MESSAGES, REQUEST_PROGRESS, requestProgressKey, type MyRequestView } from '@/domain/leads/my-request';
import { callableError } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { hashLinkToken, newLinkToken } from '../shared/link-tokens';
import { firmNamesOf, requestChain, timelineOf } from './request-timeline';
import { requestAccessDoc } from '../shared/documents';

/**
 * requestAccess/{sha256(token)}: { leadId, createdAt }. Made with the lead in its transaction;
 * the token travels only in the client's emails, as the link to their request's page. Erasure
 * replaces it with { erasedAt } (no lead, nothing about the person), so the link can still say
 * that the request was deleted rather than that the link is unknown.
 */
export const requestAccessRef = (token: string) => requestAccessDoc(hashLinkToken(token));

export function createRequestAccess(tx: Transaction, leadId: string): string {
  const token = newLinkToken();
  tx.set(requestAccessRef(token), { leadId, createdAt: FieldValue.serverTimestamp() });
  return token;
}

/** The lead a link opens, or a refusal that tells the person what happened. */
export async function leadForLink(token: string): Promise<{ leadId: string; lead: Lead }> {
  const access = (await requestAccessRef(token).get()).data() ?? null;
  if (access && 'erasedAt' in access) throw callableError('request-erased', MY_REQUEST_MESSAGES.erasedLink);
  if (!access) throw callableError('request-link-unknown', MY_REQUEST_MESSAGES.unknownLink);
  const { leadId } = access;
  const lead = (await leadRef(leadId).get()).data();
  if (!lead || lead.personalInfoRemoved?.reason === 'erasure')
    throw callableError('request-erased', MY_REQUEST_MESSAGES.erasedLink);
  return { leadId, lead };
}

/**
 * The request as the client's page shows it: the latest lead of its chain (the firm that has it
 * now, and how far it is) and the timeline of every lead in the chain.
 */
export async function requestView(leadId: string, opened: Lead): Promise<MyRequestView> {
  const chain = await requestChain({ id: leadId, lead: opened });
  const { lead } = chain[chain.length - 1]!;
  const firmNames = await firmNamesOf(chain);
  return {
    state: lead.withdrawnAt ? 'withdrawn' : 'active',
    need: serviceLabelOfLead(lead.formData),
    area: `${lead.formData.city}, ${lead.province}`,
    firmName: firmNames.get(lead.firmId) ?? 'The firm',
    progress: REQUEST_PROGRESS[requestProgressKey(lead)] ?? lead.status,
    createdAt: new Date(lead.createdAt).toISOString(),
    timeline: timelineOf(chain, firmNames),
  };
}

/** The lead a request stands on now: the latest of the chain the opened lead belongs to. */
export async function currentLeadOf(leadId: string, opened: Lead): Promise<{ leadId: string; lead: Lead }> {
  const chain = await requestChain({ id: leadId, lead: opened });
  const latest = chain[chain.length - 1]!;
  return { leadId: latest.id, lead: latest.lead };
}
