import { MATCH_MESSAGES } from '@/domain/leads/leads';
import type { ErrorWording } from './error-message';

/**
 * How a failed lead request reads on the featured-firm form (English only): a rate limit's own
 * message says when to try again, so it is shown as the server wrote it; a firm at its monthly
 * limit gets the spec's wording; every other failure the general one. The translated confirmation
 * page words the same reasons from the catalog (WIZARD_REFUSALS.contactFirm, src/domain/i18n/wizard-refusals.ts).
 */
export const MATCH_CONFIRMATION_WORDING: ErrorWording = {
  words: ['rate-limited'],
  reasons: { 'lead-limit-reached': MATCH_MESSAGES.leadLimit },
  fallback: MATCH_MESSAGES.otherError,
};
