import { changeRating, ratingTotalsOf, reviewFormSchema, submitReviewInputSchema, REVIEW_MESSAGES } from './reviews';

describe('the rating: a running sum and count of visible reviews', () => {
  it('starts from no reviews and moves with each review added or hidden', () => {
    const none = ratingTotalsOf({ rating: 0, reviewCount: 0 });
    const one = changeRating(none, 5, 1);
    expect(one).toEqual({ ratingSum: 5, reviewCount: 1, rating: 5 });
    const two = changeRating(one, 2, 1);
    expect(two).toEqual({ ratingSum: 7, reviewCount: 2, rating: 3.5 });
    const three = changeRating(two, 4, 1);
    expect(three.rating).toBe(3.67);
    expect(changeRating(three, 2, -1)).toEqual({ ratingSum: 9, reviewCount: 2, rating: 4.5 });
    expect(changeRating(one, 5, -1)).toEqual({ ratingSum: 0, reviewCount: 0, rating: 0 });
  });
  it('reads the sum of a firm written before the sum was kept from its mean and count', () => {
    expect(ratingTotalsOf({ rating: 4.5, reviewCount: 4 })).toEqual({ ratingSum: 18, reviewCount: 4 });
    expect(ratingTotalsOf({ rating: 3, reviewCount: 2, ratingSum: 6 })).toEqual({ ratingSum: 6, reviewCount: 2 });
  });
});

describe('the review form', () => {
  const ok = { rating: 4, text: 'They called me back the same day and explained my options.' };
  const message = (input: unknown) => {
    const parsed = reviewFormSchema.safeParse(input);
    return parsed.success ? null : parsed.error.issues[0]?.message;
  };
  it('takes 1 to 5 whole stars and a text of bounded length', () => {
    expect(message(ok)).toBeNull();
    expect(message({ ...ok, rating: 0 })).toBe(REVIEW_MESSAGES.rating);
    expect(message({ ...ok, rating: 6 })).toBe(REVIEW_MESSAGES.rating);
    expect(message({ ...ok, rating: 3.5 })).toBe(REVIEW_MESSAGES.rating);
    expect(message({ ...ok, text: 'Good.' })).toBe(REVIEW_MESSAGES.textTooShort);
    expect(message({ ...ok, text: 'x'.repeat(2001) })).toBe(REVIEW_MESSAGES.textTooLong);
  });
  it('refuses markup and links', () => {
    expect(message({ ...ok, text: 'Great firm <script>alert(1)</script>' })).toBe(REVIEW_MESSAGES.noHtml);
    expect(message({ ...ok, text: 'Cheaper lawyers at https://spam.example' })).toBe(REVIEW_MESSAGES.noLinks);
  });
  it('needs the whole token from the link', () => {
    expect(submitReviewInputSchema.safeParse({ ...ok, token: 'short' }).success).toBe(false);
    expect(submitReviewInputSchema.safeParse({ ...ok, token: 'a'.repeat(43) }).success).toBe(true);
  });
});
