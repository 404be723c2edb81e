/**
 * The client matching wizard's form: every answer it keeps, checked field by field with the
 * request's own schemas (searchCriteriaSchema's parts), so the wizard refuses what requestMatch
 * would, with the same messages. The person or business branch follows the chosen user type.
 * The base shape never fails (the answers are strings and booleans the screens produce), so every
 * field's message comes from the refinement; a step shows only the messages of its own fields.
 */
import { z } from 'zod';
import { citySchema, legalTermsSchema, provinceSchema } from '../shared/fields';
import { LANGUAGE_CODES } from '../shared/languages';
import { MESSAGES } from '../shared/messages';
import { MESSAGING_CHANNELS, MESSAGING_TEXTS, normaliseSouthAfricanMobile } from '../notifications/channels';
import {
  BUSINESS_SERVICE_TYPES,
  businessDetailsSchema,
  businessSearchCriteriaSchema,
  businessServiceTypeSchema,
  personalDetailsSchema,
  personSearchCriteriaSchema,
  USER_TYPES,
  userTypeSchema,
} from './criteria';
import { INCOME_BANDS } from './legal-aid';
import { resolveLegalNeed } from './legal-need-search';

const orEmpty = <T extends readonly [string, ...string[]]>(values: T) => z.enum(['', ...values]);

/** Optional: '' (no preference) or an official language code, as the request's `lawyerLanguage`. */
const lawyerLanguageAnswerSchema = z.enum(['', ...LANGUAGE_CODES], { error: MESSAGES.selectOption });

const legalNeedSchema = z.string().refine((value) => resolveLegalNeed(value) !== null, MESSAGES.invalidPracticeArea);

/** The schema each answer must pass for this user type (answers the other type never gives are absent). */
function fieldChecks(userType: string): Record<string, z.ZodType> {
  const common = {
    legalTermsAccepted: legalTermsSchema,
    userType: userTypeSchema,
    location: provinceSchema,
    city: citySchema,
    lawyerLanguage: lawyerLanguageAnswerSchema,
  };
  if (userType === 'business') {
    return {
      ...common,
      ...businessDetailsSchema.shape,
      serviceType: businessServiceTypeSchema,
      additionalDetails: businessSearchCriteriaSchema.shape.additionalDetails,
    };
  }
  return {
    ...common,
    ...personalDetailsSchema.shape,
    legalNeed: legalNeedSchema,
    description: personSearchCriteriaSchema.shape.description,
  };
}

export const matchingWizardSchema = z
  .object({
    legalTermsAccepted: z.boolean(),
    userType: orEmpty(USER_TYPES),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    companyName: z.string(),
    contactName: z.string(),
    location: z.string(),
    city: z.string(),
    /** Optional: a language the client would like their lawyer to speak ('' for none; issue 27). */
    lawyerLanguage: z.string(),
    serviceType: orEmpty(BUSINESS_SERVICE_TYPES),
    additionalDetails: z.string(),
    legalNeed: z.string(),
    specificItem: z.string(),
    description: z.string(),
    /** Optional, people only: decides whether the results show Legal Aid. Never sent to the server. */
    incomeBand: orEmpty(INCOME_BANDS.map((band) => band.id) as [IncomeBand, ...IncomeBand[]]),
    /** The client's consent choices on the last step: unticked unless the client ticks them. */
    shareWithOtherFirms: z.boolean(),
    reroute: z.boolean(),
    /** WhatsApp or SMS beside email (docs/notifications.md): its own unticked box and the number. */
    messagingOptIn: z.boolean().optional(),
    messagingPhone: z.string().optional(),
    /** The channel for that number, once the box is ticked; WhatsApp unless the client picks SMS. */
    messagingChannel: z.enum(MESSAGING_CHANNELS).optional(),
  })
  .superRefine((answers, ctx) => {
    if (answers.messagingOptIn && !normaliseSouthAfricanMobile(answers.messagingPhone ?? '')) {
      const message = answers.messagingPhone?.trim() ? MESSAGING_TEXTS.phoneInvalid : MESSAGING_TEXTS.phoneRequired;
      ctx.addIssue({ code: 'custom', path: ['messagingPhone'], message });
    }
    for (const [field, schema] of Object.entries(fieldChecks(answers.userType))) {
      const result = schema.safeParse(answers[field as keyof typeof answers]);
      const message = result.error?.issues[0]?.message;
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
  });
type IncomeBand = (typeof INCOME_BANDS)[number]['id'];

export type MatchingWizardAnswers = z.input<typeof matchingWizardSchema>;
export type MatchingWizardField = keyof MatchingWizardAnswers;
