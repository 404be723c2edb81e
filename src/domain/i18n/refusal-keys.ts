/**
 * How a translated client page words a refusal: by the refusal's reason (src/domain/callable-errors.ts),
 * never by its English text. One entry per callable a translated page calls, because the same
 * reason can mean different words on different pages ('lead-withdrawn' on the send-on page is
 * "You withdrew this request, so it can no longer be sent on"). refusal-keys.test.ts reads each
 * callable's server code and fails when it can refuse with a reason its entry does not word.
 *
 * Each reason is worded by one of:
 * - a catalog key: the page shows that message (its English is the server's message word for word,
 *   catalogs.test.ts);
 * - AS_SENT: the server's words, in English on every page, on purpose (see ENGLISH_ON_PURPOSE);
 * - BY_MESSAGE: a field's message from a schema, or a reason the server words two ways: the
 *   page's table of the domain's message constants names the key (field-message-keys.ts,
 *   the review page's review-messages.ts);
 * - OWN_WORDS: the page words it itself with what it shows (the send-on page names the firm).
 * `others: 'fallback'` (the wizard and the firm confirmation): every reason not listed reads as the
 * page's own translated fallback ("Matching failed"), so none can reach the page in English.
 */
import type { CallableErrorReason } from '../callable-errors';
import type { CallableName } from '../callables';
import {
  AS_SENT,
  BY_MESSAGE,
  ENGLISH_ON_PURPOSE,
  entryWords,
  OWN_WORDS,
  type CallableRefusals,
  type RefusalWords,
} from './refusal-words';
import { SUGGEST_REFUSALS } from './suggest-refusals';
import { WIZARD_REFUSALS } from './wizard-refusals';

/** What every public callable can answer before its handler runs (functions/src/shared/callable.ts). */
const ANY_PUBLIC_CALL = { ...ENGLISH_ON_PURPOSE, 'invalid-input': BY_MESSAGE } as const;

/**
 * The answer and booking links' refusals. Withdrawing, erasing or passing a request on also ends its
 * answer and booking (shared code reads those links), so the request and send-on pages word them too.
 */
const ANSWER_AND_BOOKING_LINKS = {
  'answer-link-unknown': 'server.answer.answerLinkUnknown',
  'answer-link-used': 'server.answer.answerLinkUsed',
  'answer-link-expired': 'server.answer.answerLinkExpired',
  'booking-link-unknown': 'server.answer.bookingLinkUnknown',
  'booking-link-used': 'server.answer.bookingLinkUsed',
  'booking-link-expired': 'server.answer.bookingLinkExpired',
} as const;

const MY_REQUEST: CallableRefusals = {
  others: 'listed',
  reasons: {
    ...ANY_PUBLIC_CALL,
    'request-link-unknown': 'server.request.unknownLink',
    'request-erased': 'server.request.erasedLink',
    // eraseMyData for an address that is a firm's: firms do not erase themselves from this page.
    'personal-data-of-firm': AS_SENT,
    'sign-in-required': AS_SENT,
    ...ANSWER_AND_BOOKING_LINKS,
  },
};

const SEND_ON_LINK = {
  'send-on-link-unknown': 'server.sendOn.unknown',
  'send-on-link-used': 'server.sendOn.used',
  'send-on-link-expired': 'server.sendOn.expired',
} as const;

const RELEASE_LINK = {
  'release-link-unknown': 'server.release.notFound',
  'release-link-used': 'server.release.used',
  'release-link-expired': 'server.release.expired',
} as const;

const REVIEW_LINK = {
  'review-link-unknown': 'server.review.notFound',
  'review-link-used': 'server.review.used',
  'review-link-expired': 'server.review.expired',
} as const;

/** The client's answer page (src/features/my-request/pages/answer-page.tsx): its links and its choices. */
const ANSWER_LINKS = {
  ...ANSWER_AND_BOOKING_LINKS,
  'answer-replaced': 'server.answer.answerReplaced',
  'no-answer-yet': 'server.answer.noAnswerYet',
  // The request's own token opens the page too (the request page's words).
  'request-erased': 'server.request.erasedLink',
  'request-link-unknown': 'server.request.unknownLink',
  // The server words these for the firm; the client reads where their request stands.
  'lead-withdrawn': 'answer.state.withdrawn',
  'lead-passed-on': 'answer.state.sentOn',
  'booking-not-found': 'server.answer.noBooking',
  'booking-cancelled': 'server.answer.bookingCancelled',
} as const;

/** What a client's choice on the answer page can meet besides its link's refusals. */
const ANSWER_CHOICE: CallableRefusals = {
  others: 'listed',
  reasons: {
    ...ANY_PUBLIC_CALL,
    ...ANSWER_LINKS,
    'slot-taken': 'server.answer.slotTaken',
    'slot-not-offered': 'server.answer.notATime',
    'slot-too-soon': 'server.answer.slotTooSoon',
    'booking-cancelled': 'server.answer.bookingCancelled',
    'booking-not-found': 'server.answer.noBooking',
    'send-on-not-allowed': 'server.answer.sendOnNotAllowed',
    'lead-closed': 'server.answer.closed',
    // Shared with the firm's side of the same callables (by: 'firm'), and with the placement module
    // a send-on goes through (its firm was chosen by the server, not the page): a client's call
    // from this page does not meet them in practice.
    'firm-only': AS_SENT,
    'slot-invalid': AS_SENT,
    'sign-in-required': AS_SENT,
    'lead-limit-reached': AS_SENT,
    'firm-unavailable': AS_SENT,
    'no-firm-available': AS_SENT,
  },
};

/** "Did <firm> contact you?" (src/features/my-request/pages/contact-check-page.tsx). */
const CONTACT_CHECK: CallableRefusals = {
  others: 'listed',
  reasons: {
    ...ANY_PUBLIC_CALL,
    'contact-check-link-unknown': 'server.contactCheck.unknown',
    'contact-check-link-used': 'server.contactCheck.used',
    'contact-check-link-expired': 'server.contactCheck.expired',
    'lead-withdrawn': 'server.contactCheck.withdrawn',
    // A No reopens the request and writes its send-on links through the send-on link store, which
    // also reads them; this page never reads one, and words them as the send-on page does.
    ...SEND_ON_LINK,
    'request-erased': 'server.request.erasedLink',
    'request-link-unknown': 'server.request.unknownLink',
    'sign-in-required': AS_SENT,
    'lead-limit-reached': AS_SENT,
    'firm-unavailable': AS_SENT,
    'no-firm-available': AS_SENT,
  },
};

export const REFUSAL_KEYS = {
  getContactCheck: CONTACT_CHECK,
  answerContactCheck: CONTACT_CHECK,
  getAnswerOffer: { others: 'listed', reasons: { ...ANY_PUBLIC_CALL, ...ANSWER_LINKS } },
  bookConsultation: ANSWER_CHOICE,
  declineAnswerTimes: ANSWER_CHOICE,
  closeMyRequestFromAnswer: ANSWER_CHOICE,
  sendOnFromAnswer: ANSWER_CHOICE,
  moveBooking: ANSWER_CHOICE,
  cancelBooking: ANSWER_CHOICE,
  getMyRequest: MY_REQUEST,
  withdrawMyRequest: MY_REQUEST,
  eraseMyData: MY_REQUEST,
  getSendOnOffer: { others: 'listed', reasons: { ...ANY_PUBLIC_CALL, ...SEND_ON_LINK } },
  sendLeadOn: {
    others: 'listed',
    reasons: {
      ...ANY_PUBLIC_CALL,
      ...SEND_ON_LINK,
      'lead-withdrawn': 'server.sendOn.withdrawn',
      // Its message names the firm: the page says it with the firm it shows (sendOn.firmUnavailable).
      'firm-unavailable': OWN_WORDS,
      // The request's own link, read when the request is passed on (the request page's words).
      'request-erased': 'server.request.erasedLink',
      'request-link-unknown': 'server.request.unknownLink',
      // Placing the request shares code with the other lead-making callables; a send-on link's
      // firm was checked for these when the email was written, so they are not met in practice.
      'lead-limit-reached': AS_SENT,
      'no-firm-available': AS_SENT,
      'sign-in-required': AS_SENT,
    },
  },
  getLeadRelease: { others: 'listed', reasons: { ...ANY_PUBLIC_CALL, ...RELEASE_LINK } },
  respondToLeadRelease: { others: 'listed', reasons: { ...ANY_PUBLIC_CALL, ...RELEASE_LINK } },
  getReviewInvite: { others: 'listed', reasons: { ...ANY_PUBLIC_CALL, ...REVIEW_LINK } },
  submitReview: {
    others: 'listed',
    reasons: {
      ...ANY_PUBLIC_CALL,
      ...REVIEW_LINK,
      // Also said, with other words, when the request the link belongs to is gone: the review
      // page's message table tells the two apart (review-messages.ts).
      'review-link-unknown': BY_MESSAGE,
      'review-own-firm': 'server.review.ownFirm',
      'sign-in-required': AS_SENT,
    },
  },
  ...WIZARD_REFUSALS,
  ...SUGGEST_REFUSALS,
} as const satisfies Partial<Record<CallableName, CallableRefusals>>;

export type TranslatedCallable = keyof typeof REFUSAL_KEYS;

/**
 * How a page words a refusal of this callable: null when it reads as the page's fallback. A reason
 * the entry does not list (the test keeps every one the server sends listed) shows as sent.
 */
export function refusalWords(callable: TranslatedCallable, reason: CallableErrorReason): RefusalWords | null {
  return entryWords(REFUSAL_KEYS[callable], reason);
}
