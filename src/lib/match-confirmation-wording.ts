import { MATCH_MESSAGES } from '@/domain/leads/leads';
import type { ErrorWording } from './error-message';

/**
 * How a failed lead request reads (the match confirmation page, the featured-firm form): a rate
 * limit's own message says when to try again, so it is shown as the server wrote it; a firm at its
 * monthly limit gets the spec's wording; every other failure the general one.
 */
export const MATCH_CONFIRMATION_WORDING: ErrorWording = {
  words: ['rate-limited'],
  reasons: { 'lead-limit-reached': MATCH_MESSAGES.leadLimit },
  fallback: MATCH_MESSAGES.otherError,
};
