import { describe, expect, it } from 'vitest';
import { isValidSignature, signBody } from './signature';

const secret = 'app-secret';
const body = Buffer.from('{"object":"whatsapp_business_account","entry":[]}');

describe('webhook signature', () => {
  it('accepts the HMAC of the raw body with the app secret', () => {
    expect(isValidSignature(body, signBody(body, secret), secret)).toBe(true);
    expect(isValidSignature(body, signBody(body, secret).toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(true);
  });

  it('refuses another secret, a changed body, a re-serialised body and a missing or malformed header', () => {
    expect(isValidSignature(body, signBody(body, 'other'), secret)).toBe(false);
    expect(isValidSignature(Buffer.from(body.toString().replace('[]', '[{}]')), signBody(body, secret), secret)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(isValidSignature(reserialised, signBody(body, secret), secret)).toBe(false);
    expect(isValidSignature(body, undefined, secret)).toBe(false);
    expect(isValidSignature(body, 'sha1=abc', secret)).toBe(false);
    expect(isValidSignature(body, 'sha256=' + 'ab'.repeat(31), secret)).toBe(false);
    expect(isValidSignature(undefined, signBody(body, secret), secret)).toBe(false);
    expect(isValidSignature(body, signBody(body, ''), '')).toBe(false);
  });
});
