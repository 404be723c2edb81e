/**
 * zod schemas for every document and callable input shared by the SPA and the functions. Each is
 * used three times: in the form (zodResolver), in the callable (safeParse) and mirrored by the
 * security rules. Messages are the spec's own wording wherever the spec gives one.
 */
import { z } from 'zod';
import { storedMillisSchema } from './stored-date';
import { META_DESCRIPTION_MAX, truncateDescription } from './text';
import { BRAND_NAME } from './brand';
import { COURTS_COVERED, CORRESPONDENT_COURT_IDS } from './courts';
import { CONSULTATION_METHOD_IDS, TEAM_SIZES, WEEKDAYS, type Weekday } from './firm-options';
import { LANGUAGE_CODES } from './languages';
import {
  MATCH_BOUND_MESSAGES,
  MAX_FIRM_CITIES,
  MAX_FIRM_PLACE_CHARS,
  MAX_PLACE_WORDS,
  MAX_PRACTICE_AREAS,
} from './matching/match-bounds';
import { normalisePlace } from './matching/place';
import { INVALID_PRACTICE_AREA_MESSAGE } from './legal-need-search';
import { contactReleaseSchema } from './lead-release';
import { leadFitSchema, leadReportOnLeadSchema, slotReturnSchema } from './lead-reports';
import { PLAN_IDS } from './plans';
import { PROVINCES } from './provinces';
import { consentChoicesSchema, idempotencyKeySchema } from './request-guards';
import {
  CATEGORY_IDS,
  categoryOfSubcategory,
  isItemId,
  isKnownPracticeAreaId,
  isSubcategoryId,
  subcategoryOfItem,
} from './taxonomy';
import { DEFAULT_URGENCY, URGENCY_IDS } from './urgency';

// ---------------------------------------------------------------------------------------------
// Messages
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Building blocks
// ---------------------------------------------------------------------------------------------

export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const CITY_MAX = 100;
export const LONG_TEXT_MAX = 2000;
export const FIRM_DESCRIPTION_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;

const ANGLE_BRACKETS = /[<>]/;
// The start of an HTML tag or comment: '<script', '</div', '<!--'. A '<' followed by a space or
// digit ('< R5000', '<5 years') is ordinary prose, and browsers read it as text too.
const HTML_TAG_START = /<[/!?]?[a-z]/i;
const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Trimmed, non-empty, bounded; a missing value gets the same message as an empty one. */
const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** A short single-line value (names, towns): no angle brackets at all. */
const plainName = (message: string, max: number = NAME_MAX) =>
  requiredText(message, max).refine((v) => !ANGLE_BRACKETS.test(v), MESSAGES.noAngleBrackets);

/** Free prose: any length up to max, no markup. */
const longText = (max: number = LONG_TEXT_MAX, tooLong: string = tooLongMessage(max)) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !HTML_TAG_START.test(v), MESSAGES.noHtml);

const emailField = (message: string = MESSAGES.email) => requiredText(message, EMAIL_MAX).pipe(z.email(MESSAGES.validEmail));

/** Firestore's own limit on a document id, in UTF-8 bytes. */
export const FIRESTORE_ID_MAX_BYTES = 1500;
/**
 * Ids from callers are far shorter than Firestore allows: ours are 20 characters, and some are
 * derived from a caller's id (accepted-<openLeadId>), which must still fit.
 */
export const DOCUMENT_ID_MAX_LENGTH = 128;
const utf8Bytes = (v: string) => new TextEncoder().encode(v).length;

/** True when Firestore accepts the string as one document id (not a path, not reserved). */
export function isValidDocumentId(v: string): boolean {
  return (
    v.length > 0 &&
    v !== '.' &&
    v !== '..' &&
    !v.includes('/') &&
    !/^__[\s\S]*__$/.test(v) &&
    utf8Bytes(v) <= FIRESTORE_ID_MAX_BYTES
  );
}

/**
 * An id a caller names (a firm, an open lead, a post). Checked before it reaches Firestore, which
 * would otherwise fail on '.', '..', '__x__', a slash or an oversized id with an internal error.
 */
export const documentIdSchema = (message: string) =>
  z.string({ error: message }).trim().min(1, message).max(DOCUMENT_ID_MAX_LENGTH, message).refine(isValidDocumentId, message);

/** Epoch millis: Firestore Timestamps are converted at the edge (src/lib/firestore.ts). */
const millis = z.number().int().nonnegative();

const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

export const provinceSchema = z.enum(PROVINCES, { error: MESSAGES.province });
export const citySchema = plainName(MESSAGES.city, CITY_MAX);
export const categoryIdSchema = z.enum(CATEGORY_IDS, { error: MESSAGES.invalidPracticeArea });
export const subcategoryIdSchema = z
  .string({ error: MESSAGES.invalidPracticeArea })
  .refine(isSubcategoryId, MESSAGES.invalidPracticeArea);
export const practiceAreaIdSchema = z
  .string({ error: MESSAGES.invalidPracticeArea })
  .refine(isKnownPracticeAreaId, MESSAGES.invalidPracticeArea);
export const urgencySchema = z.enum(URGENCY_IDS);
export const planIdSchema = z.enum(PLAN_IDS, { error: MESSAGES.selectPlan });
export const languageCodeSchema = z.enum(LANGUAGE_CODES);
export const firmIdSchema = documentIdSchema(MESSAGES.chooseFirm);
export const legalTermsSchema = z.literal(true, { error: MESSAGES.acceptTerms });

export const USER_TYPES = ['person', 'business'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const userTypeSchema = z.enum(USER_TYPES, { error: MESSAGES.selectOption });

export const BUSINESS_SERVICE_TYPES = ['collections', 'other'] as const;
export type BusinessServiceType = (typeof BUSINESS_SERVICE_TYPES)[number];
export const BUSINESS_SERVICE_LABELS: Readonly<Record<BusinessServiceType, string>> = {
  collections: 'Debt Collection',
  other: 'Other Business Legal Services',
};
export const businessServiceTypeSchema = z.enum(BUSINESS_SERVICE_TYPES, {
  error: MESSAGES.serviceType,
});

// ---------------------------------------------------------------------------------------------
// Client matching wizard
// ---------------------------------------------------------------------------------------------

export const personalDetailsSchema = z.object({
  firstName: plainName(MESSAGES.firstName),
  lastName: plainName(MESSAGES.lastName),
  email: emailField(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const businessDetailsSchema = z.object({
  companyName: plainName(MESSAGES.companyName, 150),
  contactName: plainName(MESSAGES.contactName),
  email: emailField(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

export const locationSchema = z.object({
  location: provinceSchema,
  city: citySchema,
});
export type LocationDetails = z.infer<typeof locationSchema>;

export const personSearchCriteriaSchema = z
  .object({
    userType: z.literal('person'),
    legalTermsAccepted: legalTermsSchema,
    ...locationSchema.shape,
    ...personalDetailsSchema.shape,
    practiceArea: categoryIdSchema,
    subcategory: subcategoryIdSchema,
    /** Optional; an empty string (an untouched select) means none. */
    specificItem: z
      .string()
      .refine((id) => id === '' || isItemId(id), MESSAGES.invalidPracticeArea)
      .optional(),
    description: longText().optional(),
  })
  .superRefine((value, ctx) => {
    // The three levels must describe one need, or the scorer would reward the wrong expertise.
    // An unknown subcategory has already been reported on its own field.
    const category = categoryOfSubcategory(value.subcategory);
    if (category && category.id !== value.practiceArea) {
      ctx.addIssue({ code: 'custom', path: ['subcategory'], message: MESSAGES.invalidPracticeArea });
    }
    if (value.specificItem && subcategoryOfItem(value.specificItem)?.id !== value.subcategory) {
      ctx.addIssue({ code: 'custom', path: ['specificItem'], message: MESSAGES.invalidPracticeArea });
    }
  });

export const businessSearchCriteriaSchema = z.object({
  userType: z.literal('business'),
  legalTermsAccepted: legalTermsSchema,
  ...locationSchema.shape,
  ...businessDetailsSchema.shape,
  serviceType: businessServiceTypeSchema,
  additionalDetails: longText().optional(),
});

export const searchCriteriaSchema = z.discriminatedUnion('userType', [personSearchCriteriaSchema, businessSearchCriteriaSchema], {
  error: MESSAGES.selectOption,
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;
export type SearchCriteriaInput = z.input<typeof searchCriteriaSchema>;
export type PersonSearchCriteria = z.infer<typeof personSearchCriteriaSchema>;
export type BusinessSearchCriteria = z.infer<typeof businessSearchCriteriaSchema>;

/**
 * What travels with a lead-creating request besides the client's details: the submission's
 * idempotency key and the client's consent choices (src/domain/request-guards.ts).
 */
export const leadRequestGuardsSchema = z.object({
  idempotencyKey: idempotencyKeySchema.optional(),
  consent: consentChoicesSchema.optional(),
});

/** The wizard's final step: match, lead for the top firm, contact record, lead email. */
export const requestMatchInputSchema = searchCriteriaSchema.and(leadRequestGuardsSchema);
export type RequestMatchInput = z.infer<typeof requestMatchInputSchema>;

/** The confirmation screen: a lead for the firm the client chose on the results page. */
export const contactFirmInputSchema = z.object({
  firmId: firmIdSchema,
  searchCriteria: searchCriteriaSchema,
  postToOpenLeads: z.boolean(),
  idempotencyKey: idempotencyKeySchema.optional(),
  /** Only `reroute` is read: sharing with other firms is `postToOpenLeads`. */
  consent: consentChoicesSchema.optional(),
});
export type ContactFirmInput = z.infer<typeof contactFirmInputSchema>;

export const contactSchema = z.object({
  firstName: plainName(MESSAGES.firstName),
  lastName: plainName(MESSAGES.lastName),
  email: emailField(),
  consent: z.boolean().optional(),
  createdAt: millis.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

// ---------------------------------------------------------------------------------------------
// Featured-firm match request
// ---------------------------------------------------------------------------------------------

export const featuredRequestSchema = z.object({
  legalTermsAccepted: legalTermsSchema,
  firstName: plainName(MESSAGES.firstName),
  lastName: plainName(MESSAGES.lastName),
  email: emailField(),
  serviceType: businessServiceTypeSchema.default('collections'),
  additionalDetails: longText().optional(),
  urgency: urgencySchema.default(DEFAULT_URGENCY),
  description: longText().optional(),
});
export type FeaturedRequest = z.infer<typeof featuredRequestSchema>;
export type FeaturedRequestInput = z.input<typeof featuredRequestSchema>;

export const submitFeaturedRequestInputSchema = z.object({
  firmId: firmIdSchema,
  request: featuredRequestSchema,
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type SubmitFeaturedRequestInput = z.infer<typeof submitFeaturedRequestInputSchema>;

// ---------------------------------------------------------------------------------------------
// Firms
// ---------------------------------------------------------------------------------------------

export const dayHoursSchema = z
  .object({
    open: z.string().trim(),
    close: z.string().trim(),
    isUnavailable: z.boolean(),
  })
  .superRefine((day, ctx) => {
    if (day.isUnavailable) return;
    if (!HHMM.test(day.open) || !HHMM.test(day.close)) {
      ctx.addIssue({ code: 'custom', path: ['open'], message: MESSAGES.businessHours });
    } else if (day.close <= day.open) {
      // 'HH:MM' strings order the same way as the times they name.
      ctx.addIssue({ code: 'custom', path: ['close'], message: MESSAGES.closeAfterOpen });
    }
  });

export const businessHoursSchema = z.object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, dayHoursSchema])) as Record<Weekday, typeof dayHoursSchema>,
);

/** Open minutes in a week of valid day hours ('HH:MM' strings). */
export function weeklyOpenMinutes(hours: Record<string, { open: string; close: string; isUnavailable: boolean }>): number {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  return Object.values(hours).reduce(
    (sum, day) =>
      day.isUnavailable || !HHMM.test(day.open) || !HHMM.test(day.close)
        ? sum
        : sum + Math.max(0, minutes(day.close) - minutes(day.open)),
    0,
  );
}

/** Hours a firm enters (registration, Settings): valid days adding up to the weekly minimum. */
export const enteredBusinessHoursSchema = businessHoursSchema.superRefine((hours, ctx) => {
  if (weeklyOpenMinutes(hours) < MIN_OPEN_HOURS_PER_WEEK * 60) {
    ctx.addIssue({ code: 'custom', path: [], message: MESSAGES.tooFewOpenHours });
  }
});

export const businessServicesSchema = z.object({
  collections: z.boolean(),
  generalBusiness: z.boolean(),
});

export const FIRM_STATUSES = ['active', 'inactive'] as const;
export type FirmStatus = (typeof FIRM_STATUSES)[number];

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/\S+$/i.test(v), 'Please provide a valid web address');

/**
 * A firm's own city or service area: bounded in words and characters, because every word run of
 * it becomes a match key (src/domain/matching/match-bounds.ts).
 */
const firmPlaceSchema = (message: string) =>
  plainName(message, CITY_MAX).refine(
    (v) => v.length <= MAX_FIRM_PLACE_CHARS && normalisePlace(v).split(' ').filter(Boolean).length <= MAX_PLACE_WORDS,
    MATCH_BOUND_MESSAGES.placeTooLong,
  );

/** The cities a firm serves besides its primary city, as registration and Settings take them. */
export const extraCitiesSchema = z
  .array(firmPlaceSchema(MESSAGES.city))
  .max(MAX_FIRM_CITIES, MATCH_BOUND_MESSAGES.tooManyCities)
  .refine((list) => uniqueList(list.map((c) => c.toLowerCase())), 'Each city can only be added once');

/**
 * The public profile fields of firms/{id}. The whole stored document, with its plan, counters,
 * derived match fields and dates, is firmDocumentSchema in firm-model.ts.
 */
export const firmProfileSchema = z.object({
  firmName: plainName(MESSAGES.requiredFields, 150),
  logoUrl: httpUrl.nullable().optional(),
  province: provinceSchema,
  primaryServiceArea: firmPlaceSchema(MESSAGES.requiredFields),
  primaryCity: firmPlaceSchema(MESSAGES.city),
  /** The primary city first, then the cities it serves besides (extraCitiesSchema). */
  cities: z
    .array(firmPlaceSchema(MESSAGES.city))
    .max(MAX_FIRM_CITIES + 1, MATCH_BOUND_MESSAGES.tooManyCities)
    .refine((list) => uniqueList(list.map((c) => c.toLowerCase())), 'Each city can only be added once'),
  practiceAreas: z
    .array(practiceAreaIdSchema)
    .min(1, MESSAGES.practiceAreas)
    .max(MAX_PRACTICE_AREAS, MATCH_BOUND_MESSAGES.tooManyPracticeAreas)
    .refine(uniqueList, MESSAGES.practiceAreas),
  languages: z.array(languageCodeSchema).min(1, MESSAGES.languages).refine(uniqueList, MESSAGES.languages),
  teamSize: z.enum(TEAM_SIZES, { error: MESSAGES.teamSize }),
  responseTime: z.string().trim().max(50, tooLongMessage(50)),
  description: z
    .string({ error: MESSAGES.firmDescription })
    .trim()
    .min(1, MESSAGES.firmDescription)
    .max(FIRM_DESCRIPTION_MAX, MESSAGES.firmDescriptionTooLong)
    .refine((v) => !HTML_TAG_START.test(v), MESSAGES.noHtml),
  consultationFees: z.number().min(0).max(1_000_000),
  consultationMethods: z
    .array(z.enum(CONSULTATION_METHOD_IDS))
    .min(1, MESSAGES.consultationMethods)
    .refine(uniqueList, MESSAGES.consultationMethods),
  urgencyLevels: z.array(urgencySchema).min(1, MESSAGES.urgencyLevels).refine(uniqueList, MESSAGES.urgencyLevels),
  courtsCovered: z.array(z.enum(COURTS_COVERED)).refine(uniqueList, 'Each court can only be selected once'),
  isCorrespondent: z.boolean(),
  correspondentCourts: z.array(z.enum(CORRESPONDENT_COURT_IDS)).refine(uniqueList, 'Each court can only be selected once'),
  businessServices: businessServicesSchema,
  businessHours: businessHoursSchema,
  packageType: z.enum(PLAN_IDS),
  status: z.enum(FIRM_STATUSES),
  rating: z.number().min(0).max(5),
  reviewCount: z.number().int().nonnegative(),
  isFeatured: z.boolean(),
});
export type FirmProfile = z.infer<typeof firmProfileSchema>;
export type FirmProfileInput = z.input<typeof firmProfileSchema>;

export const phoneSchema = requiredText(MESSAGES.requiredFields, 30).refine(
  (v) => /^\+?[0-9 ()-]{7,20}$/.test(v) && (v.match(/\d/g) ?? []).length >= 7,
  MESSAGES.validPhone,
);

/**
 * The firm's private contact details (firms/{id}/private/account holds them together with the
 * plan's counters and billing; the whole stored document is firmAccountSchema in firm-model.ts).
 */
export const firmContactSchema = z.object({
  email: emailField(),
  phone: phoneSchema,
  lpcNumber: plainName(MESSAGES.requiredFields, 50),
  address: requiredText(MESSAGES.requiredFields, 300).refine((v) => !ANGLE_BRACKETS.test(v), MESSAGES.noAngleBrackets),
  contactPerson: plainName(MESSAGES.requiredFields),
});
export type FirmContact = z.infer<typeof firmContactSchema>;

export const passwordSchema = z
  .string({ error: MESSAGES.passwordTooShort })
  .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
  .max(128, tooLongMessage(128));

/** Registration step 9 and the reset page. */
export const accountSetupSchema = z
  .object({
    email: emailField(),
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MESSAGES.passwordsDoNotMatch,
  });
export type AccountSetup = z.infer<typeof accountSetupSchema>;

export const USER_ROLES = ['firm_admin'] as const;
export const userSchema = z.object({
  firmId: documentIdSchema('Missing firm'),
  role: z.enum(USER_ROLES),
  email: emailField(),
  createdAt: millis.optional(),
  lastLogin: millis.optional(),
});
export type UserDocument = z.infer<typeof userSchema>;

// ---------------------------------------------------------------------------------------------
// Leads
// ---------------------------------------------------------------------------------------------

export const LEAD_STATUSES = ['pending', 'contacted', 'converted', 'closed'] as const;
export const leadStatusSchema = z.enum(LEAD_STATUSES);
export type LeadStatus = z.infer<typeof leadStatusSchema>;

export const LEAD_SOURCES = ['matching', 'results', 'featured_firms', 'open_lead'] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

const optionalName = plainName(MESSAGES.requiredFields).optional();

/**
 * What the client told us. Email, location and city are required because a lead without them
 * cannot be acted on (the spec's lead creation refuses them).
 */
export const leadFormDataSchema = z.object({
  userType: userTypeSchema.optional(),
  firstName: optionalName,
  lastName: optionalName,
  companyName: plainName(MESSAGES.companyName, 150).optional(),
  contactName: optionalName,
  email: emailField(),
  phone: phoneSchema.optional(),
  city: citySchema,
  location: plainName(MESSAGES.province, CITY_MAX),
  practiceArea: z.string().max(100).optional(),
  serviceType: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
  specificItem: z.string().max(100).optional(),
  urgency: urgencySchema.optional(),
  budget: z.string().max(100).optional(),
  description: longText().optional(),
  additionalDetails: longText().optional(),
  legalTermsAccepted: z.boolean().optional(),
  /** Featured-firm requests: the business service the client chose. */
  category: businessServiceTypeSchema.optional(),
});
export type LeadFormData = z.infer<typeof leadFormDataSchema>;

/**
 * leads/{id} as stored: every field a writer sets (functions' lead transaction, acceptOpenLead,
 * the analytics trigger's respondedAt, the firm's status change, the seed) and nothing else.
 * Dates are Timestamps, read as epoch millis.
 */
export const leadSchema = z.strictObject({
  firmId: documentIdSchema('Missing firm'),
  status: leadStatusSchema,
  province: provinceSchema,
  practiceArea: z.string().max(100),
  source: z.enum(LEAD_SOURCES),
  /**
   * An accepted open lead's formData lacks the client's contact fields until they release them
   * (lead-release.ts); `contactRelease` says where that stands. Direct leads have neither.
   */
  formData: leadFormDataSchema.partial({ email: true }).strict(),
  contactRelease: contactReleaseSchema.optional(),
  /** When the client answered the release email (respondToLeadRelease). */
  releasedAt: storedMillisSchema.optional(),
  declinedAt: storedMillisSchema.optional(),
  createdAt: storedMillisSchema,
  updatedAt: storedMillisSchema,
  assignedAt: storedMillisSchema,
  /** Leads taken from the open-lead board: when, from which open lead and original lead, by which login. */
  acceptedAt: storedMillisSchema.optional(),
  originalLeadId: documentIdSchema('Missing lead').optional(),
  openLeadId: documentIdSchema('Missing open lead').optional(),
  firmEmail: z.string().max(EMAIL_MAX).nullable().optional(),
  /** Set by functions when the status first leaves 'pending'; the firm's response time. */
  respondedAt: storedMillisSchema.optional(),
  /**
   * The response clock (src/domain/response-clock.ts), written by functions only: the deadline
   * (lead transaction, reroute job), whole minutes to the first answer (updateLeadStatus), when
   * the deadline passed unanswered (null while the clock runs, so the job can query for it), and
   * the reroute chain: how many times this case was passed on, every firm it was offered to, and
   * the lead it came from or went to.
   */
  responseDueAt: storedMillisSchema.optional(),
  responseMinutes: z.number().int().nonnegative().optional(),
  lapsedAt: storedMillisSchema.nullable().optional(),
  rerouteCount: z.number().int().min(0).max(2).optional(),
  triedFirmIds: z.array(documentIdSchema('Missing firm')).max(3).optional(),
  reroutedFromLeadId: documentIdSchema('Missing lead').optional(),
  reroutedToLeadId: documentIdSchema('Missing lead').optional(),
  /** When the firm first opened the lead's details (markLeadSeen); the client's timeline shows it. */
  seenAt: storedMillisSchema.optional(),
  /**
   * The client's name, contact details and description were removed (LEAD_PERSONAL_FIELDS): by
   * the retention job after RETENTION.leadPersonalInfoMonths, or at the client's request.
   */
  personalInfoRemoved: z.strictObject({ at: storedMillisSchema, reason: z.enum(['retention', 'erasure']) }).optional(),
  /** The client withdrew the request from their link (withdrawMyRequest); the firm can no longer act on it. */
  withdrawnAt: storedMillisSchema.optional(),
  /** Whether the lead fitted the firm's areas and needs when written (lead-reports.ts, leadFitSchema). */
  fit: leadFitSchema.optional(),
  /** The lead used one of a free firm's monthly slots (not a repeat client, not the firm's own address). */
  freeSlot: z.boolean().optional(),
  /** The firm's report that the lead is not genuine, and its outcome (lead-reports.ts). */
  report: leadReportOnLeadSchema.optional(),
  /** The lead gave its free-plan slot back: bounced, the firm's own address, or an accepted report. */
  slotReturn: slotReturnSchema.optional(),
  /** What the client agreed to in the wizard (written with new leads); `reroute` allows passing the case on. */
  consent: z
    .strictObject({
      purpose: z.string().max(500),
      policyVersion: z.string().max(50),
      givenAt: storedMillisSchema,
      shareWithOtherFirms: z.boolean(),
      reroute: z.boolean(),
    })
    .optional(),
});
export type Lead = z.infer<typeof leadSchema>;

/** The dashboard's status change (updateLeadStatus): the firm's own lead, one of the four statuses. */
export const updateLeadStatusInputSchema = z.object({
  leadId: documentIdSchema('Missing lead'),
  status: leadStatusSchema,
});
export type UpdateLeadStatusInput = z.infer<typeof updateLeadStatusInputSchema>;
export interface UpdateLeadStatusResult {
  status: LeadStatus;
  /** Minutes from the lead's arrival to the firm's first answer; null while still pending. */
  responseMinutes: number | null;
}

export const OPEN_LEAD_STATES = ['open', 'taken'] as const;
export type OpenLeadState = (typeof OPEN_LEAD_STATES)[number];

/** openLeads/{id}: the reduced copy other paid firms in the province may see before accepting. */
export const openLeadSchema = z.strictObject({
  province: provinceSchema,
  practiceArea: z.string().max(100),
  serviceLabel: z.string().trim().min(1).max(150),
  displayName: z.string().trim().min(1).max(150),
  state: z.enum(OPEN_LEAD_STATES),
  originalLeadId: documentIdSchema('Missing lead'),
  createdAt: storedMillisSchema,
  /** Set by acceptOpenLead when a firm takes it. */
  takenByFirmId: documentIdSchema('Missing firm').optional(),
  takenAt: storedMillisSchema.optional(),
});
export type OpenLead = z.infer<typeof openLeadSchema>;

// ---------------------------------------------------------------------------------------------
// Blog
// ---------------------------------------------------------------------------------------------

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
export const DEFAULT_BLOG_AUTHOR = `${BRAND_NAME} Editorial Team`;
export const DEFAULT_BLOG_CATEGORY = 'Legal Insights';
export const BLOG_CONTENT_MAX = 200_000;

/** Lower-case; runs of anything else become one hyphen; no hyphen at either end. */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Keywords and tags are trimmed, non-empty and never repeated. */
export function addTag(list: readonly string[], value: string): string[] {
  const tag = value.trim();
  if (!tag || list.some((t) => t.toLowerCase() === tag.toLowerCase())) return [...list];
  return [...list, tag];
}

const tagList = z
  .array(z.string().trim().max(50, tooLongMessage(50)))
  .max(30, 'Please use at most 30 entries')
  .transform((list) => list.reduce<string[]>(addTag, []));

const slugSchema = z
  .string()
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Please use lower-case letters, numbers and hyphens');

/** A stored image: a web address, or a path on this site (the seed's bundled images). */
const storedImageUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^\/[^/\s]\S*$/.test(v), 'Expected a web address or a site path');

/**
 * blog_posts/{id} as stored by saveBlogPost (and the seed); an operator's unpublish changes status
 * and updatedAt. Content is HTML, sanitised on save and again on render.
 */
export const blogPostSchema = z.strictObject({
  title: requiredText(MESSAGES.requiredFields, 200),
  slug: slugSchema,
  excerpt: requiredText(MESSAGES.requiredFields, 500),
  content: requiredText(MESSAGES.requiredFields, BLOG_CONTENT_MAX),
  imageUrl: storedImageUrl,
  ogImage: storedImageUrl.nullable().optional(),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, MESSAGES.metaDescriptionTooLong),
  keywords: z.array(z.string()),
  tags: z.array(z.string()),
  author: z.string().trim().min(1).max(100),
  category: z.string().trim().min(1).max(100),
  status: z.enum(BLOG_STATUSES),
  createdAt: storedMillisSchema,
  updatedAt: storedMillisSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/** The operator's blog form and the saveBlogPost callable. */
export const blogPostInputSchema = z.object({
  title: requiredText(MESSAGES.requiredFields, 200),
  content: requiredText(MESSAGES.requiredFields, BLOG_CONTENT_MAX),
  excerpt: requiredText(MESSAGES.requiredFields, 500),
  imageUrl: z
    .string({ error: MESSAGES.featuredImage })
    .trim()
    .min(1, { error: MESSAGES.featuredImage, abort: true })
    .max(2048)
    .refine((v) => /^https?:\/\/\S+$/i.test(v), MESSAGES.featuredImage),
  ogImage: httpUrl.optional(),
  metaDescription: z.string().trim().max(META_DESCRIPTION_MAX, MESSAGES.metaDescriptionTooLong).default(''),
  keywords: tagList.default([]),
  tags: tagList.default([]),
  author: z.string().trim().min(1).max(100).default(DEFAULT_BLOG_AUTHOR),
  category: z.string().trim().min(1).max(100).default(DEFAULT_BLOG_CATEGORY),
  /** Missing at creation means published (the spec's default). */
  status: z.enum(BLOG_STATUSES).default('published'),
  /** Derived from the title when absent. */
  slug: slugSchema.optional(),
});
export type BlogPostInput = z.input<typeof blogPostInputSchema>;
export type BlogPostInputParsed = z.infer<typeof blogPostInputSchema>;

/** A page's meta description: the post's own, else its excerpt cut to length. */
export function blogMetaDescription(post: Pick<BlogPost, 'metaDescription' | 'excerpt'>): string {
  return post.metaDescription.trim() || truncateDescription(post.excerpt.trim());
}

export { META_DESCRIPTION_MAX, truncateDescription };
