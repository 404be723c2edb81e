/**
 * The brand and the figures quoted across pages, emails and legal text. One place, so a page and
 * the terms can never disagree.
 */
export const BRAND_NAME = 'RegMatch';
export const BRAND_TAGLINE = 'Free legal matching for South Africans';
export const SUPPORT_EMAIL = 'support@regmatch.co.za';

/**
 * The spec gives both 24 hours and 24-48 hours; the honest promise is the wider one, and it is
 * the only wording any page or email uses.
 */
export const RESPONSE_PROMISE = 'within 24 to 48 hours';
export const SUPPORT_HOURS = 'Monday to Friday, 08:00 to 17:00 SAST';

export const POLICY = {
  financialRecordRetentionYears: 5,
  terminationNoticeDays: 30,
  standardIssueResponseHours: 48,
  generalInquiryResponseHours: 72,
} as const;

/** Marketing figures shown on the landing page and in page metadata. */
export const CLAIMED_FIGURES = {
  monthlyActiveUsers: 5000,
  monthlyActiveUsersLabel: '5000+',
  matchRatePercent: 85,
  matchRateLabel: '85%',
  practiceAreaCount: 15,
  practiceAreaCountLabel: '15+',
  rating: 4.8,
  reviewCount: 150,
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
export const SUPPLIER_IS_DEMO = true;

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

/** The version of the privacy policy a client's consent refers to; bump it when the policy changes. */
export const PRIVACY_POLICY_VERSION = '2026-11';
