/**
 * What the matching callables answer. Shared so the SPA and the functions cannot drift apart.
 * Only public profile fields travel to the browser: never email, account, quota or match keys.
 */
import type { VerificationBadgeSource } from '../firms/verification-badge';
import type { PlanId } from '../payments/plan-ids';
import type { MatchReason } from './score';

export interface MatchedFirm {
  id: string;
  firmName: string;
  logoUrl: string | null;
  primaryServiceArea: string;
  province: string;
  primaryCity: string;
  rating: number;
  reviewCount: number;
  teamSize: string;
  responseTime: string;
  /** The measured median response time (responseStats); null until enough leads were answered. */
  medianResponseMinutes: number | null;
  description: string;
  languages: string[];
  consultationFees: number;
  consultationMethods: string[];
  packageType: PlanId;
  practiceAreas: string[];
  /** The public verification summary the card's badge reads (only verified firms are matched). */
  verification: VerificationBadgeSource;
  matchScore: number;
  /**
   * Whether the firm speaks the client's language (language-fit.ts), which orders firms with the
   * same score; the results page sorts by it too. Absent in answers from before issue 27.
   */
  languageFit?: boolean;
  matchingReasons: MatchReason[];
}

export interface RequestMatchOutput {
  leadId: string;
  topFirm: MatchedFirm;
  nextFirms: MatchedFirm[];
}

export interface ContactFirmOutput {
  success: true;
  leadId: string;
  openLeadId: string | null;
}

export interface SubmitFeaturedRequestOutput {
  success: true;
  leadId: string;
}

/** How many firms the wizard shows after the one that receives the lead. */
export const NEXT_FIRMS_SHOWN = 3;

/**
 * Navigation state the wizard hands to /results, and /results to /contact-firm. Lives in the
 * domain because features never import each other.
 */
export interface ResultsState {
  matches: MatchedFirm[];
  criteria: import('./criteria').SearchCriteria;
  /** The firm that already received the lead from the wizard, when there is one. */
  topFirm?: MatchedFirm | null;
  error?: string;
  /**
   * The wizard's optional income answer. It stays in the browser (never in the callable's input):
   * it only decides whether the results show how to apply to Legal Aid South Africa.
   */
  incomeBand?: import('./legal-aid').IncomeBandId | null;
  /** The consent choices made in the wizard; the results page passes `reroute` on with each request. */
  consent?: import('../shared/request-guards').ConsentChoices;
}

export interface ContactFirmState {
  firm: MatchedFirm;
  searchCriteria: import('./criteria').SearchCriteria;
  postToOpenLeads: boolean;
  province: string;
  practiceArea: string;
  /** So 'Choose Another Firm' can return to the same results. */
  results?: ResultsState;
  /**
   * This request's idempotency key, made when the client chose the firm. It lives in the history
   * entry, so a reload or Back/Forward to the confirmation page sends the same key (no second lead).
   */
  idempotencyKey?: string;
}
