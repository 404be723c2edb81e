/**
 * A firm's public profile, contact, business hours, account set-up and user document, as the
 * registration and Settings forms and their callables check them.
 */
import { z } from 'zod';
import {
  MATCH_BOUND_MESSAGES,
  MAX_FIRM_CITIES,
  MAX_FIRM_PLACE_CHARS,
  MAX_PLACE_WORDS,
  MAX_PRACTICE_AREAS,
} from '../matching/match-bounds';
import { normalisePlace } from '../matching/place';
import { hasNonLatinCharacters, normaliseLpcNumber } from '../payments/billing';
import { PLAN_IDS } from '../payments/plan-ids';
import { COURTS_COVERED, CORRESPONDENT_COURT_IDS } from '../shared/courts';
import {
  CITY_MAX,
  FIRM_DESCRIPTION_MAX,
  PASSWORD_MIN_LENGTH,
  ANGLE_BRACKETS,
  HTML_TAG_START,
  HHMM,
  requiredText,
  plainName,
  emailField,
  uniqueList,
  provinceSchema,
  practiceAreaIdSchema,
  urgencySchema,
  languageCodeSchema,
  httpUrl,
} from '../shared/fields';
import { MIN_OPEN_HOURS_PER_WEEK, MESSAGES, tooLongMessage } from '../shared/messages';
import { CONSULTATION_METHOD_IDS, TEAM_SIZES, WEEKDAYS, type Weekday } from './options';

const dayHoursSchema = z
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

const businessHoursSchema = z.object(
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

const businessServicesSchema = z.object({
  collections: z.boolean(),
  generalBusiness: z.boolean(),
});

export const FIRM_STATUSES = ['active', 'inactive'] as const;

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
 * derived match fields and dates, is firmDocumentSchema in model.ts.
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

export const LPC_NUMBER_MESSAGES = {
  latinOnly: 'Please write the LPC number with the Latin letters A to Z and the digits 0 to 9 only, as on your LPC certificate.',
  needsDigits: 'Please enter your LPC number with its digits, as on your LPC certificate (for example LPC 11865497).',
} as const;

export const phoneSchema = requiredText(MESSAGES.requiredFields, 30).refine(
  (v) => /^\+?[0-9 ()-]{7,20}$/.test(v) && (v.match(/\d/g) ?? []).length >= 7,
  MESSAGES.validPhone,
);

/**
 * The firm's private contact details (firms/{id}/private/account holds them together with the
 * plan's counters and billing; the whole stored document is firmAccountSchema in model.ts).
 */
export const firmContactSchema = z.object({
  email: emailField(),
  phone: phoneSchema,
  lpcNumber: plainName(MESSAGES.requiredFields, 50)
    // Look-alike letters of other scripts would make the same number look new (the free month is once per number).
    .refine((v) => !hasNonLatinCharacters(v), LPC_NUMBER_MESSAGES.latinOnly)
    .refine((v) => normaliseLpcNumber(v) !== '', LPC_NUMBER_MESSAGES.needsDigits),
  address: requiredText(MESSAGES.requiredFields, 300).refine((v) => !ANGLE_BRACKETS.test(v), MESSAGES.noAngleBrackets),
  contactPerson: plainName(MESSAGES.requiredFields),
});

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
