import { describe, expect, it } from 'vitest';
import {
  apiSignature,
  checkoutParamString,
  checkoutSignature,
  itnParamString,
  itnSignature,
  orderCheckoutFields,
  parseFormBody,
  phpUrlEncode,
  sameSignature,
} from './payfast-signature';

// PayFast's documented checkout example (sandbox merchant, 'Create your checkout form' fields,
// passphrase jt7NOE43FZPn). The expected string is written out by hand from PayFast's rules and
// its MD5 computed independently (Python hashlib), so a change in ordering, encoding or
// blank handling fails here.
const DOC_EXAMPLE: Record<string, string> = {
  merchant_id: '10000100',
  merchant_key: '46f0cd694581a',
  return_url: 'https://www.example.com/success',
  cancel_url: 'https://www.example.com/cancel',
  notify_url: 'https://www.example.com/notify',
  name_first: 'First Name',
  name_last: 'Last Name',
  email_address: 'test@test.com',
  m_payment_id: '1234',
  amount: '10.00',
  item_name: 'Order#123',
};
const DOC_STRING =
  'merchant_id=10000100&merchant_key=46f0cd694581a&return_url=https%3A%2F%2Fwww.example.com%2Fsuccess' +
  '&cancel_url=https%3A%2F%2Fwww.example.com%2Fcancel&notify_url=https%3A%2F%2Fwww.example.com%2Fnotify' +
  '&name_first=First+Name&name_last=Last+Name&email_address=test%40test.com&m_payment_id=1234&amount=10.00' +
  '&item_name=Order%23123&passphrase=jt7NOE43FZPn';

describe('phpUrlEncode (PHP urlencode)', () => {
  it.each([
    ['First Name', 'First+Name'],
    ['https://a.b/c?d=e&f', 'https%3A%2F%2Fa.b%2Fc%3Fd%3De%26f'],
    ['a-b_c.d', 'a-b_c.d'],
    ["it's (ok)!*", 'it%27s+%28ok%29%21%2A'],
    ['~tilde', '%7Etilde'],
    ['R 1 500/month', 'R+1+500%2Fmonth'],
    ['Ndlovu & Associates', 'Ndlovu+%26+Associates'],
    ['Zoë', 'Zo%C3%AB'],
    ['plus+sign', 'plus%2Bsign'],
  ])('encodes %j as %j with upper-case escapes', (input, expected) => {
    expect(phpUrlEncode(input)).toBe(expected);
  });
});

describe('checkout signature', () => {
  it("matches PayFast's documented example string and hash", () => {
    const pairs = orderCheckoutFields(DOC_EXAMPLE);
    expect(checkoutParamString(pairs, 'jt7NOE43FZPn')).toBe(DOC_STRING);
    expect(checkoutSignature(pairs, 'jt7NOE43FZPn')).toBe('abbd1e145835c1a63a4e25a604a2ac79');
  });

  it('orders fields as documented, not as given', () => {
    const pairs = orderCheckoutFields({ cycles: '0', amount: '0.00', merchant_id: '1', custom_str2: 'premium', frequency: '3' });
    expect(pairs.map(([k]) => k)).toEqual(['merchant_id', 'amount', 'custom_str2', 'frequency', 'cycles']);
  });

  it('refuses fields PayFast does not know rather than signing them in a guessed place', () => {
    expect(() => orderCheckoutFields({ merchant_id: '1', price: '0' })).toThrow(/price/);
  });

  it('skips blank values and trims the rest', () => {
    expect(
      checkoutParamString(
        [
          ['a', ' x '],
          ['b', ''],
          ['c', '  '],
        ],
        null,
      ),
    ).toBe('a=x');
  });

  it('changes when any value changes (amount tampering)', () => {
    const pairs = orderCheckoutFields(DOC_EXAMPLE);
    const tampered = orderCheckoutFields({ ...DOC_EXAMPLE, amount: '1.00' });
    expect(checkoutSignature(tampered, 'jt7NOE43FZPn')).not.toBe(checkoutSignature(pairs, 'jt7NOE43FZPn'));
  });

  it('leaves the passphrase out when there is none', () => {
    expect(checkoutParamString([['a', 'b']], '')).toBe('a=b');
    expect(checkoutParamString([['a', 'b']], 'p q')).toBe('a=b&passphrase=p+q');
  });
});

describe('ITN signature', () => {
  const body =
    'm_payment_id=abc&pf_payment_id=1089250&payment_status=COMPLETE&item_name=RegMatch+Premium&custom_str3=' +
    '&amount_gross=199.00&merchant_id=10000100&signature=SIG&extra=after';

  it('parses the raw body in posted order, decoding + as a space', () => {
    expect(parseFormBody(body).slice(0, 4)).toEqual([
      ['m_payment_id', 'abc'],
      ['pf_payment_id', '1089250'],
      ['payment_status', 'COMPLETE'],
      ['item_name', 'RegMatch Premium'],
    ]);
  });

  it('keeps blank fields and stops at the signature', () => {
    expect(itnParamString(parseFormBody(body), 'pass')).toBe(
      'm_payment_id=abc&pf_payment_id=1089250&payment_status=COMPLETE&item_name=RegMatch+Premium&custom_str3=' +
        '&amount_gross=199.00&merchant_id=10000100&passphrase=pass',
    );
  });

  it('differs with a different passphrase', () => {
    const pairs = parseFormBody(body);
    expect(itnSignature(pairs, 'a')).not.toBe(itnSignature(pairs, 'b'));
  });
});

describe('API signature (subscription cancel)', () => {
  it('sorts header values with the passphrase and hashes them', () => {
    const headers = { 'merchant-id': '10000100', version: 'v1', timestamp: '2026-11-22T10:00:00+02:00' };
    expect(apiSignature(headers, 'jt7NOE43FZPn')).toBe('03fe78892a30da6b97f692f726ccf5a8');
  });
});

describe('sameSignature', () => {
  it('compares exactly', () => {
    expect(sameSignature('abc', 'abc')).toBe(true);
    expect(sameSignature('abc', 'abd')).toBe(false);
    expect(sameSignature('abc', 'ab')).toBe(false);
  });
});
