/**
 * The languages a client can use the product in (issue 27). English is the default and has no URL
 * prefix; every other locale's pages live under `/{code}/...`. Codes are the ones firm profiles
 * store in `languages` (src/domain/shared/languages.ts), so "the client's language" and "a language
 * the firm speaks" compare directly.
 *
 * Firm and operator screens stay English; only the client side is translated.
 */
export const LOCALES = [
  { code: 'en', name: 'English', htmlLang: 'en-ZA' },
  { code: 'zu', name: 'isiZulu', htmlLang: 'zu' },
  { code: 'xh', name: 'isiXhosa', htmlLang: 'xh' },
  { code: 'af', name: 'Afrikaans', htmlLang: 'af' },
  { code: 'nso', name: 'Sepedi', htmlLang: 'nso' },
  { code: 'tn', name: 'Setswana', htmlLang: 'tn' },
  { code: 'st', name: 'Sesotho', htmlLang: 'st' },
] as const;

export type Locale = (typeof LOCALES)[number]['code'];

export const DEFAULT_LOCALE: Locale = 'en';

export const LOCALE_CODES = LOCALES.map((l) => l.code) as readonly Locale[];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The locale's own name for itself (an endonym), as a language picker shows it. */
export function localeName(locale: Locale): string {
  return LOCALES.find((l) => l.code === locale)?.name ?? locale;
}
