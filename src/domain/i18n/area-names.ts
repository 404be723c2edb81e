/**
 * Practice areas and needs in a client's language (issue 27). The scorer, the leads and the firms
 * keep English names and taxonomy ids; a client's screen or email turns them into the client's
 * language at the edge, here. Each name has one home: items' and subcategories' names are in the
 * locale's legal-need words (src/domain/matching/locale-phrases/{locale}.json, data a translator
 * edits), categories' and business services' in the catalog (browse.category.*, service.*: the
 * 'forms' part, which every page showing a need loads).
 */
import { BUSINESS_SERVICE_LABELS, BUSINESS_SERVICE_TYPES, type BusinessServiceType } from '../matching/criteria';
import { LOCALE_ITEM_NAMES, LOCALE_PHRASES } from '../matching/locale-phrases';
import { practiceAreaIdOf, practiceAreaLevel } from '../matching/practice-areas';
import type { CategoryId } from '../matching/taxonomy';
import type { Locale } from '../shared/locales';
import type { MessageKey } from './compiled/keys';
// A catalog lookup: the browser's runtime `t` or the server's `translator(locale)` (a type only:
// the browser never loads the server's catalogs).
import type { Translate } from './translate';

const CATEGORY_KEYS: Readonly<Record<CategoryId, MessageKey>> = {
  family: 'browse.category.family',
  domestic: 'browse.category.domestic',
  criminal: 'browse.category.criminal',
  civil: 'browse.category.civil',
  property: 'browse.category.property',
  employment: 'browse.category.employment',
  financial: 'browse.category.financial',
  administrative: 'browse.category.administrative',
};

const SERVICE_KEYS: Readonly<Record<BusinessServiceType, MessageKey>> = {
  collections: 'service.collections',
  other: 'service.other',
};

/** A taxonomy id's name in `locale`; undefined for English (the taxonomy's own names) or an unknown id. */
export function practiceAreaNameIn(id: string, locale: Locale, t: Translate): string | undefined {
  if (locale === 'en') return undefined;
  switch (practiceAreaLevel(id)) {
    case 'category':
      return t(CATEGORY_KEYS[id as CategoryId]);
    case 'subcategory':
      return LOCALE_PHRASES[locale][id]?.name;
    case 'item':
      return LOCALE_ITEM_NAMES[locale][id];
    default:
      return undefined;
  }
}

/**
 * An English name as the scorer says it ("Handles Uncontested Divorce") or a lead stores it (the
 * need: an item, a subcategory or a business service) in `locale`. Words that name nothing we know
 * stay as they are: better English than a wrong guess.
 */
export function englishNameIn(english: string, locale: Locale, t: Translate): string {
  if (locale === 'en') return english;
  const service = BUSINESS_SERVICE_TYPES.find((type) => BUSINESS_SERVICE_LABELS[type] === english);
  if (service) return t(SERVICE_KEYS[service]);
  return practiceAreaNameIn(practiceAreaIdOf(english), locale, t) ?? english;
}
