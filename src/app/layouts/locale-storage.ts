// The visitor's language choice and their "no thanks" to the offer, remembered in this browser.
// No route table here: the content pages' islands (src/islands/language.ts) import it too.
import { localeFromPath } from '@/domain/shared/locale-paths';
import { isLocale, type Locale } from '@/domain/shared/locales';

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
