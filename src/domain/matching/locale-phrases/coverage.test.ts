import { searchKey } from '../legal-need-search';
import { ALL_SUBCATEGORIES } from '../practice-areas';
import { SEARCH_PHRASES } from '../search-phrases';
import { LOCALE_ITEM_NAMES, LOCALE_PHRASES, type LocalePhrases } from '.';

type PhraseLocale = keyof typeof LOCALE_PHRASES;

/**
 * Words a language really uses exactly as English does, so a phrase equal to an English name or
 * phrase is a genuine loanword there, not an untranslated copy. Add one only with the reason.
 */
const LOANWORDS_SHARED_WITH_ENGLISH: Record<PhraseLocale, readonly string[]> = {
  zu: [],
  xh: [],
  af: [],
  // Sepedi writes the loanword as English does ("visa", plural "di-visa"); Home Affairs' own
  // Sepedi material uses it.
  nso: ['visa'],
  tn: [],
  st: [],
};

const AREA_IDS = ALL_SUBCATEGORIES.map((s) => s.id);
const ENGLISH_WORDS = new Set([...ALL_SUBCATEGORIES.map((s) => s.name), ...Object.values(SEARCH_PHRASES).flat()].map(searchKey));
const LOCALES = Object.keys(LOCALE_PHRASES) as PhraseLocale[];

const ITEMS = ALL_SUBCATEGORIES.flatMap((s) => s.items);
const ENGLISH_ITEM_NAMES = new Set(ITEMS.map((item) => searchKey(item.name)));
type ItemNames = Readonly<Record<string, string>>;

/** Items the taxonomy has that a locale names not at all or with blanks, and ids it does not have. */
const itemGaps = (names: ItemNames) => ({
  unnamed: ITEMS.filter((item) => !names[item.id]?.trim()).map((item) => item.id),
  unknown: Object.keys(names).filter((id) => !ITEMS.some((item) => item.id === id)),
});

/** Item names that read exactly as an English item name (folded): an untranslated copy. */
const englishItemCopies = (names: ItemNames) =>
  Object.entries(names)
    .filter(([, name]) => ENGLISH_ITEM_NAMES.has(searchKey(name)))
    .map(([id, name]) => `${id}: ${name}`);

const areasWithoutWords = (words: LocalePhrases) =>
  AREA_IDS.filter((id) => !words[id] || words[id].name.trim() === '' || words[id].phrases.length < 2);

const unknownAreas = (words: LocalePhrases) => Object.keys(words).filter((id) => !AREA_IDS.includes(id));

/** Names and phrases that read exactly as an English name or phrase (folded), loanwords aside. */
const englishCopies = (words: LocalePhrases, loanwords: readonly string[]) => {
  const allowed = new Set(loanwords.map(searchKey));
  return Object.entries(words).flatMap(([id, area]) =>
    [area.name, ...area.phrases]
      .filter((text) => ENGLISH_WORDS.has(searchKey(text)) && !allowed.has(searchKey(text)))
      .map((text) => `${id}: ${text}`),
  );
};

describe.each(LOCALES)('%s legal-need words', (locale) => {
  const words = LOCALE_PHRASES[locale];

  it('name every practice area, each with at least two everyday phrases', () => {
    expect(areasWithoutWords(words)).toEqual([]);
  });

  it('map only to practice areas that exist', () => {
    expect(unknownAreas(words)).toEqual([]);
  });

  it('are not English copies (genuine loanwords are listed, with the reason)', () => {
    expect(englishCopies(words, LOANWORDS_SHARED_WITH_ENGLISH[locale])).toEqual([]);
  });

  it('use every loanword the list allows (a stale entry would hide a future copy)', () => {
    const used = new Set(Object.values(words).flatMap((area) => [area.name, ...area.phrases].map(searchKey)));
    for (const loanword of LOANWORDS_SHARED_WITH_ENGLISH[locale]) expect(used.has(searchKey(loanword)), loanword).toBe(true);
  });
});

describe.each(LOCALES)("%s names of the practice areas' items", (locale) => {
  const names = LOCALE_ITEM_NAMES[locale];

  it('name every item of the taxonomy, and only those', () => {
    expect(itemGaps(names)).toEqual({ unnamed: [], unknown: [] });
  });

  it('are not English copies', () => {
    expect(englishItemCopies(names)).toEqual([]);
  });
});

describe('the checks themselves catch what they are for', () => {
  it('an item left out or blank, and an item id the taxonomy does not have', () => {
    const { 'uncontested-divorce': _dropped, ...rest } = LOCALE_ITEM_NAMES.af;
    expect(itemGaps({ ...rest, 'contested-divorce': ' ', 'uncontested-divorse': 'Onbestrede egskeiding' })).toEqual({
      unnamed: ['uncontested-divorce', 'contested-divorce'],
      unknown: ['uncontested-divorse'],
    });
  });

  it('an English item name copied in, however it is cased', () => {
    expect(englishItemCopies({ ...LOCALE_ITEM_NAMES.af, 'step-parent-adoption': 'step-parent ADOPTION' })).toEqual([
      'step-parent-adoption: step-parent ADOPTION',
    ]);
  });

  const complete = LOCALE_PHRASES.af;

  it('a missing area, an empty name or a single phrase', () => {
    const { evictions: _dropped, ...withoutEvictions } = complete;
    expect(areasWithoutWords(withoutEvictions)).toEqual(['evictions']);
    expect(areasWithoutWords({ ...complete, adoption: { name: ' ', phrases: ['a', 'b'] } })).toEqual(['adoption']);
    expect(areasWithoutWords({ ...complete, adoption: { name: 'Aanneming', phrases: ['aanneem'] } })).toEqual(['adoption']);
  });

  it('a phrase under an id the taxonomy does not have', () => {
    expect(unknownAreas({ ...complete, 'divorce-seperation': { name: 'Egskeiding', phrases: ['a', 'b'] } })).toEqual([
      'divorce-seperation',
    ]);
  });

  it('an English name or phrase copied in, however it is cased or spaced', () => {
    const copied = { ...complete, evictions: { name: 'EVICTIONS', phrases: ['uitsetting', 'being  evicted'] } };
    expect(englishCopies(copied, [])).toEqual(['evictions: EVICTIONS', 'evictions: being  evicted']);
    expect(englishCopies(copied, ['Evictions'])).toEqual(['evictions: being  evicted']);
  });
});
