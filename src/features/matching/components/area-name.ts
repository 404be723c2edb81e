import { practiceAreaNameIn } from '@/domain/i18n/area-names';
import { activeLocale, t } from '@/lib/i18n/runtime';

/**
 * A practice area's name (a category, subcategory or item id) in the wizard's language, else
 * undefined: English needs none. The answer the wizard keeps stays the English name or the id
 * (what the search resolves and the firm reads), so a translated subcategory is shown with the
 * English beside it. Seen at 375 px: an isiXhosa search, the browse list and the 'More
 * specifically' list had shown English names only (issue 27).
 */
export function localAreaName(id: string): string | undefined {
  return practiceAreaNameIn(id, activeLocale(), t);
}
