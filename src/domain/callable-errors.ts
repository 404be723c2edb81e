/**
 * Why a callable refused, in words a program can read. Every HttpsError a callable throws carries
 * `details: { reason, field? }`; the browser keeps them on its CallableError, so screens decide
 * what to show by reason and field, never by matching the message text (which is for people).
 */
import { z } from 'zod';

/** The status codes callables use (firebase-functions' FunctionsErrorCode, minus the ones we never send). */
export type CallableErrorCode =
  | 'unauthenticated'
  | 'permission-denied'
  | 'invalid-argument'
  | 'not-found'
  | 'already-exists'
  | 'failed-precondition'
  | 'resource-exhausted'
  | 'deadline-exceeded'
  | 'unavailable'
  | 'aborted';

/**
 * Every reason, with the one status code it is always sent with. A reason names the situation
 * (what the caller can change), the code only its class.
 */
export const CALLABLE_ERROR_CODES = {
  // The caller
  'sign-in-required': 'unauthenticated',
  'firm-only': 'permission-denied',
  'admin-only': 'permission-denied',
  // Translation suggestions are decided by operators and the reviewers they name (issue 38).
  'reviewer-only': 'permission-denied',
  'email-required': 'failed-precondition',
  // The request carried no usable App Check token (docs/security.md, App Check).
  'app-not-verified': 'unauthenticated',
  // Too many calls from one client (rate limits, src/domain/shared/request-guards.ts); the message says when to retry.
  'rate-limited': 'resource-exhausted',
  // The input
  'invalid-input': 'invalid-argument',
  // Registration and firm details
  'firm-name-taken': 'already-exists',
  'email-domain-taken': 'already-exists',
  'account-not-created': 'invalid-argument',
  'firm-not-found': 'not-found',
  // The firm's confirm-your-email link
  'confirm-link-unknown': 'not-found',
  'confirm-link-used': 'failed-precondition',
  'confirm-link-expired': 'failed-precondition',
  'plan-required': 'permission-denied',
  // Leads
  'lead-limit-reached': 'resource-exhausted',
  'firm-unavailable': 'not-found',
  'no-firm-available': 'not-found',
  'open-lead-taken': 'failed-precondition',
  'outside-province': 'permission-denied',
  'no-service-area': 'failed-precondition',
  'lead-not-found': 'not-found',
  'lead-passed-on': 'failed-precondition',
  'lead-withdrawn': 'failed-precondition',
  // resumeMatching on a firm that is not paused (response-pause.ts)
  'not-paused': 'failed-precondition',
  // The client's release link for an accepted open lead
  'release-link-unknown': 'not-found',
  'release-link-used': 'failed-precondition',
  'release-link-expired': 'failed-precondition',
  // The client's send-on link after a lapse (send-on.ts)
  'send-on-link-unknown': 'not-found',
  'send-on-link-used': 'failed-precondition',
  'send-on-link-expired': 'failed-precondition',
  // The client's answer to "Did <firm> contact you?" and the firm's dispute (contact-claim.ts)
  'contact-check-link-unknown': 'not-found',
  'contact-check-link-used': 'failed-precondition',
  'contact-check-link-expired': 'failed-precondition',
  'contact-denied': 'failed-precondition',
  'contact-not-denied': 'failed-precondition',
  'contact-already-disputed': 'failed-precondition',
  'contact-no-dispute': 'failed-precondition',
  'contact-already-decided': 'failed-precondition',
  // Verified reviews
  'review-link-unknown': 'not-found',
  'review-link-used': 'failed-precondition',
  'review-link-expired': 'failed-precondition',
  'review-own-firm': 'permission-denied',
  'review-not-found': 'not-found',
  'review-not-yours': 'permission-denied',
  'review-already-replied': 'failed-precondition',
  'review-already-reported': 'failed-precondition',
  'review-already-hidden': 'failed-precondition',
  // Lead reports (lead-reports.ts)
  'lead-report-exists': 'failed-precondition',
  'lead-slot-already-returned': 'failed-precondition',
  'lead-converted': 'failed-precondition',
  'lead-report-too-late': 'failed-precondition',
  'lead-report-not-found': 'not-found',
  'lead-report-decided': 'failed-precondition',
  // Payments
  'already-on-plan': 'failed-precondition',
  'payments-not-configured': 'failed-precondition',
  'no-subscription': 'failed-precondition',
  'already-cancelled': 'failed-precondition',
  'payment-provider-unavailable': 'unavailable',
  'subscription-cancel-failed': 'failed-precondition',
  'subscription-changed': 'aborted',
  // Operators
  'account-not-found': 'not-found',
  'request-not-found': 'not-found',
  'request-closed': 'failed-precondition',
  // The Information Officer's security-compromise register
  'compromise-not-found': 'not-found',
  'regulator-report-recorded': 'failed-precondition',
  'account-is-firm': 'failed-precondition',
  'post-not-found': 'not-found',
  'verification-not-pending': 'failed-precondition',
  'firm-not-listed': 'failed-precondition',
  'suspension-unchanged': 'failed-precondition',
  'content-empty': 'invalid-argument',
  'title-without-letters': 'invalid-argument',
  'not-a-pdf': 'invalid-argument',
  'pdf-too-large': 'invalid-argument',
  'pdf-unreadable': 'invalid-argument',
  'pdf-without-text': 'failed-precondition',
  'pdf-timeout': 'deadline-exceeded',
  // Messages between people
  'correspondent-limit-reached': 'resource-exhausted',
  'correspondent-self': 'failed-precondition',
  'correspondent-unavailable': 'not-found',
  // Anything unforeseen on the server: logged there, retryable here.
  // Data requests
  'personal-data-of-firm': 'failed-precondition',
  'request-link-unknown': 'not-found',
  'request-erased': 'not-found',
  // Legal-updates subscription links (confirm, unsubscribe)
  'legal-updates-link-unknown': 'not-found',
  'legal-updates-link-used': 'failed-precondition',
  'legal-updates-link-expired': 'failed-precondition',
  // The "turn phone messages off" link in every WhatsApp and SMS
  'phone-off-link-unknown': 'not-found',
  'phone-off-link-used': 'failed-precondition',
  'phone-off-link-expired': 'failed-precondition',
  // The firm's answer and bookings (src/domain/answers/contract.ts)
  'lead-closed': 'failed-precondition',
  'contact-declined': 'failed-precondition',
  'slot-invalid': 'invalid-argument',
  'answer-link-unknown': 'not-found',
  'answer-link-used': 'failed-precondition',
  'answer-link-expired': 'failed-precondition',
  'answer-replaced': 'failed-precondition',
  'no-answer-yet': 'not-found',
  'booking-link-unknown': 'not-found',
  'booking-link-used': 'failed-precondition',
  'booking-link-expired': 'failed-precondition',
  'booking-not-found': 'not-found',
  'booking-cancelled': 'failed-precondition',
  'slot-taken': 'already-exists',
  'slot-not-offered': 'invalid-argument',
  'slot-too-soon': 'failed-precondition',
  'send-on-not-allowed': 'failed-precondition',
  // Translation suggestions (src/domain/i18n/suggestions.ts)
  'suggestion-message-unknown': 'invalid-argument',
  'suggestion-slots-differ': 'invalid-argument',
  'suggestion-unchanged': 'invalid-argument',
  'suggestion-not-found': 'not-found',
  'suggestion-decided': 'failed-precondition',
  'server-error': 'unavailable',
} as const satisfies Record<string, CallableErrorCode>;

/**
 * Said when a call's App Check token is missing, malformed or rejected: by the server's own check
 * and, for the platform's detail-less 'Unauthenticated' refusal, by the browser (src/lib/callable.ts).
 */
export const APP_NOT_VERIFIED_MESSAGE =
  'We could not confirm that this request came from our site. Please reload the page and try again.';

export type CallableErrorReason = keyof typeof CALLABLE_ERROR_CODES;
export const CALLABLE_ERROR_REASONS = Object.keys(CALLABLE_ERROR_CODES) as CallableErrorReason[];

/** The `details` of every callable error. `field` is the input path at fault, dotted ('request.email'). */
export const callableErrorDetailsSchema = z.object({
  reason: z.enum(CALLABLE_ERROR_REASONS as [CallableErrorReason, ...CallableErrorReason[]]),
  field: z.string().optional(),
});
export type CallableErrorDetails = z.infer<typeof callableErrorDetailsSchema>;

/** Details from the wire, or null when they are missing or not ours (an older server, a proxy). */
export function parseCallableErrorDetails(value: unknown): CallableErrorDetails | null {
  const parsed = callableErrorDetailsSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
