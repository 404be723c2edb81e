import { CALLABLES } from '../callables';
import { consentChoicesSchema, idempotencyKeySchema, RATE_LIMITED_CALLABLES, rateLimitMessage } from './request-guards';

describe('idempotency keys', () => {
  it('accepts what crypto.randomUUID makes', () => {
    expect(idempotencyKeySchema.safeParse('0b9f3f0e-6f5c-4d0e-9a3c-1f2e3d4c5b6a').success).toBe(true);
  });
  it.each(['short', '../../leads/x-123456789', 'a'.repeat(65), '__name__abcdefghijkl!', ''])('refuses %j', (key) => {
    expect(idempotencyKeySchema.safeParse(key).success).toBe(false);
  });
});

describe('rate limits', () => {
  it('name only callables that exist', () => {
    for (const name of Object.keys(RATE_LIMITED_CALLABLES)) expect(CALLABLES).toHaveProperty(name);
  });
  it('say when to try again, in minutes', () => {
    expect(rateLimitMessage(1)).toBe('Too many requests from your connection. Please try again in 1 minute.');
    expect(rateLimitMessage(42)).toBe('Too many requests from your connection. Please try again in 42 minutes.');
    // A per-email limit names the email address, not the connection.
    expect(rateLimitMessage(5, 'email')).toBe('Too many requests for this email address. Please try again in 5 minutes.');
  });
});

describe('consent choices', () => {
  it('are unticked unless the client ticks them', () => {
    expect(consentChoicesSchema.parse({})).toEqual({ shareWithOtherFirms: false, reroute: false });
  });
});
