import { searchKey } from '../legal-need-search';
import { ALL_SUBCATEGORIES } from '../practice-areas';
import { SEARCH_PHRASES } from '../search-phrases';
import { LOCALE_PHRASES, type LocalePhrases } from '.';

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
};

const AREA_IDS = ALL_SUBCATEGORIES.map((s) => s.id);
const ENGLISH_WORDS = new Set([...ALL_SUBCATEGORIES.map((s) => s.name), ...Object.values(SEARCH_PHRASES).flat()].map(searchKey));
const LOCALES = Object.keys(LOCALE_PHRASES) as PhraseLocale[];

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

describe('the checks themselves catch what they are for', () => {
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
