import { MATCH_MESSAGES } from '@/domain/leads/leads';
import { CallableError } from './callable';
import { errorMessage } from './error-message';
import { MATCH_CONFIRMATION_WORDING } from './match-confirmation-wording';

const refusal = (reason: 'lead-limit-reached' | 'firm-unavailable', message: string) =>
  new CallableError(message, 'failed-precondition', { reason });

describe('MATCH_CONFIRMATION_WORDING', () => {
  it('maps confirmation errors to the spec wording by reason, whatever the message says', () => {
    expect(errorMessage(refusal('lead-limit-reached', 'No leads available'), MATCH_CONFIRMATION_WORDING)).toBe(
      'This firm has reached their monthly lead limit. Please try another firm or contact support.',
    );
    expect(errorMessage(refusal('firm-unavailable', 'No leads available'), MATCH_CONFIRMATION_WORDING)).toBe(
      'An error occurred while processing your request. Please try again.',
    );
    expect(errorMessage(new Error('boom'), MATCH_CONFIRMATION_WORDING)).toBe(
      'An error occurred while processing your request. Please try again.',
    );
    expect(MATCH_MESSAGES.notSuccess).toBe('Unable to process your request. Please try again or contact support.');
  });
});
