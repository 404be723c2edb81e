// The visitor's language choice, remembered in this browser, and where choosing a language goes.
import { localeFromPath, localizedPath, unlocalizedPath } from '@/domain/shared/locale-paths';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/domain/shared/locales';
import { isTranslatedPage } from '../locale-routes';
import { ROUTES } from '../route-table';

/** The English paths of the translated pages (none has a parameter). */
const TRANSLATED_PATHS = new Set(ROUTES.filter((r) => !r.locale && isTranslatedPage(r.page)).map((r) => r.path));

const CHOICE_KEY = 'regmatch.locale';
const OFFER_DISMISSED_KEY = 'regmatch.localeOfferDismissed';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode): the choice lasts for the page only
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // as above
  }
}

export const rememberedLocale = (): Locale | null => {
  const stored = read(CHOICE_KEY);
  return isLocale(stored) ? stored : null;
};

export const rememberLocale = (locale: Locale) => write(CHOICE_KEY, locale);
export const offerDismissed = () => read(OFFER_DISMISSED_KEY) === 'true';
export const dismissOffer = () => write(OFFER_DISMISSED_KEY, 'true');

/**
 * The page to show in `locale`: the same page if it is translated; otherwise the translated
 * matching wizard (the client's way in), or, for English, the page itself.
 */
export function pathInLocale(pathname: string, locale: Locale): string {
  if (TRANSLATED_PATHS.has(unlocalizedPath(pathname))) return localizedPath(pathname, locale);
  return locale === DEFAULT_LOCALE ? unlocalizedPath(pathname) : localizedPath('/matching', locale);
}

/**
 * The language the browser prefers, if the site has it and it is not the page's: the first of
 * navigator.languages that we support decides (so 'en' before 'af' means no offer).
 */
export function preferredLocaleToOffer(languages: readonly string[], pathname: string): Locale | null {
  for (const tag of languages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary === localeFromPath(pathname) ? null : primary;
  }
  return null;
}
