/**
 * Language as a match factor (issue 27, docs/matching.md "Language"). The client's language is the
 * one they asked their lawyer to speak (`lawyerLanguage`), or else the language they used the
 * wizard in (`locale`) when that is not English. A firm that speaks it "fits" the client's language.
 *
 * The fit is a ranking tier, not points: compareMatches orders firms by points first and by
 * language fit second, so a firm that speaks the client's language comes ahead only of firms with
 * exactly the same location and need points. The match score (a percentage of the points) does not
 * change, and the language can never lift a firm over one that is closer or fits the need better.
 *
 * English is never a preference: every firm on the platform works in English (its screens, emails and
 * terms are English), so asking for an English-speaking lawyer orders nothing, and it also
 * overrides the wizard's language (a client using the isiZulu wizard who asks for English gets no
 * language tier). So the match index only needs the other ten official languages.
 */
import { ENGLISH, isLanguageCode, LANGUAGE_CODES, languageName } from '../shared/languages';

/** The request fields the factor reads; both optional (requests stored before issue 27 have neither). */
export interface LanguageCriteria {
  locale?: string;
  lawyerLanguage?: string;
}

/** The languages a preference can name: the official languages other than English. */
export const PREFERENCE_LANGUAGES: readonly string[] = LANGUAGE_CODES.filter((code) => code !== ENGLISH);

/** The language the ranking prefers for these criteria, or null for none. */
export function clientLanguage(criteria: LanguageCriteria): string | null {
  const asked = criteria.lawyerLanguage;
  if (asked !== undefined && asked !== '') return isLanguageCode(asked) && asked !== ENGLISH ? asked : null;
  const locale = criteria.locale;
  return locale !== undefined && isLanguageCode(locale) && locale !== ENGLISH ? locale : null;
}

/** Whether a firm speaks the client's language; false when the client has no preference. */
export function speaksClientLanguage(firmLanguages: readonly string[], language: string | null): boolean {
  return language !== null && firmLanguages.includes(language);
}

/** The languages a firm's match index is written for: the non-English ones it speaks. */
export function indexedLanguages(firmLanguages: unknown): string[] {
  if (!Array.isArray(firmLanguages)) return [];
  return PREFERENCE_LANGUAGES.filter((code) => firmLanguages.includes(code));
}

/** The card's reason when a firm speaks the language the client asked for. */
export function languageFitReason(language: string): string {
  return `Speaks ${languageName(language)}, your language`;
}

/** The label of the client's language on a lead (firm dashboard, new-lead email). */
export const CLIENT_LANGUAGE_LABEL = "Client's language";

/**
 * What a firm reads on a lead: the language the client used ('isiZulu'), and a different one they
 * asked their lawyer to speak ('Afrikaans (asked for a lawyer who speaks isiZulu)'). Null for a
 * lead that records neither (made before issue 27, or a featured-firm request).
 */
export function clientLanguageText(criteria: LanguageCriteria): string | null {
  const locale = criteria.locale !== undefined && isLanguageCode(criteria.locale) ? criteria.locale : undefined;
  const asked =
    criteria.lawyerLanguage !== undefined && isLanguageCode(criteria.lawyerLanguage) ? criteria.lawyerLanguage : undefined;
  if (locale === undefined && asked === undefined) return null;
  // A request with a lawyer language but no locale was made in English (the schema's reading).
  const used = locale ?? ENGLISH;
  const wants = asked !== undefined && asked !== used ? ` (asked for a lawyer who speaks ${languageName(asked)})` : '';
  return `${languageName(used)}${wants}`;
}
