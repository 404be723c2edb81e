/**
 * Field primitives every schema is built from: bounded text, names, emails, document ids, the
 * reference-list enums. Messages are the spec's own wording (messages.ts).
 */
import { z } from 'zod';
import { URGENCY_IDS } from '../leads/urgency';
import { isKnownPracticeAreaId, isSubcategoryId } from '../matching/practice-areas';
import { CATEGORY_IDS } from '../matching/taxonomy';
import { PLAN_IDS } from '../payments/plan-ids';
import { documentIdSchema } from './document-id';
import { LANGUAGE_CODES } from './languages';
import { LOCALE_CODES } from './locales';
import { MESSAGES, tooLongMessage } from './messages';
import { PROVINCES } from './provinces';

const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const CITY_MAX = 100;
const LONG_TEXT_MAX = 2000;
export const FIRM_DESCRIPTION_MAX = 1000;
export const PASSWORD_MIN_LENGTH = 8;

export const ANGLE_BRACKETS = /[<>]/;
// The start of an HTML tag or comment: '<script', '</div', '<!--'. A '<' followed by a space or
// digit ('< R5000', '<5 years') is ordinary prose, and browsers read it as text too.
export const HTML_TAG_START = /<[/!?]?[a-z]/i;
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Trimmed, non-empty, bounded; a missing value gets the same message as an empty one. */
export const requiredText = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(max));

/** A short single-line value (names, towns): no angle brackets at all. */
export const plainName = (message: string, max: number = NAME_MAX) =>
  requiredText(message, max).refine((v) => !ANGLE_BRACKETS.test(v), MESSAGES.noAngleBrackets);

/** Free prose: any length up to max, no markup. */
export const longText = (max: number = LONG_TEXT_MAX, tooLong: string = tooLongMessage(max)) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .refine((v) => !HTML_TAG_START.test(v), MESSAGES.noHtml);

export const emailField = (message: string = MESSAGES.email) =>
  requiredText(message, EMAIL_MAX).pipe(z.email(MESSAGES.validEmail));

// Document ids: their own module, so a schema that needs only them (a translation suggestion's id)
// does not bring this module's imports (the practice areas, the legal-need phrases) with it.
export { DOCUMENT_ID_MAX_LENGTH, documentIdSchema, FIRESTORE_ID_MAX_BYTES, isValidDocumentId } from './document-id';

export const uniqueList = <T>(list: readonly T[]) => new Set(list).size === list.length;

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
/** A client locale (src/domain/shared/locales.ts). */
export const localeSchema = z.enum(LOCALE_CODES);
export const firmIdSchema = documentIdSchema(MESSAGES.chooseFirm);
export const legalTermsSchema = z.literal(true, { error: MESSAGES.acceptTerms });

export const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((v) => /^https?:\/\/\S+$/i.test(v), 'Please provide a valid web address');
