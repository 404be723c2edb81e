import type { Locale } from './locales';

/**
 * The Intl locale that formats a client locale's dates and money: `zu-ZA` and the others where the
 * runtime has their data, else `en-ZA`. Node carries every locale's data, but Chromium ships
 * without isiZulu, isiXhosa and Sepedi: asked for them, it fell back to its root locale and wrote
 * 'ZAR 5,000' and 'Nov 26, 2026' on an isiXhosa page (seen at 375 px, issue 27). South African
 * English ('R 5 000', '26 Nov 2026') is what those readers see everywhere else.
 */
export function intlLocaleOf(locale: Locale): string {
  const tag = `${locale}-ZA`;
  return locale !== 'en' && Intl.NumberFormat.supportedLocalesOf(tag).length > 0 ? tag : 'en-ZA';
}
