import { DAY_MS, INACTIVE_FIRM_WARNING_DAYS, inactiveFirmClosesAt, inactivityStep, RETENTION } from './retention';

const now = Date.UTC(2027, 0, 10);
const { first, second } = INACTIVE_FIRM_WARNING_DAYS;

describe('inactive firms: two warnings, then closure', () => {
  it('warns at 11 months, again at 11.5, and closes at 12 months', () => {
    expect(inactivityStep(first - 1, {}, now)).toBeNull();
    expect(inactivityStep(first, {}, now)).toBe('first-warning');
    expect(inactivityStep(second, { first: now - (second - first) * DAY_MS }, now)).toBe('second-warning');
    expect(
      inactivityStep(RETENTION.inactiveFirmDays, { first: 0, second: now - (RETENTION.inactiveFirmDays - second) * DAY_MS }, now),
    ).toBe('close');
  });

  it('a firm found late still gets both warnings with their full notice before it is closed', () => {
    // Two years quiet, never warned: the first warning, not a closure.
    expect(inactivityStep(730, {}, now)).toBe('first-warning');
    // Warned yesterday: the second waits its 15 days.
    expect(inactivityStep(730, { first: now - DAY_MS }, now)).toBeNull();
    expect(inactivityStep(730, { first: now - 1 - DAY_MS, second: now - DAY_MS }, now)).toBeNull();
  });

  it('the closing day a warning names is never sooner than its notice', () => {
    const active = now - 800 * DAY_MS;
    expect(inactiveFirmClosesAt(active, 'first-warning', now)).toBe(now + (RETENTION.inactiveFirmDays - first) * DAY_MS);
    const recent = now - first * DAY_MS;
    expect(inactiveFirmClosesAt(recent, 'first-warning', now)).toBe(recent + RETENTION.inactiveFirmDays * DAY_MS);
  });
});
