import { randomInt } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { type PaidPlanId } from '@/domain/payments/plan-ids';
import { monthKey, PLANS, sastDay } from '@/domain/payments/plans';
import { forwardedSource, normaliseIp } from '../shared/caller-address';

/**
 * PayFast's reference handler rejects a difference of more than R0.01. Compared in whole cents
 * so floating point (199 - 198.99 = 0.00999...) cannot tip the result either way.
 */
const AMOUNT_TOLERANCE_CENTS = 1;

export function parseAmount(text: string | undefined): number | null {
  if (text === undefined || !/^-?\d+(\.\d{1,2})?$/.test(text.trim())) return null;
  return Number(text.trim());
}

export function amountMatches(received: number, expected: number): boolean {
  return Math.abs(Math.round(received * 100) - Math.round(expected * 100)) <= AMOUNT_TOLERANCE_CENTS;
}

/**
 * What a COMPLETE notification for this plan may carry: the monthly price, and R0 for the
 * first notification of a plan with a free month (PayFast confirms the subscription with an
 * R0 payment and bills from billing_date on).
 */
export function acceptableAmounts(plan: PaidPlanId, trialAvailable: boolean): number[] {
  const amounts = [PLANS[plan].price];
  if (PLANS[plan].freeMonths > 0 && trialAvailable) amounts.push(0);
  return amounts;
}

export function formatAmount(amount: number): string {
  return amount.toFixed(2);
}

/** INV-{year}{month}-{4 random digits}: the SAST calendar month (00:30 SAST on the 1st is the new month). */
export function invoiceNumber(now: Date, random: () => number = () => randomInt(0, 10_000)): string {
  return `INV-${monthKey(now).replace('-', '')}-${String(random()).padStart(4, '0')}`;
}

export const INVOICE_NUMBER_PATTERN = /^INV-\d{4}(0[1-9]|1[0-2])-\d{4}$/;

/** 'YYYY-MM-DD' of the SAST calendar day, the format PayFast's billing_date wants. */
export function isoDay(date: Date): string {
  return sastDay(date);
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1', 'localhost']);

/**
 * The address that sent the notification, as the platform saw it: the X-Forwarded-For entry
 * `trustedHops` places from the right (the PAYFAST_PROXY_HOPS param, docs/deploy.md), as for every
 * caller (shared/caller-address.ts). With no header (the emulator) the socket peer is it.
 */
export const sourceIpOf = forwardedSource;

export type Resolver = (host: string) => Promise<string[]>;
const dnsResolver: Resolver = async (host) => (await lookup(host, { all: true })).map((a) => normaliseIp(a.address));

/**
 * PayFast publishes host names, not a fixed list of addresses, so the check resolves them (as
 * PayFast's reference handler does). Locally only loopback may notify.
 */
export async function isValidSource(
  ip: string,
  validHosts: readonly string[],
  resolve: Resolver = dnsResolver,
): Promise<boolean> {
  const address = normaliseIp(ip);
  if (validHosts.length === 0) return LOOPBACK.has(address);
  const results = await Promise.allSettled(validHosts.map((h) => resolve(h)));
  return results.some((r) => r.status === 'fulfilled' && r.value.map(normaliseIp).includes(address));
}
