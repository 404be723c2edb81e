/** The eleven official languages as stored on firm profiles (codes) and shown to clients (names). */
export const LANGUAGES = [
  { code: 'en', name: 'English' },
  { code: 'af', name: 'Afrikaans' },
  { code: 'zu', name: 'isiZulu' },
  { code: 'xh', name: 'isiXhosa' },
  { code: 'st', name: 'Sesotho' },
  { code: 'tn', name: 'Setswana' },
  { code: 'nso', name: 'Sepedi' },
  { code: 'ts', name: 'Xitsonga' },
  { code: 'ss', name: 'siSwati' },
  { code: 've', name: 'Tshivenda' },
  { code: 'nr', name: 'isiNdebele' },
] as const;

type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as readonly LanguageCode[];

export const ENGLISH: LanguageCode = 'en';

const NAME_BY_CODE = new Map<string, string>(LANGUAGES.map((l) => [l.code, l.name]));

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && NAME_BY_CODE.has(value);
}

/** Unknown codes come back unchanged, so a profile with an unexpected value still reads sensibly. */
export function languageName(code: string): string {
  return NAME_BY_CODE.get(code) ?? code;
}
