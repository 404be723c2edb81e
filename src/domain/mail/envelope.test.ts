import { parseStored } from '../shared/stored-date';
import { SERVER_TIME } from '../shared/write-markers';
import { mailEnvelopeSchema, newMailEnvelope } from './envelope';

const now = Date.UTC(2026, 2, 2, 8, 0);
const DAY = 86_400_000;

describe('mail envelope owner', () => {
  const envelope = newMailEnvelope({
    to: 'client@example.co.za',
    template: 'client-confirmation',
    data: { name: 'Nomsa', optional: undefined, leadId: 'lead-1' },
    now,
    pendingGraceMs: 120_000,
  });

  it('queues the message unclaimed, for the sweep after the grace period, and for deletion after 30 days', () => {
    expect(envelope).toEqual({
      to: 'client@example.co.za',
      template: 'client-confirmation',
      data: { name: 'Nomsa', leadId: 'lead-1' },
      createdAt: SERVER_TIME,
      delivery: { state: 'PENDING', attempts: 0, nextAttemptAt: new Date(now + 120_000) },
      expireAt: new Date(now + 30 * DAY),
    });
  });

  it('writes plain JSON data: a field left undefined is dropped, never stored as undefined', () => {
    expect(Object.keys(envelope.data as object)).toEqual(['name', 'leadId']);
  });

  it('is what the envelope schema describes once the server clock is filled in', () => {
    expect(() => parseStored(mailEnvelopeSchema, 'mail/(test)', { ...envelope, createdAt: new Date(now) })).not.toThrow();
  });
});

describe('a client mail’s envelope', () => {
  const client = { locale: 'zu' as const, requestUrl: 'https://regmatch.co.za/zu/my-request?token=abc' };
  const envelope = newMailEnvelope({
    to: 'client@example.co.za',
    client,
    template: 'review-invite',
    data: {},
    now,
    pendingGraceMs: 0,
  });

  it('carries the client’s language and request link beside `to`, never in the data', () => {
    expect(envelope).toMatchObject({ to: 'client@example.co.za', locale: 'zu', requestUrl: client.requestUrl, data: {} });
    expect(() => parseStored(mailEnvelopeSchema, 'mail/(test)', { ...envelope, createdAt: new Date(now) })).not.toThrow();
  });

  it('is refused as stored with a language the product does not have or a request link that is not http(s)', () => {
    const stored = { ...envelope, createdAt: new Date(now) };
    expect(() => parseStored(mailEnvelopeSchema, 'mail/(test)', { ...stored, locale: 'fr' })).toThrow();
    expect(() => parseStored(mailEnvelopeSchema, 'mail/(test)', { ...stored, requestUrl: 'javascript:alert(1)' })).toThrow();
  });

  it('a firm’s mail has neither', () => {
    expect(
      newMailEnvelope({ to: 'firm@firm.test', template: 'lead-notification', data: {}, now, pendingGraceMs: 0 }),
    ).not.toHaveProperty('locale');
  });
});
