import { LOCALE_ITEM_NAMES, LOCALE_PHRASES } from '../matching/locale-phrases';
import { ALL_SUBCATEGORIES, practiceAreaLabel } from '../matching/practice-areas';
import { LEGAL_CATEGORIES } from '../matching/taxonomy';
import { LOCALE_CODES } from '../shared/locales';
import { englishNameIn, practiceAreaNameIn } from './area-names';
import { translator } from './translate';

describe('practice areas in a client language', () => {
  it('names every category, subcategory and item in every client language, none of them in English', () => {
    for (const locale of LOCALE_CODES.filter((code) => code !== 'en')) {
      const t = translator(locale);
      const ids = LEGAL_CATEGORIES.flatMap((c) => [c.id, ...c.subcategories.flatMap((s) => [s.id, ...s.items.map((i) => i.id)])]);
      const untranslated = ids.filter((id) => {
        const name = practiceAreaNameIn(id, locale, t);
        return !name || name === practiceAreaLabel(id);
      });
      expect(untranslated, locale).toEqual([]);
    }
  });

  it('turns the English names the scorer and the leads use into the client language', () => {
    const zu = translator('zu');
    expect(englishNameIn('Uncontested Divorce', 'zu', zu)).toBe(LOCALE_ITEM_NAMES.zu['uncontested-divorce']);
    expect(englishNameIn('Divorce & Separation', 'zu', zu)).toBe(LOCALE_PHRASES.zu['divorce-separation']!.name);
    expect(englishNameIn('Family Matters', 'zu', zu)).toBe(zu('browse.category.family'));
    expect(englishNameIn('Other Business Legal Services', 'zu', zu)).toBe(zu('service.other'));
    // Stored names from older data are matched however they are cased or spaced.
    expect(englishNameIn(' uncontested divorce ', 'zu', zu)).toBe(LOCALE_ITEM_NAMES.zu['uncontested-divorce']);
  });

  it('leaves English alone, and words that name nothing known as they are', () => {
    const en = translator('en');
    for (const subcategory of ALL_SUBCATEGORIES) expect(englishNameIn(subcategory.name, 'en', en)).toBe(subcategory.name);
    expect(englishNameIn('Legal help', 'af', translator('af'))).toBe('Legal help');
    expect(practiceAreaNameIn('no-such-area', 'af', translator('af'))).toBeUndefined();
  });
});
