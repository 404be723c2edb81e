/**
 * The review form's errors and the review link's refusals in the page's language. The domain and
 * the server word them in English (REVIEW_MESSAGES); the two that carry a number are translated by
 * key here, every other one by its English text (`server.review.*`, `server.error.*`).
 */
import { REVIEW_MESSAGES, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from '@/domain/reviews/reviews';
import { localMessage } from '@/lib/i18n/messages';
import { t } from '@/lib/i18n/runtime';

export function reviewMessage(english: string | undefined): string | undefined {
  if (english === REVIEW_MESSAGES.textTooShort) return t('review.error.textTooShort', { min: REVIEW_TEXT_MIN });
  if (english === REVIEW_MESSAGES.textTooLong) return t('review.error.textTooLong', { max: REVIEW_TEXT_MAX });
  return localMessage(english);
}
