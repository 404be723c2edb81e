/**
 * The placement module: a lead reaches a firm and the client is told. Everything that places a
 * lead and everything that tells the client about it goes through here:
 * - choosing the firm (placement/firm-choice.ts), the same rules for every path;
 * - counting it (placement/lead-count.ts), the only writer of the free-lead counters; the slot
 *   return (lead-reports/slot-return.ts) uncounts through it;
 * - writing the lead through its owner (src/domain/leads/record.ts, shared/lead-writes.ts);
 * - first placement (placement/first-placement.ts: requestMatch, contactFirm, submitFeaturedRequest),
 *   passing a lapsed lead on (placement/pass-on.ts: sendLeadOn, the response clock's reroute) and
 *   claiming an open lead (placement/claim-open-lead.ts: acceptOpenLead);
 * - the messages (placement/tell.ts): tellClient derives a client mail's language and request link
 *   from the lead onto its envelope; tellFirm writes to a firm's account address.
 */
export { claimOpenLead } from './placement/claim-open-lead';
export { chooseFirm, eligibleFirms } from './placement/firm-choice';
export { placeLeadOnce, type LeadPlan } from './placement/first-placement';
export { readUncount, type ChosenFirm } from './placement/lead-count';
export {
  clientNameOfLead,
  contactFromCriteria,
  clientNameFromCriteria,
  leadDraftFromCriteria,
  leadEmailFromCriteria,
  leadEmailFromFeaturedRequest,
  needAndAreaOfLead,
  openLeadDraftFromCriteria,
} from './placement/lead-drafts';
export { passLeadOn } from './placement/pass-on';
export { tellClient, tellFirm, type LeadOfClient } from './placement/tell';
