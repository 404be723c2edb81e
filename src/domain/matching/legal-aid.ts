/**
 * Legal Aid South Africa represents people who cannot afford a lawyer, for free, in criminal and
 * many civil matters. Whether someone qualifies is decided by its Means Test; the figures here are
 * the ones a person's answer is compared with, so the panel never promises more than Legal Aid SA
 * does ("may qualify"). Legal Aid SA reviews the test every April: check the source and update
 * `asOf` and `source` with the figures. The build warns once they are more than a year old
 * (legalAidFiguresWarning, vite.config.ts); the results page shows their date and source.
 */
export const LEGAL_AID = {
  /** The date the thresholds below took effect. */
  asOf: '2024-04-01',
  /** Where the figures come from, as the panel names it beside their date. */
  source: 'Legal Aid South Africa, revised Means Test (announced by Legal Aid SA, reported 3 April 2024)',
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

/** Figures older than this are probably superseded by a later April review. */
export const LEGAL_AID_FIGURES_MAX_AGE_DAYS = 365;

const DAY_MS = 86_400_000;
/** `asOf` as the instant it began in South Africa (midnight SAST). */
export const effectiveFrom = (asOf: string) => Date.parse(`${asOf}T00:00:00+02:00`);

/** Whole days from the figures' effective date to `now` (negative before it). */
export function legalAidFiguresAgeDays(now: Date, asOf: string = LEGAL_AID.asOf): number {
  return Math.floor((now.getTime() - effectiveFrom(asOf)) / DAY_MS);
}

/**
 * A reminder for whoever builds the site once the figures are over a year old, or null while they
 * are current. A warning, not a failure: a late review must not stop a deploy, and the panel
 * shows the figures' date to the client in any case.
 */
export function legalAidFiguresWarning(now: Date, asOf: string = LEGAL_AID.asOf): string | null {
  const days = legalAidFiguresAgeDays(now, asOf);
  if (days <= LEGAL_AID_FIGURES_MAX_AGE_DAYS) return null;
  return (
    `The Legal Aid means-test figures in src/domain/matching/legal-aid.ts took effect on ${asOf}, ${days} days ago. ` +
    `Legal Aid South Africa reviews them every April: check ${LEGAL_AID.website} and update the figures, asOf and source.`
  );
}

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
