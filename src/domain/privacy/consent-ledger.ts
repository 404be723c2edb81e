/**
 * The consent ledger (the Information Officer's desk): every consent a person gave, found by their
 * email address or mobile number, built from the records the product already writes:
 *
 * - the lead's `consent` (the wizard's terms and its two choices: purpose, policyVersion, givenAt);
 * - the phone box (`messagingChoices`: the client's per request, the firm's per account address;
 *   consent.purpose in the words shown, policyVersion, givenAt), withdrawn by STOP on the number
 *   (`messagingNumbers.optedOutAt`) or, for a firm, by turning messages off (the choice is deleted);
 * - the legal-updates subscription (`legalUpdateSubscribers`: consent, confirmedAt, unsubscribedAt).
 *
 * Each record has one writer and each writer one channel, so the channel is named from the record's
 * kind (CONSENT_CHANNELS), not stored on it. findConsents (operators only) answers the entries.
 */
import { z } from 'zod';
import type { ConsentPurpose } from './consent-purposes';

export const CONSENT_CHANNELS = {
  wizard: 'Website: the request form (a ticked box; the terms by sending)',
  firmSettings: 'Firm dashboard: Settings (a ticked box, signed in)',
  legalUpdates: 'Website: the legal-updates form (a ticked box), confirmed from the emailed link',
} as const;

export const CONSENT_LEDGER_MESSAGES = {
  contactRequired: 'Enter an email address or a mobile number.',
  emailInvalid: 'Enter a valid email address.',
  phoneInvalid: 'Enter a South African mobile number, such as 082 123 4567 or +27 82 123 4567.',
} as const;

export const findConsentsInputSchema = z
  .strictObject({
    email: z.string().trim().max(254).pipe(z.email(CONSENT_LEDGER_MESSAGES.emailInvalid)).optional(),
    phone: z.string().trim().max(30).optional(),
  })
  .refine((input) => !!input.email || !!input.phone, { message: CONSENT_LEDGER_MESSAGES.contactRequired, path: ['email'] });
export type FindConsentsInput = z.input<typeof findConsentsInputSchema>;

export interface ConsentLedgerEntry {
  purpose: ConsentPurpose['id'];
  /** The words the person agreed to, as stored (the wizard's box in the request's language). */
  words: string;
  policyVersion: string | null;
  /** Epoch millis. */
  givenAt: number | null;
  channel: string;
  /** What the consent belongs to: a request's short reference, a firm's account, the subscription. */
  about: string;
  /** When it was withdrawn (or the request withdrawn or erased), epoch millis; null while it stands. */
  withdrawnAt: number | null;
  /** How it was withdrawn, in words ('' while it stands). */
  withdrawnHow: string;
}

export interface FindConsentsResult {
  entries: ConsentLedgerEntry[];
  /** More leads than the ledger reads (CONSENT_LEDGER_LEAD_LIMIT): the oldest are left out. */
  truncated: boolean;
}

/** Leads read per search; a person with more requests is rare, and the ledger says when it stopped. */
export const CONSENT_LEDGER_LEAD_LIMIT = 100;
