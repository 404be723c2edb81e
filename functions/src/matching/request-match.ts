import { NEXT_FIRMS_SHOWN, type RequestMatchOutput } from '@/domain/matching/contracts';
import { callable } from '../shared/callable';
import { findMatches } from './find-matches';
import {
  clientNameFromCriteria,
  contactFromCriteria,
  leadDraftFromCriteria,
  leadEmailFromCriteria,
  openLeadDraftFromCriteria,
  placeLeadOnce,
  type LeadPlan,
} from '../leads/placement';
import { writeRequestChoice } from '../notifications/request-choice';

/**
 * Spare candidates beyond the top firm and the three shown: if the top firm filled up between the
 * query and the transaction (a concurrent request), the lead falls through to the next one and
 * the client still sees three others.
 */
const SPARE_CANDIDATES = 2;

/** The wizard's final step: match, lead for the top firm, contact record, emails; returns the next three. */
export const requestMatch = callable('requestMatch', {
  access: 'public',
  rateLimit: { email: (input) => input.email },
  idempotencyKey: (input) => input.idempotencyKey,
  // The same client, firm and words within minutes are one lead, with or without a key (idempotency.ts).
  sameRequest: ({ idempotencyKey: _key, ...request }) => request,
  handler: async (input, _caller, _request, guards): Promise<RequestMatchOutput> => {
    const { idempotencyKey: _key, consent, messaging, ...criteria } = input;
    const { matches } = await findMatches(criteria, 1 + NEXT_FIRMS_SHOWN + SPARE_CANDIDATES);
    const plan: LeadPlan = {
      candidateIds: matches.map((m) => m.id),
      lead: leadDraftFromCriteria(criteria, 'matching'),
      contact: contactFromCriteria(criteria),
      leadEmail: leadEmailFromCriteria(criteria),
      clientName: clientNameFromCriteria(criteria),
      // A reduced, contact-free copy for other firms only when the client ticked it in the wizard.
      openLead: consent?.shareWithOtherFirms ? openLeadDraftFromCriteria(criteria) : undefined,
      consent: { shareWithOtherFirms: consent?.shareWithOtherFirms ?? false, reroute: consent?.reroute ?? false },
      // The phone choice belongs to this request only (notifications/request-choice.ts), written with the lead.
      withLead: (tx, leadId) => writeRequestChoice(tx, leadId, criteria.email, messaging, criteria.locale),
    };
    return placeLeadOnce(plan, guards, (outcome) => {
      const topFirm = matches.find((m) => m.id === outcome.firmId)!;
      const nextFirms = matches
        .filter((m) => m.id !== outcome.firmId && !outcome.skippedFull.includes(m.id))
        .slice(0, NEXT_FIRMS_SHOWN);
      return { leadId: outcome.leadId, topFirm, nextFirms };
    });
  },
});
