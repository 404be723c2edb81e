/**
 * What a visitor reads about the legal-updates subscription, with no zod, so the prerendered
 * /legal-updates page can show the form without downloading the schemas (they load on submit).
 */
import { BRAND_NAME } from '../shared/brand';

/** Days a confirmation link works; an unconfirmed subscription goes after RETENTION.legalUpdatePendingDays. */
export const LEGAL_UPDATES_CONFIRM_DAYS = 7;

/** Bounds of what the operator may send: one line of subject, a plain-text body. */
export const LEGAL_UPDATE_LIMITS = { email: 254, subject: 150, minSubject: 5, body: 10_000, minBody: 20 } as const;

/**
 * The consent the visitor gives by ticking the box: who sends what, and how to stop it. The
 * same words are stored as the purpose on the subscriber's consent record.
 */
export const LEGAL_UPDATES_CONSENT = `Send me ${BRAND_NAME}'s legal updates by email. I can unsubscribe at any time.`;

export const LEGAL_UPDATES_TEXTS = {
  consentRequired: 'Please tick the box to agree to receive our legal updates by email.',
  /** subscribeToLegalUpdates' one answer, for a new, pending or confirmed address alike. */
  sentTitle: 'Check your email',
  sent: `If this address is not subscribed yet, we have emailed it a link to confirm. You receive no updates until you confirm, and the link works for ${LEGAL_UPDATES_CONFIRM_DAYS} days.`,
  confirmed:
    'You are subscribed. We email you when South African law changes in a way that may affect you, and every update has a link to unsubscribe.',
  unsubscribed: 'You are unsubscribed. We will not send you legal updates again unless you subscribe again.',
  linkIncomplete: 'This link is incomplete. Please open it again from the email we sent you.',
  confirmUnknown:
    'This confirmation link is not valid. Please open the link in the most recent email we sent you, or subscribe again on the legal updates page.',
  confirmUsed: 'This confirmation link has already been used. If you confirmed, there is nothing more to do.',
  confirmExpired: `This confirmation link no longer works (links work for ${LEGAL_UPDATES_CONFIRM_DAYS} days). Please subscribe again on the legal updates page to get a new one.`,
  unsubscribeUnknown:
    'This unsubscribe link is not valid. Please use the link in the most recent legal update we sent you, or contact us and we will remove your address.',
  subscribeFailed: 'We could not take your subscription just now. Please try again.',
} as const;
