import { Timestamp } from 'firebase-admin/firestore';
import { MAX_REROUTES, matchCriteriaOfLead, searchCriteriaOfLead } from '@/domain/firms/response-clock';
import {
  CONTACT_CHECK_MESSAGES,
  contactConfirmed,
  contactDenied,
  type AnswerContactCheckResult,
  type ContactAnswer,
  type GetContactCheckResult,
} from '@/domain/leads/contact-claim';
import { type Lead } from '@/domain/leads/lead-documents';
import { SEND_ON_CHOICES } from '@/domain/leads/send-on';
import { findMatches } from '../matching/find-matches';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { contactCheckLinkRef, usableContactCheckLink, type ContactCheckLink } from './contact-check-store';
import { refreshAfterClockStop } from './response-stats';
import { eligibleFirms } from './placement';
import { queueUnansweredNotice } from './unanswered-notice';

/** Match candidates read beyond the firms already tried, so a full or inactive firm can be passed over (as the reroute job). */
const SPARE_CANDIDATES = 4;

/** The lead behind a usable link, still the client's to answer about: not withdrawn, not erased. */
function answerableLead(link: ContactCheckLink, lead: Lead | undefined): Lead {
  if (!lead || lead.personalInfoRemoved || !lead.formData.email) {
    throw callableError('contact-check-link-unknown', CONTACT_CHECK_MESSAGES.unknown, 'token');
  }
  if (lead.withdrawnAt) throw callableError('lead-withdrawn', CONTACT_CHECK_MESSAGES.withdrawn, 'token');
  // One answer per lead: a claim already answered (or expired unanswered) uses the link up.
  if (lead.contactClaim?.state !== 'asked' || lead.firmId !== link.firmId) {
    throw callableError('contact-check-link-used', CONTACT_CHECK_MESSAGES.used, 'token');
  }
  return lead;
}

/**
 * The page behind the Yes / No links asks before anything is recorded (mail scanners and chat
 * previews open links): which firm, for which need, when it says it contacted the client. Public:
 * the token is the credential; an unknown, used or expired link is refused with what to do instead.
 */
export const getContactCheck = callable('getContactCheck', {
  access: 'public',
  handler: async ({ token }): Promise<GetContactCheckResult> => {
    const link = usableContactCheckLink(await contactCheckLinkRef(token).get());
    answerableLead(link, (await leadRef(link.leadId).get()).data());
    return {
      firmName: link.firmName,
      need: link.need,
      claimedAt: link.claimedAt.toDate().toISOString(),
      expiresAt: link.expiresAt.toDate().toISOString(),
    };
  },
});

/** The firms a reopened request may go to next, best first (the scorer's order, tried firms left out), read before the transaction as the reroute job does. */
async function sendOnCandidates(lead: Lead, now: Date): Promise<string[]> {
  const criteria = matchCriteriaOfLead(lead.formData);
  if ((lead.rerouteCount ?? 0) >= MAX_REROUTES || !criteria || !searchCriteriaOfLead(lead.formData)) return [];
  const tried = lead.triedFirmIds ?? [lead.firmId];
  const { matches } = await findMatches(criteria, tried.length + SPARE_CANDIDATES + SEND_ON_CHOICES, { now });
  return matches.map((m) => m.id).filter((id) => !tried.includes(id));
}

/**
 * The client's answer, however it came (the link's page, or a tap on WhatsApp: contact-check-reply.ts).
 * In one transaction the link must be known, unused and unexpired, and the claim still waiting for
 * an answer; the link is used up, so the answer counts once. Yes stops the clock as a confirmed
 * contact (the firm's public median then counts it). No reopens the request: the lead is waiting
 * again and lapses now (the lapse trigger counts it towards the firm's pause), and the client is
 * offered the next best eligible firms at once, by the "open again" email and links
 * (unanswered-notice.ts, reason 'contact-denied') and in the answer.
 */
export async function recordContactAnswer(token: string, answer: ContactAnswer): Promise<AnswerContactCheckResult> {
  const now = new Date();
  const linkRef = contactCheckLinkRef(token);
  // The ranking is read before the transaction (as requestMatch does); the transaction re-reads each firm it offers.
  const first = usableContactCheckLink(await linkRef.get(), now.getTime());
  const firstLead = answerableLead(first, (await leadRef(first.leadId).get()).data());
  const candidates = answer === 'no' ? await sendOnCandidates(firstLead, now) : [];

  const result = await db.runTransaction(async (tx) => {
    const link = usableContactCheckLink(await tx.get(linkRef), now.getTime());
    const lead = answerableLead(link, (await tx.get(leadRef(link.leadId))).data());
    const claim = lead.contactClaim!;
    if (answer === 'yes') {
      tx.update(linkRef, { usedAt: Timestamp.fromDate(now) });
      updateLead(tx, link.leadId, contactConfirmed(claim, now));
      return { firmId: lead.firmId, sendOn: [] };
    }
    const offers = candidates.length ? await eligibleFirms(tx, candidates, now, lead.formData.email!, SEND_ON_CHOICES) : [];
    tx.update(linkRef, { usedAt: Timestamp.fromDate(now) });
    updateLead(tx, link.leadId, contactDenied(lead, now));
    const tokens = await queueUnansweredNotice(tx, {
      leadId: link.leadId,
      lead,
      previousFirmName: link.firmName,
      offers,
      now,
      reason: 'contact-denied',
    });
    return { firmId: lead.firmId, sendOn: offers.map((o, i) => ({ firmName: o.firm.firmName, token: tokens[i]! })) };
  });
  if (answer === 'yes') await refreshAfterClockStop(result.firmId, now.getTime());
  return { answer, firmName: first.firmName, sendOn: result.sendOn };
}

/** The answer from the question's page. Public: the token is the credential. */
export const answerContactCheck = callable('answerContactCheck', {
  access: 'public',
  handler: ({ token, answer }): Promise<AnswerContactCheckResult> => recordContactAnswer(token, answer),
});
