/**
 * The words of a firm's reviews (a firm card's details) in the results page's language (issue 27);
 * the review texts and replies are the clients' and firms' own and stay as written.
 */
import type { ReviewWords } from '@/components/review-words';
import { formatSastDate } from '@/domain/shared/format';
import type { Locale } from '@/domain/shared/locales';
import { t } from '@/lib/i18n/runtime';

/** Built during render, after the LocaleGate activated the page's locale. */
export function translatedReviewWords(locale: Locale): ReviewWords {
  return {
    title: t('card.reviewsTitle'),
    sectionName: (firm) => t('card.reviewsOf', { firm }),
    loading: t('card.reviewsLoading'),
    failed: t('card.reviewsFailed'),
    none: t('card.noReviews'),
    reviewFrom: (date) => t('card.reviewFrom', { date }),
    verifiedClient: t('card.verifiedClient'),
    // The results page always names the firm; the dashboard (English) is the one that may not.
    responseFrom: (firm, date) => t('card.responseFrom', { firm: firm ?? '', date }),
    rated: (rating) => t('card.rated', { rating }),
    date: (value) => formatSastDate(value, locale),
  };
}
