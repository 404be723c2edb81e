import { createHash } from 'node:crypto';

/**
 * PayFast signs with PHP's urlencode(): RFC 1738 style, so spaces become '+', every byte outside
 * [A-Za-z0-9-_.] is percent-encoded in UPPER case (including '~', '!', '*', "'", '(' and ')',
 * which encodeURIComponent leaves alone). Any other encoding produces a signature PayFast rejects.
 */
export function phpUrlEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%20/g, '+')
    .replace(/%[0-9a-f]{2}/g, (m) => m.toUpperCase());
}

export type Pairs = readonly (readonly [string, string])[];

/**
 * The documented order of checkout fields: a checkout signature is computed over the fields in
 * this order (not alphabetically), blank fields left out, then the passphrase appended.
 */
const CHECKOUT_FIELD_ORDER = [
  'merchant_id',
  'merchant_key',
  'return_url',
  'cancel_url',
  'notify_url',
  'name_first',
  'name_last',
  'email_address',
  'cell_number',
  'm_payment_id',
  'amount',
  'item_name',
  'item_description',
  'custom_int1',
  'custom_int2',
  'custom_int3',
  'custom_int4',
  'custom_int5',
  'custom_str1',
  'custom_str2',
  'custom_str3',
  'custom_str4',
  'custom_str5',
  'email_confirmation',
  'confirmation_address',
  'payment_method',
  'subscription_type',
  'billing_date',
  'recurring_amount',
  'frequency',
  'cycles',
] as const;

const md5 = (text: string) => createHash('md5').update(text, 'utf8').digest('hex');

function withPassphrase(paramString: string, passphrase: string | null | undefined): string {
  const phrase = passphrase?.trim();
  return phrase ? `${paramString}&passphrase=${phpUrlEncode(phrase)}` : paramString;
}

/** Puts checkout fields into PayFast's documented order; unknown fields are refused, not guessed. */
export function orderCheckoutFields(fields: Record<string, string>): [string, string][] {
  const unknown = Object.keys(fields).filter((k) => !(CHECKOUT_FIELD_ORDER as readonly string[]).includes(k));
  if (unknown.length > 0) throw new Error(`Not a PayFast checkout field: ${unknown.join(', ')}`);
  return CHECKOUT_FIELD_ORDER.filter((k) => k in fields).map((k) => [k, fields[k]!]);
}

/** Checkout: documented order, blank values skipped, values trimmed and PHP-urlencoded. */
export function checkoutParamString(pairs: Pairs, passphrase?: string | null): string {
  const body = pairs
    .filter(([name, value]) => name !== 'signature' && value.trim() !== '')
    .map(([name, value]) => `${name}=${phpUrlEncode(value.trim())}`)
    .join('&');
  return withPassphrase(body, passphrase);
}

export function checkoutSignature(pairs: Pairs, passphrase?: string | null): string {
  return md5(checkoutParamString(pairs, passphrase));
}

/**
 * ITN: every posted field in the order PayFast posted it, blank ones included, up to the
 * signature field (PayFast's own reference handler stops there), then the passphrase.
 */
export function itnParamString(pairs: Pairs, passphrase?: string | null): string {
  const parts: string[] = [];
  for (const [name, value] of pairs) {
    if (name === 'signature') break;
    parts.push(`${name}=${phpUrlEncode(value)}`);
  }
  return withPassphrase(parts.join('&'), passphrase);
}

export function itnSignature(pairs: Pairs, passphrase?: string | null): string {
  return md5(itnParamString(pairs, passphrase));
}

/**
 * Subscription API (cancel, fetch...): the headers merchant-id, version and timestamp plus any
 * body or query parameters and the passphrase, sorted by name, PHP-urlencoded, MD5.
 */
export function apiSignature(params: Record<string, string>, passphrase?: string | null): string {
  const all: Record<string, string> = { ...params };
  const phrase = passphrase?.trim();
  if (phrase) all.passphrase = phrase;
  const text = Object.keys(all)
    .sort()
    .map((k) => `${k}=${phpUrlEncode(all[k]!)}`)
    .join('&');
  return md5(text);
}

/**
 * Parses an application/x-www-form-urlencoded body keeping the posted order and the exact
 * values (URLSearchParams decodes '+' as a space, as PHP does).
 */
export function parseFormBody(raw: string): [string, string][] {
  return [...new URLSearchParams(raw).entries()];
}

/** Constant-time comparison for hex signatures. */
export function sameSignature(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}
