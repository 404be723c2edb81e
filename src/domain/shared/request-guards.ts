/**
 * Bounds on what one client can make the platform do: idempotency keys for lead-creating requests,
 * per-client rate limits, and the consent a client gives with each request. Pure data and parsers;
 * functions/src/shared/rate-limit.ts and idempotency.ts apply them.
 */
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Idempotency
// ---------------------------------------------------------------------------------------------

/**
 * A key the browser makes once per submission (crypto.randomUUID) and keeps in the tab's session
 * draft, so a reload, Back/Forward or a double click sends the same key again. Optional on the wire:
 * without one a request is simply not deduplicated (a caller gains nothing by omitting it that a
 * fresh key would not give them; rate limits bound both).
 */
const IDEMPOTENCY_KEY_MIN = 16;
const IDEMPOTENCY_KEY_MAX = 64;
export const idempotencyKeySchema = z
  .string({ error: 'The request key was not understood. Please reload the page and try again.' })
  .regex(/^[A-Za-z0-9_-]+$/, 'The request key was not understood. Please reload the page and try again.')
  .min(IDEMPOTENCY_KEY_MIN, 'The request key was not understood. Please reload the page and try again.')
  .max(IDEMPOTENCY_KEY_MAX, 'The request key was not understood. Please reload the page and try again.');

// ---------------------------------------------------------------------------------------------
// Rate limits
// ---------------------------------------------------------------------------------------------

/**
 * At most `max` calls per `windowSeconds` for one person (the email a request names) and at most
 * `perAddressMax` from one network address; each window opens at the key's first call. The
 * address limit is looser on purpose: South African mobile networks put many customers behind
 * one carrier address (CGNAT), and an office shares one too, so it only stops a loop that
 * rotates emails.
 */
export interface RateLimit {
  max: number;
  perAddressMax: number;
  windowSeconds: number;
}

/** Requests that create a lead or send a message to someone: a person rarely needs more than a few an hour. */
export const LEAD_REQUEST_LIMIT: RateLimit = { max: 10, perAddressMax: 100, windowSeconds: 60 * 60 };
/** Availability checks while a firm types its name or email (no email to key on): generous, but not a lookup service. */
export const CHECK_REQUEST_LIMIT: RateLimit = { max: 200, perAddressMax: 200, windowSeconds: 10 * 60 };
/** Password-reset requests: a person who lost access needs two or three. */
export const PASSWORD_RESET_LIMIT: RateLimit = { max: 5, perAddressMax: 30, windowSeconds: 60 * 60 };

/**
 * Firm registrations and confirmation resends: each one emails the address it names, so a
 * person gets a few an hour; the network address limit only stops a loop over many addresses.
 */
export const REGISTRATION_LIMIT: RateLimit = { max: 5, perAddressMax: 50, windowSeconds: 60 * 60 };

/**
 * Translation suggestions (issue 38): `max` per message, from everyone together (a flood about one
 * text is the flood to stop: a person has one or two better wordings for it), and `perAddressMax`
 * from one network address across every message (a bilingual reader going through a page suggests
 * a few dozen at most in an hour).
 */
export const TRANSLATION_SUGGESTION_LIMIT: RateLimit = { max: 10, perAddressMax: 30, windowSeconds: 60 * 60 };

/** Which callables are limited, and by which limit. Each callable counts in its own window. */
export const RATE_LIMITED_CALLABLES = {
  requestMatch: LEAD_REQUEST_LIMIT,
  submitFeaturedRequest: LEAD_REQUEST_LIMIT,
  contactFirm: LEAD_REQUEST_LIMIT,
  sendContactMessage: LEAD_REQUEST_LIMIT,
  sendCorrespondentRequest: LEAD_REQUEST_LIMIT,
  checkEmailDomain: CHECK_REQUEST_LIMIT,
  checkFirmName: CHECK_REQUEST_LIMIT,
  sendPasswordReset: PASSWORD_RESET_LIMIT,
  registerFirm: REGISTRATION_LIMIT,
  resendFirmConfirmation: REGISTRATION_LIMIT,
  // Each subscription request emails the address it names, like a registration.
  subscribeToLegalUpdates: REGISTRATION_LIMIT,
  suggestTranslation: TRANSLATION_SUGGESTION_LIMIT,
} as const satisfies Record<string, RateLimit>;
export type RateLimitedCallable = keyof typeof RATE_LIMITED_CALLABLES;

/**
 * Which of a call's limits refused it: its network address's, the email address's it is about, or
 * the thing it is about (`subject`: a translation suggestion's message).
 */
export type RateLimitKey = 'address' | 'email' | 'subject';

/**
 * What a refused client reads: which limit was reached and when they may try again, in words. A
 * per-email limit says so (issue 39: a sixth legal-updates subscription for one address was told
 * "from your connection", though the connection had nothing to do with it).
 */
export function rateLimitMessage(minutes: number, key: RateLimitKey = 'address'): string {
  const wait = minutes === 1 ? '1 minute' : `${minutes} minutes`;
  if (key === 'email') return `Too many requests for this email address. Please try again in ${wait}.`;
  if (key === 'subject') return `Too many requests about this item. Please try again in ${wait}.`;
  return `Too many requests from your connection. Please try again in ${wait}.`;
}

// ---------------------------------------------------------------------------------------------
// Consent per lead
// ---------------------------------------------------------------------------------------------

// The policy version a client agrees to is PRIVACY_POLICY_VERSION (brand.ts), printed on the policy itself.

/** Why the client's details are processed, in the words stored on each lead. */
export const CONSENT_PURPOSES = {
  matching: 'Match me with a law firm and send my request to it',
  results: 'Send my request to the law firm I chose',
  featured_firms: 'Send my request to the featured firm I chose',
} as const;

/** The choices a client makes with a request; both unticked unless the client ticks them. */
export const consentChoicesSchema = z.object({
  shareWithOtherFirms: z.boolean().default(false),
  reroute: z.boolean().default(false),
});
export type ConsentChoices = z.infer<typeof consentChoicesSchema>;
