import { describe, expect, it } from 'vitest';
import {
  acceptableAmounts,
  amountMatches,
  INVOICE_NUMBER_PATTERN,
  invoiceNumber,
  isValidSource,
  parseAmount,
  sourceIpOf,
} from './payfast-itn';

describe('amount checks', () => {
  it('accepts the plan price within R0.01', () => {
    expect(amountMatches(199, 199)).toBe(true);
    expect(amountMatches(198.99, 199)).toBe(true);
    expect(amountMatches(199.01, 199)).toBe(true);
  });
  it('rejects more than a cent off', () => {
    expect(amountMatches(198.98, 199)).toBe(false);
    expect(amountMatches(199.02, 199)).toBe(false);
    expect(amountMatches(1, 199)).toBe(false);
    expect(amountMatches(0, 199)).toBe(false);
  });
  it('allows R0 only for the free month of premium, and only once', () => {
    expect(acceptableAmounts('premium', true)).toEqual([199, 0]);
    expect(acceptableAmounts('premium', false)).toEqual([199]);
    expect(acceptableAmounts('premium_plus', true)).toEqual([249]);
  });
  it.each([
    ['199.00', 199],
    ['0.00', 0],
    [' 249.5 ', 249.5],
    ['1e3', null],
    ['199,00', null],
    ['', null],
    [undefined, null],
    ['199.001', null],
  ])('parses %j as %j', (text, expected) => {
    expect(parseAmount(text)).toBe(expected);
  });
});

describe('invoiceNumber', () => {
  it('is INV-{year}{month}-{4 digits}', () => {
    expect(invoiceNumber(new Date('2026-03-05T10:00:00Z'), () => 42)).toBe('INV-202603-0042');
    expect(invoiceNumber(new Date('2026-12-31T21:59:00Z'), () => 9999)).toBe('INV-202612-9999');
    // 23:30 UTC on the last day of a month is 01:30 SAST on the 1st: the new month's invoice.
    expect(invoiceNumber(new Date('2026-12-31T23:30:00Z'), () => 7)).toBe('INV-202701-0007');
    expect(invoiceNumber(new Date('2026-04-30T23:30:00Z'), () => 7)).toBe('INV-202605-0007');
  });
  it('matches the pattern with real randomness', () => {
    for (let i = 0; i < 50; i++) expect(invoiceNumber(new Date())).toMatch(INVOICE_NUMBER_PATTERN);
  });
});

describe('source check', () => {
  it('reads the address the trusted proxies saw, counted from the right', () => {
    // One trusted hop: the last entry is the address Google's front end saw.
    expect(sourceIpOf('197.97.145.144', '10.0.0.1')).toBe('197.97.145.144');
    // Two trusted hops (Hosting, then the function's front end): the second from the right.
    expect(sourceIpOf('197.97.145.144, 35.191.0.1', '10.0.0.1', 2)).toBe('197.97.145.144');
    expect(sourceIpOf(['197.97.145.144', '35.191.0.1'], '10.0.0.1', 2)).toBe('197.97.145.144');
  });
  it('never believes an address the caller wrote into X-Forwarded-For', () => {
    // An attacker at 203.0.113.9 sends "X-Forwarded-For: <PayFast's address>"; proxies append theirs.
    expect(sourceIpOf('197.97.145.144, 203.0.113.9', '10.0.0.1')).toBe('203.0.113.9');
    expect(sourceIpOf('197.97.145.144, 203.0.113.9, 35.191.0.1', '10.0.0.1', 2)).toBe('203.0.113.9');
    // Fewer entries than trusted hops: the request did not come through the proxies at all.
    expect(sourceIpOf('197.97.145.144', '10.0.0.1', 2)).toBe('');
  });
  it('uses the socket peer when no proxy is in front (the emulator)', () => {
    expect(sourceIpOf(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(sourceIpOf('', '127.0.0.1')).toBe('127.0.0.1');
  });
  it('locally accepts loopback only', async () => {
    expect(await isValidSource('127.0.0.1', [])).toBe(true);
    expect(await isValidSource('::1', [])).toBe(true);
    expect(await isValidSource('203.0.113.9', [])).toBe(false);
  });
  it("otherwise accepts only addresses PayFast's hosts resolve to", async () => {
    const resolve = async (host: string) => (host === 'www.payfast.co.za' ? ['197.97.145.144'] : ['41.74.179.194']);
    expect(await isValidSource('197.97.145.144', ['www.payfast.co.za', 'w1w.payfast.co.za'], resolve)).toBe(true);
    expect(await isValidSource('127.0.0.1', ['www.payfast.co.za'], resolve)).toBe(false);
  });
  it('fails closed when DNS fails', async () => {
    const resolve = async () => {
      throw new Error('offline');
    };
    expect(await isValidSource('197.97.145.144', ['www.payfast.co.za'], resolve)).toBe(false);
  });
});
