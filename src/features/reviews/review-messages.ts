/**
 * The review page's messages in its language. The review form is checked with the domain's schema
 * (reviewFormSchema), whose field messages are English constants (REVIEW_MESSAGES); each names its
 * catalog key here. The link's refusals are worded by their reasons (refusalWording): the one
 * reason the server words two ways, 'review-link-unknown' (a link it never issued, or one whose
 * request is gone), is told apart by this table too.
 */
import type { KeyedMessage } from '@/domain/i18n/field-message-keys';
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@/domain/reviews/reviews';
import { keyedMessage } from '@/lib/i18n/refusal-wording';

const REVIEW_MESSAGE_KEYS: ReadonlyMap<string, KeyedMessage> = new Map<string, KeyedMessage>([
  [REVIEW_MESSAGES.rating, { key: 'server.review.rating' }],
  [REVIEW_MESSAGES.textTooShort, { key: 'review.error.textTooShort', values: { min: REVIEW_TEXT_MIN } }],
  [REVIEW_MESSAGES.textTooLong, { key: 'review.error.textTooLong', values: { max: REVIEW_TEXT_MAX } }],
  [REVIEW_MESSAGES.noHtml, { key: 'server.review.noHtml' }],
  [REVIEW_MESSAGES.noLinks, { key: 'server.review.noLinks' }],
  [REVIEW_MESSAGES.notFound, { key: 'server.review.notFound' }],
  [REVIEW_MESSAGES.leadGone, { key: 'server.review.leadGone' }],
]);

/** The key of a review message: null for one the page has no words for. */
export const reviewMessageKey = (message: string): KeyedMessage | null => REVIEW_MESSAGE_KEYS.get(message) ?? null;

/** A field's message from the review form's schema in the page's language. */
export const reviewFieldMessage = (message: string | undefined): string | undefined =>
  message === undefined ? undefined : keyedMessage(message, reviewMessageKey);
