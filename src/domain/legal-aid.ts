/**
 * Legal Aid South Africa represents people who cannot afford a lawyer, for free, in criminal and
 * many civil matters. Whether someone qualifies is decided by its Means Test; the figures here are
 * the ones a person's answer is compared with, so the panel never promises more than Legal Aid SA
 * does ("may qualify"). Legal Aid SA reviews the test every April: check the source and update
 * `asOf` with the figures.
 */
export const LEGAL_AID = {
  /** The date the thresholds below took effect. */
  asOf: '2024-04-01',
  source: 'Legal Aid South Africa, revised Means Test effective 1 April 2024 (announced by Legal Aid SA, reported 3 April 2024)',
  /** Net monthly income (after tax) below which an individual applicant passes the income test. */
  individualNetMonthlyIncomeBelow: 8_700,
  /** The same for an applicant in a household, in civil matters (household income). */
  householdNetMonthlyIncomeBelow: 9_500,
  adviceLine: '0800 110 110',
  /** "Please Call Me" number for people who cannot pay for a call. */
  pleaseCallMe: '079 835 7179',
  website: 'https://legal-aid.co.za',
} as const;

/** Monthly household income after tax, in bands a person can answer quickly; 'skip' answers nothing. */
export const INCOME_BANDS = [
  { id: 'under-5000', label: 'Less than R5 000', upTo: 4_999 },
  { id: '5000-8699', label: 'R5 000 to R8 699', upTo: 8_699 },
  { id: '8700-9499', label: 'R8 700 to R9 499', upTo: 9_499 },
  { id: '9500-20000', label: 'R9 500 to R20 000', upTo: 20_000 },
  { id: 'over-20000', label: 'More than R20 000', upTo: Number.POSITIVE_INFINITY },
] as const;

export type IncomeBandId = (typeof INCOME_BANDS)[number]['id'];

export function isIncomeBandId(value: unknown): value is IncomeBandId {
  return INCOME_BANDS.some((band) => band.id === value);
}

/**
 * Whether to show the Legal Aid panel: the whole band lies below the household threshold (the
 * higher of the two), so someone in it may pass the income part of the test. Nothing is shown
 * without an answer: the question is optional and the answer never leaves the browser.
 */
export function mayQualifyForLegalAid(band: IncomeBandId | null | undefined): boolean {
  const found = INCOME_BANDS.find((b) => b.id === band);
  return found ? found.upTo < LEGAL_AID.householdNetMonthlyIncomeBelow : false;
}
