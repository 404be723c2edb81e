/**
 * Verified reviews: a client whose lead a firm marked contacted or converted receives one
 * single-use link (reviewInvites/{sha256(token)}) and may leave 1 to 5 stars and a text. The
 * firm's rating is the mean of its visible reviews, kept as a running sum and count on the firm
 * document (no scan). Shared by the callables, the review page, the firm dashboard, the operator's
 * queue and the seed.
 */
import { z } from 'zod';
import { RETENTION } from '../privacy/retention';
import { documentIdSchema } from '../shared/fields';
import { storedMillisSchema } from '../shared/stored-date';
import { boundedText } from '../shared/text-rules';

/** How long the client's review link works. */
export const REVIEW_INVITE_TTL_DAYS = RETENTION.reviewInviteDays;

export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TEXT_MAX = 2000;
export const REVIEW_REPLY_MAX = 1000;
const REVIEW_REASON_MIN = 10;
const REVIEW_REASON_MAX = 500;

/** 32 random bytes, base64url without padding: exactly 43 characters of [A-Za-z0-9_-]. */
export const REVIEW_TOKEN_LENGTH = 43;
const INVALID_LINK = 'This review link is incomplete. Please open it again from the email we sent you.';
export const reviewTokenSchema = z
  .string({ error: INVALID_LINK })
  .length(REVIEW_TOKEN_LENGTH, INVALID_LINK)
  .regex(/^[A-Za-z0-9_-]+$/, INVALID_LINK);

const REVIEW_STATUSES = ['visible', 'hidden'] as const;
type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const REVIEW_MESSAGES = {
  rating: 'Please choose from 1 to 5 stars.',
  textTooShort: `Please write at least ${REVIEW_TEXT_MIN} characters about your experience.`,
  textTooLong: `Please keep your review to ${REVIEW_TEXT_MAX} characters or fewer.`,
  replyEmpty: 'Please write your reply.',
  replyTooLong: `Please keep your reply to ${REVIEW_REPLY_MAX} characters or fewer.`,
  reasonTooShort: `Please give a reason of at least ${REVIEW_REASON_MIN} characters.`,
  reasonTooLong: `Please keep the reason to ${REVIEW_REASON_MAX} characters or fewer.`,
  noHtml: 'Please write plain text without HTML tags.',
  noLinks: 'Please leave out web links.',
  /** The client's refusals. */
  incompleteLink: INVALID_LINK,
  notFound: 'This review link is not valid. Please open the most recent email we sent you about this firm, or contact us.',
  used: 'You have already reviewed this firm with this link, so it no longer works. Thank you for your review.',
  expired: 'This review link has expired. Contact us if you still want to review this firm.',
  leadGone: 'The request this link belongs to no longer exists, so it cannot be reviewed. Contact us if this is wrong.',
  ownFirm:
    'Reviews come only from a firm’s clients, and this request was sent from an address of the firm itself, so it cannot be reviewed. Contact us if this is wrong.',
  thanks: (firmName: string) => `Thank you. Your review of ${firmName} is now on its profile.`,
  /** The firm's refusals. */
  reviewNotFound: 'That review could not be found. Please reload your reviews.',
  notYourReview: 'You can only reply to or report reviews of your own firm.',
  alreadyReplied: 'You have already replied to this review. Each review takes one public reply.',
  alreadyReported: 'You have already reported this review; the operator will look at it.',
  reviewsNeedPaidPlan: 'Review management is part of the Premium and Premium Plus plans. Upgrade to reply to and report reviews.',
  /** The operator's. */
  alreadyHidden: 'This review is already hidden.',
  /** Shown beside every review. */
  verifiedClient: 'Verified client',
  noReviews: 'No reviews yet',
} as const;

/** Plain text a person typed: trimmed, its length checked first, then no control characters, markup or links. */
const plainText = (min: number, max: number, tooShort: string, tooLong: string) =>
  boundedText(
    { min, max, lineBreaks: true },
    {
      tooShort,
      tooLong,
      controlCharacters: REVIEW_MESSAGES.noHtml,
      html: REVIEW_MESSAGES.noHtml,
      link: REVIEW_MESSAGES.noLinks,
    },
  );

const reviewRatingSchema = z
  .number({ error: REVIEW_MESSAGES.rating })
  .int(REVIEW_MESSAGES.rating)
  .min(1, REVIEW_MESSAGES.rating)
  .max(5, REVIEW_MESSAGES.rating);
export const reviewTextSchema = plainText(
  REVIEW_TEXT_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_MESSAGES.textTooShort,
  REVIEW_MESSAGES.textTooLong,
);
export const reviewReplyTextSchema = plainText(1, REVIEW_REPLY_MAX, REVIEW_MESSAGES.replyEmpty, REVIEW_MESSAGES.replyTooLong);
const reasonSchema = plainText(
  REVIEW_REASON_MIN,
  REVIEW_REASON_MAX,
  REVIEW_MESSAGES.reasonTooShort,
  REVIEW_MESSAGES.reasonTooLong,
);
const reviewIdSchema = documentIdSchema('Unknown review');

// ---- Callables ---------------------------------------------------------------------------------

export const getReviewInviteInputSchema = z.object({ token: reviewTokenSchema });
export interface GetReviewInviteResult {
  firmId: string;
  firmName: string;
  /** Last day the link works, YYYY-MM-DD. */
  expiresOn: string;
}

/** The review form: the page adds the token from its link. */
export const reviewFormSchema = z.object({ rating: reviewRatingSchema, text: reviewTextSchema });
export const submitReviewInputSchema = reviewFormSchema.extend({ token: reviewTokenSchema });
export interface SubmitReviewResult {
  reviewId: string;
  firmName: string;
  /** The firm's rating and count after this review. */
  rating: number;
  reviewCount: number;
}

export const replyFormSchema = z.object({ text: reviewReplyTextSchema });
export const replyToReviewInputSchema = replyFormSchema.extend({ reviewId: reviewIdSchema });
export interface ReplyToReviewResult {
  reviewId: string;
}

export const reportFormSchema = z.object({ reason: reasonSchema });
export const reportReviewInputSchema = reportFormSchema.extend({ reviewId: reviewIdSchema });
export interface ReportReviewResult {
  reviewId: string;
}

export const hideReviewInputSchema = z.object({ reviewId: reviewIdSchema, reason: reasonSchema });
export interface HideReviewResult {
  reviewId: string;
  firmId: string;
  rating: number;
  reviewCount: number;
}

// ---- Stored documents --------------------------------------------------------------------------

const reviewReplySchema = z.strictObject({
  text: z.string().max(REVIEW_REPLY_MAX),
  createdAt: storedMillisSchema,
});

/** reviews/{leadId} as stored (one review per lead; written only by functions). */
export const reviewSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  leadId: documentIdSchema('Missing lead'),
  rating: z.number().int().min(1).max(5),
  text: z.string().max(REVIEW_TEXT_MAX),
  createdAt: storedMillisSchema,
  status: z.enum(REVIEW_STATUSES),
  reply: reviewReplySchema.nullable(),
  /** Set by reportReview: the firm asked the operator to look at it (the reason is in reviewReports). */
  reportedAt: storedMillisSchema.optional(),
  /** Set by hideReview. */
  hiddenAt: storedMillisSchema.optional(),
  hiddenReason: z.string().max(REVIEW_REASON_MAX).optional(),
});
export type Review = z.output<typeof reviewSchema>;

/** What a review card shows; the public list, the firm's dashboard and the operator read the same shape. */
export type ReviewView = Pick<Review, 'rating' | 'text' | 'createdAt' | 'reply'> & { id: string };

const REVIEW_REPORT_STATES = ['open', 'resolved'] as const;
/** reviewReports/{reviewId}: a firm's report to the operator (admins read; functions write). */
export const reviewReportSchema = z.strictObject({
  reviewId: documentIdSchema('Missing review'),
  firmId: documentIdSchema('Missing firm'),
  firmName: z.string().max(200),
  reason: z.string().max(REVIEW_REASON_MAX),
  reviewText: z.string().max(REVIEW_TEXT_MAX),
  reviewRating: z.number().int().min(1).max(5),
  state: z.enum(REVIEW_REPORT_STATES),
  createdAt: storedMillisSchema,
  resolvedAt: storedMillisSchema.optional(),
});
export type ReviewReport = z.output<typeof reviewReportSchema>;

// ---- The rating: a running sum and count of visible reviews --------------------------------------

interface RatingTotals {
  /** Sum of the stars of the visible reviews. */
  ratingSum: number;
  reviewCount: number;
}

/** The firm fields a rating change writes: the mean to two decimals (0 with no reviews), count and sum. */
export interface RatingFields extends RatingTotals {
  rating: number;
}

/**
 * The totals a firm document stands for. Firms written before the sum was kept have only the mean
 * and count; their sum is the mean times the count.
 */
export function ratingTotalsOf(firm: { rating: number; reviewCount: number; ratingSum?: number | undefined }): RatingTotals {
  const reviewCount = Math.max(0, Math.trunc(firm.reviewCount));
  const ratingSum = firm.ratingSum ?? Math.round(firm.rating * reviewCount);
  return { ratingSum: reviewCount === 0 ? 0 : ratingSum, reviewCount };
}

/** Adds (+1) or removes (-1) one review of `stars` to the totals; never below zero. */
export function changeRating(totals: RatingTotals, stars: number, direction: 1 | -1): RatingFields {
  const reviewCount = Math.max(0, totals.reviewCount + direction);
  const ratingSum = reviewCount === 0 ? 0 : Math.max(0, totals.ratingSum + direction * stars);
  const rating = reviewCount === 0 ? 0 : Math.min(5, Math.round((ratingSum / reviewCount) * 100) / 100);
  return { ratingSum, reviewCount, rating };
}

/** A new visible review as stored (createdAt is the writer's: a server timestamp or a Date). */
export function newReview<D>(input: { firmId: string; leadId: string; rating: number; text: string; createdAt: D }) {
  return {
    firmId: input.firmId,
    leadId: input.leadId,
    rating: input.rating,
    text: input.text,
    createdAt: input.createdAt,
    status: 'visible' as ReviewStatus,
    reply: null,
  };
}
