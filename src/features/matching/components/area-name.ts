import { LOCALE_PHRASES } from '@/domain/matching/locale-phrases';
import { activeLocale } from '@/lib/i18n/runtime';

/**
 * A practice area's name in the wizard's language, where its search words give one
 * (src/domain/matching/locale-phrases), else undefined: English needs none. The answer the wizard
 * keeps stays the English name (what the search resolves and the firm reads), so a translated
 * name is shown with the English beside it. Seen at 375 px: an isiXhosa search and the browse list
 * had listed English names only (issue 27).
 */
export function localAreaName(subcategoryId: string): string | undefined {
  const locale = activeLocale();
  return locale === 'en' ? undefined : LOCALE_PHRASES[locale][subcategoryId]?.name;
}
