import { OPEN_LEAD_MESSAGES } from '@/domain/firms/registration';
import { CallableError } from '@/lib/callable';
import { acceptFailureText } from './open-leads-tab';

describe('acceptFailureText: what a firm reads when accepting an open lead fails', () => {
  it('a lead someone else accepted first gets the spec wording', () => {
    expect(
      acceptFailureText(new CallableError('anything', 'failed-precondition', { reason: 'open-lead-taken', field: 'openLeadId' })),
    ).toBe(OPEN_LEAD_MESSAGES.taken);
  });

  it('refusals the firm can act on show the server’s own words', () => {
    const upgrade = 'Open leads are available on the Premium and Premium Plus plans. Upgrade to accept leads.';
    expect(acceptFailureText(new CallableError(upgrade, 'permission-denied', { reason: 'plan-required' }))).toBe(upgrade);
    expect(
      acceptFailureText(
        new CallableError(OPEN_LEAD_MESSAGES.noServiceArea, 'failed-precondition', { reason: 'no-service-area' }),
      ),
    ).toBe(OPEN_LEAD_MESSAGES.noServiceArea);
  });

  it('a failed precondition is not taken to mean "taken": only the reason decides', () => {
    expect(
      acceptFailureText(
        new CallableError('Please sign in with an email address to accept leads.', 'failed-precondition', {
          reason: 'email-required',
        }),
      ),
    ).toBe('Please sign in with an email address to accept leads.');
    expect(acceptFailureText(new CallableError('x', 'failed-precondition'))).toBe(OPEN_LEAD_MESSAGES.failed);
    expect(acceptFailureText(new Error('offline'))).toBe(OPEN_LEAD_MESSAGES.failed);
  });
});
