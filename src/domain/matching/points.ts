/**
 * The points the scorer (score.ts) gives for location and for the legal need: the only two things
 * a match score is made of. A module of its own, with no imports, so the pages that describe the
 * score (ranking-text.ts: privacy policy, terms, FAQ) read the very same numbers without loading
 * the scorer and the taxonomy.
 */
export const LOCATION_POINTS = {
  exactCity: 40,
  exactArea: 30,
  partialCity: 25,
  partialArea: 20,
  none: 5,
} as const;

export const PRACTICE_POINTS = {
  exactItem: 50,
  subcategory: 40,
  category: 30,
  relatedCategory: 20,
  none: 5,
  /** Business, collections: the firm offers a collections service. */
  collectionsService: 50,
  /** Business, collections: the firm has a debt or collection practice. */
  collectionPractice: 40,
  /** Business, collections: neither. */
  collectionsOther: 10,
  /** Business, other: the firm has a business, commercial or corporate practice. */
  commercialPractice: 40,
  /** Business, other: it does not. */
  businessOther: 10,
} as const;

export const MAX_POINTS = LOCATION_POINTS.exactCity + PRACTICE_POINTS.exactItem;

/**
 * What the score is made of, in one clause (home, city pages, FAQ, how it works): the two point
 * tables above and nothing else. Here rather than in ranking-text.ts so the landing page, which
 * has the tightest first-load budget, imports a module with no dependencies.
 */
export const SCORE_SUMMARY = 'two things only: how close the firm is to you and how well its practice areas fit your need';
