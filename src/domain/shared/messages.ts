/** The spec's messages for form fields, shared by every form and callable that checks them. */
import { INVALID_PRACTICE_AREA_MESSAGE } from '../matching/legal-need-search';

/**
 * The fewest open hours a week a firm may enter. Clients are promised an answer within
 * RESPONSE_PROMISE_BUSINESS_HOURS of the firm's own hours; a week of one minute a day put a
 * deadline about 959 days away. Stored documents keep the plain schema (an older firm's hours
 * still read; the deadline's calendar cap bounds them, response-clock.ts).
 */
export const MIN_OPEN_HOURS_PER_WEEK = 20;

export const MESSAGES = {
  acceptTerms: 'Please accept the terms to continue',
  selectOption: 'Please select an option to continue',
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  email: 'Please enter your email address',
  validEmail: 'Please enter a valid email address',
  companyName: 'Please enter your company name',
  contactName: 'Please enter a contact person',
  province: 'Please select a province',
  city: 'Please enter your city or town',
  serviceType: 'Please select a service type',
  invalidPracticeArea: INVALID_PRACTICE_AREA_MESSAGE,
  noAngleBrackets: 'Please remove < and > characters',
  noHtml: 'Please remove HTML tags from your text',
  firmLegalTerms: 'You must accept the legal terms to continue',
  requiredFields: 'Please fill in all required fields',
  practiceAreas: 'Please select at least one practice area',
  languages: 'Please select at least one language',
  consultationMethods: 'Please select at least one consultation method',
  urgencyLevels: 'Please select at least one urgency level',
  teamSize: 'Please select your team size',
  firmDescription: 'Please enter a description of your firm',
  firmDescriptionTooLong: 'Firm description cannot exceed 1000 characters',
  businessHours: 'Please enter opening and closing times',
  tooFewOpenHours: `Please list at least ${MIN_OPEN_HOURS_PER_WEEK} open hours a week: clients are promised an answer within your business hours, so they must add up to a working week.`,
  closeAfterOpen: 'Closing time must be after opening time',
  validPhone: 'Please enter a valid phone number',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordsDoNotMatch: 'Passwords do not match',
  featuredImage: 'Please select a featured image',
  metaDescriptionTooLong: 'Meta description cannot exceed 160 characters',
  chooseFirm: 'Please choose a firm',
  selectPlan: 'Please select a plan to continue',
} as const;

export const tooLongMessage = (max: number) => `Please use ${max} characters or fewer`;
