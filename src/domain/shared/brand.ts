/**
 * The brand and the figures quoted across pages, emails and legal text. One place, so a page and
 * the terms can never disagree.
 */
export const BRAND_NAME = 'RegMatch';
export const SUPPORT_EMAIL = 'support@regmatch.co.za';

/**
 * The response promise, as a number the response clock counts (src/domain/firms/response-clock.ts):
 * a firm has this many of its own business hours (SAST, its stored weekly hours) to answer a
 * lead. The spec's 'within 24 to 48 hours' counted nothing and was false over every weekend;
 * 16 business hours is two working days of a firm open 8 hours a day (about 48 hours from a
 * weekday request). The words below are derived from the number, and are the only wording any
 * page or email uses, so the promise and the clock cannot disagree.
 */
export const RESPONSE_PROMISE_BUSINESS_HOURS = 16;
/** The working day the 'about two working days' gloss assumes (09:00 to 17:00). */
const STANDARD_WORKING_DAY_HOURS = 8;
const COUNT_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const workingDays = RESPONSE_PROMISE_BUSINESS_HOURS / STANDARD_WORKING_DAY_HOURS;
const workingDaysWords = `${Number.isInteger(workingDays) ? (COUNT_WORDS[workingDays] ?? workingDays) : workingDays} working day${workingDays === 1 ? '' : 's'}`;
export const RESPONSE_PROMISE = `within ${RESPONSE_PROMISE_BUSINESS_HOURS} business hours (about ${workingDaysWords})`;
export const SUPPORT_HOURS = 'Monday to Friday, 08:00 to 17:00 SAST';

export const POLICY = {
  financialRecordRetentionYears: 5,
  terminationNoticeDays: 30,
  standardIssueResponseHours: 48,
  generalInquiryResponseHours: 72,
} as const;

/**
 * Figures the landing and about pages show. Each is a fact the product makes true, with a test
 * holding it (reference-lists.test.ts): nothing here is a count nobody measured. (The spec's
 * "5000+ monthly active users", "85% match rate" and "4.8 from 150 reviews" were claims with
 * nothing behind them; real ratings come from verified reviews, see docs/reviews.md.)
 */
export const SITE_FIGURES = {
  clientPriceLabel: 'R0',
  responseBusinessHoursLabel: String(RESPONSE_PROMISE_BUSINESS_HOURS),
  /** The taxonomy has more practice areas than this; the test checks it stays at least 15. */
  practiceAreaCount: 15,
  practiceAreaCountLabel: '15+',
} as const;

/**
 * The supplier named on tax invoices. These are DEMO values, clearly not a real company: a
 * deployment must replace them with the operator's registered name, address and VAT number
 * before the first invoice goes out (docs/deploy.md).
 */
export const SUPPLIER = {
  legalName: 'RegMatch Demo (Pty) Ltd',
  address: '1 Demo Street, Demo Park, Johannesburg, 2000, South Africa',
  vatNumber: '4000000000',
  email: SUPPORT_EMAIL,
} as const;

/**
 * The Information Officer POPIA requires (section 55), named in the privacy policy and the PAIA
 * manual. DEMO contact like SUPPLIER: a deployment registers its officer with the Information
 * Regulator and puts the real name and address here (docs/deploy.md).
 */
export const INFORMATION_OFFICER = {
  title: 'Information Officer',
  email: 'privacy@regmatch.co.za',
  postalAddress: SUPPLIER.address,
} as const;

/** The version of the firm terms and Data Processing Agreement a firm accepts at registration (recorded on its account). */
export const FIRM_AGREEMENTS_VERSION = '2026-11';

/** The version of the privacy policy a client's consent refers to; bump it when the policy changes. */
export const PRIVACY_POLICY_VERSION = '2026-11';
