import { useLocation } from 'react-router';
import { localeFromPath, localizedPath } from '@/domain/shared/locale-paths';
import type { Locale } from '@/domain/shared/locales';

/** The page's locale (from its URL prefix) and the same-locale path of another translated page. */
export function useLocale(): { locale: Locale; pathTo: (path: string) => string } {
  const locale = localeFromPath(useLocation().pathname);
  return { locale, pathTo: (path: string) => localizedPath(path, locale) };
}
