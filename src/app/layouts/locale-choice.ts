// Where choosing a language goes; the choice itself is remembered by locale-storage.ts.
import { localizedPath, unlocalizedPath } from '@/domain/shared/locale-paths';
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';
import { isTranslatedPage } from '../locale-routes';
import { ROUTES } from '../route-table';

/** The English paths of the translated pages (none has a parameter). */
const TRANSLATED_PATHS = new Set(ROUTES.filter((r) => !r.locale && isTranslatedPage(r.page)).map((r) => r.path));

export { dismissOffer, preferredLocaleToOffer, rememberLocale } from './locale-storage';

/**
 * The page to show in `locale`: the same page if it is translated; otherwise the translated
 * matching wizard (the client's way in), or, for English, the page itself.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  if (TRANSLATED_PATHS.has(unlocalizedPath(pathname))) return localizedPath(pathname, locale);
  return locale === DEFAULT_LOCALE ? unlocalizedPath(pathname) : localizedPath('/matching', locale);
}
