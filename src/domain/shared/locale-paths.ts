/**
 * Locale in the URL (issue 27): English pages are unprefixed, every other locale's pages live
 * under `/{code}/...` (`/zu/matching`). One place reads and writes the prefix, so the router, the
 * language picker, the prerenderer and the sitemap agree.
 */
import { DEFAULT_LOCALE, isLocale, LOCALE_CODES, type Locale } from './locales';

/** The locale a path is in: its prefix, or English. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/')[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The path without its locale prefix: `/zu/matching` -> `/matching`, `/zu` -> `/`. */
export function unlocalizedPath(pathname: string): string {
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === '' ? '/' : rest;
}

/** The same page in `locale`: `/matching` in isiZulu is `/zu/matching`; the home page is `/zu`. */
export function localizedPath(path: string, locale: Locale): string {
  const base = unlocalizedPath(path);
  if (locale === DEFAULT_LOCALE) return base;
  return base === '/' ? `/${locale}` : `/${locale}${base}`;
}

/** Every locale but English, each of which gets prefixed routes. */
export const PREFIXED_LOCALES = LOCALE_CODES.filter((l) => l !== DEFAULT_LOCALE);
