/**
 * What a client asks for: the matching wizard's steps, the search criteria the scorer ranks
 * firms by, and a featured-firm request. Used by the wizard's forms, requestMatch and the scorer.
 */
import { messagingOptInSchema } from '../notifications/channels';
import { z } from 'zod';
import { DEFAULT_URGENCY } from '../leads/urgency';
import {
  plainName,
  longText,
  emailField,
  provinceSchema,
  citySchema,
  categoryIdSchema,
  subcategoryIdSchema,
  urgencySchema,
  firmIdSchema,
  legalTermsSchema,
  languageCodeSchema,
  localeSchema,
} from '../shared/fields';
import { MESSAGES } from '../shared/messages';
import { consentChoicesSchema, idempotencyKeySchema } from '../shared/request-guards';
import { categoryOfSubcategory, isItemId, subcategoryOfItem } from './practice-areas';

export const USER_TYPES = ['person', 'business'] as const;
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

export const businessDetailsSchema = z.object({
  companyName: plainName(MESSAGES.companyName, 150),
  contactName: plainName(MESSAGES.contactName),
  email: emailField(),
});

export const locationSchema = z.object({
  location: provinceSchema,
  city: citySchema,
});

/**
 * The language side of a request (issue 27): the locale the client used the wizard in, which their
 * emails and messages follow, and optionally a language they want their lawyer to speak. Both are
 * optional so requests stored before languages existed still parse (absent means English).
 */
const clientLanguageSchema = z.object({
  locale: localeSchema.optional(),
  lawyerLanguage: languageCodeSchema.optional(),
});

export const personSearchCriteriaSchema = z
  .object({
    userType: z.literal('person'),
    legalTermsAccepted: legalTermsSchema,
    ...locationSchema.shape,
    ...personalDetailsSchema.shape,
    ...clientLanguageSchema.shape,
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
  ...clientLanguageSchema.shape,
  serviceType: businessServiceTypeSchema,
  additionalDetails: longText().optional(),
});

export const searchCriteriaSchema = z.discriminatedUnion('userType', [personSearchCriteriaSchema, businessSearchCriteriaSchema], {
  error: MESSAGES.selectOption,
});
export type SearchCriteria = z.infer<typeof searchCriteriaSchema>;

/**
 * What travels with a lead-creating request besides the client's details: the submission's
 * idempotency key and the client's consent choices (src/domain/shared/request-guards.ts).
 */
const leadRequestGuardsSchema = z.object({
  idempotencyKey: idempotencyKeySchema.optional(),
  consent: consentChoicesSchema.optional(),
  /** WhatsApp or SMS beside email, when the client ticked its box (docs/notifications.md). */
  messaging: messagingOptInSchema.optional(),
});

/** The wizard's final step: match, lead for the top firm, contact record, lead email. */
export const requestMatchInputSchema = searchCriteriaSchema.and(leadRequestGuardsSchema);

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
