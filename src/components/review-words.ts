/**
 * Every word a firm's public reviews say (the firm card's details, the firm's dashboard, the
 * operator's queue), as one object like the card's own (./firm-card-words.ts): the translated
 * results page hands its language's (src/features/results/components/translated-review-words.ts),
 * while the featured pages, the dashboard and the operator stay English and load no catalog.
 */
import { REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { formatSastDate } from '@/domain/shared/format';

export interface ReviewWords {
  /** The reviews section's heading, and its name for screen readers. */
  title: string;
  sectionName: (firmName: string) => string;
  loading: string;
  failed: string;
  none: string;
  /** One review's name for screen readers, from its (formatted) date. */
  reviewFrom: (date: string) => string;
  verifiedClient: string;
  /** Above the firm's public reply. */
  responseFrom: (firmName: string | undefined, date: string) => string;
  /** The stars' name for screen readers. */
  rated: (rating: number) => string;
  /** A review's or reply's day, in SAST. */
  date: (value: number | string | Date) => string;
}

export const ENGLISH_REVIEW_WORDS: ReviewWords = {
  title: 'Reviews',
  sectionName: (firmName) => `Reviews of ${firmName}`,
  loading: 'Loading reviews...',
  failed: 'Reviews could not be loaded just now.',
  none: REVIEW_MESSAGES.noReviews,
  reviewFrom: (date) => `Review from ${date}`,
  verifiedClient: REVIEW_MESSAGES.verifiedClient,
  responseFrom: (firmName, date) => `Response from ${firmName ?? 'the firm'} · ${date}`,
  rated: (rating) => `Rated ${rating} out of 5`,
  date: (value) => formatSastDate(value),
};
