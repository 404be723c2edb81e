import { FIRM_EMAIL_CONFIRMATION_TTL_DAYS } from '../firms/account';
import { DAY_MS, monthsBefore, retentionCutoffs, RETENTION, unconfirmedRegistrationClosesAt } from './retention';

describe('monthsBefore', () => {
  it('keeps the day and time of day', () => {
    expect(new Date(monthsBefore(Date.UTC(2026, 10, 23, 9, 30), 12)).toISOString()).toBe('2025-11-23T09:30:00.000Z');
  });
  it('clamps to the last day of a shorter month', () => {
    expect(new Date(monthsBefore(Date.UTC(2026, 2, 31), 1)).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(new Date(monthsBefore(Date.UTC(2024, 2, 31), 1)).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
  it('crosses year boundaries', () => {
    expect(new Date(monthsBefore(Date.UTC(2026, 0, 15), 13)).toISOString()).toBe('2024-12-15T00:00:00.000Z');
  });
});

it('cuts leads, contacts, messages and translation suggestions at the periods the policy states', () => {
  const now = Date.UTC(2026, 10, 23);
  const cut = retentionCutoffs(now);
  expect(cut.leadPersonalInfo).toBe(monthsBefore(now, RETENTION.leadPersonalInfoMonths));
  expect(cut.contacts).toBe(monthsBefore(now, RETENTION.contactMonths));
  expect(cut.contactMessages).toBe(monthsBefore(now, RETENTION.contactMessageMonths));
  expect(cut.translationSuggestions).toBe(monthsBefore(now, RETENTION.translationSuggestionMonths));
});

it('closes an unconfirmed registration only after its first link and one resent link could both have run out', () => {
  const now = Date.UTC(2026, 10, 23);
  expect(retentionCutoffs(now).unconfirmedRegistrations).toBe(now - RETENTION.unconfirmedRegistrationDays * DAY_MS);
  // The resend cap and the job's cutoff are one rule seen from either end.
  expect(unconfirmedRegistrationClosesAt(retentionCutoffs(now).unconfirmedRegistrations)).toBe(now);
  expect(RETENTION.unconfirmedRegistrationDays).toBeGreaterThanOrEqual(2 * FIRM_EMAIL_CONFIRMATION_TTL_DAYS);
});
