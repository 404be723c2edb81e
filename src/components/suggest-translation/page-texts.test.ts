import { compileMessage } from '@lingui/message-utils/compileMessage';
import en from '@/domain/i18n/compiled/en.json';
import zu from '@/domain/i18n/compiled/zu.json';
import { matching, pickedBy, selectionSearch, shownTexts } from './page-texts';

const catalog = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, compileMessage(text)]));

describe('the texts a page shows, for the suggestion dialog', () => {
  const english = catalog({ 'a.one': 'Home', 'a.two': 'Firms respond {promise}.', 'a.three': '{name}', 'a.four': 'Not here' });
  const isiZulu = catalog({
    'a.one': 'Ikhaya',
    'a.two': 'Amafemu aphendula {promise}.',
    'a.three': '{name}',
    'a.four': 'Akukho lapha',
  });

  it('finds a message by its words, with its placeholders filled in by the page', () => {
    const shown = shownTexts('Ikhaya\n  Amafemu   aphendula phakathi kwamahora angu-16.', isiZulu, english);
    expect(shown.map((t) => t.key)).toEqual(['a.one', 'a.two']);
    expect(shown[1]).toEqual({
      key: 'a.two',
      english: 'Firms respond {promise}.',
      current: 'Amafemu aphendula {promise}.',
      source: 'Amafemu aphendula {promise}.',
      pieces: ['Amafemu aphendula', '.'],
    });
  });

  it('never offers a message made only of placeholders, nor one the page does not show', () => {
    expect(shownTexts('Ikhaya Akukho', isiZulu, english).map((t) => t.key)).toEqual(['a.one']);
  });

  it('searches the current and the English words, ignoring case', () => {
    const shown = shownTexts('Ikhaya Amafemu aphendula x.', isiZulu, english);
    expect(matching(shown, 'FIRMS').map((t) => t.key)).toEqual(['a.two']);
    expect(matching(shown, 'ikhaya').map((t) => t.key)).toEqual(['a.one']);
    expect(matching(shown, '  ')).toHaveLength(2);
  });

  it('lists the same words under two keys once, by the first key', () => {
    const twice = { ...isiZulu, 'b.home': isiZulu['a.one'] };
    const english2 = { ...english, 'b.home': english['a.one'] };
    expect(shownTexts('Ikhaya', twice, english2).map((t) => t.key)).toEqual(['a.one']);
  });

  it('finds the footer of a real isiZulu page in the real catalogs', () => {
    const shown = shownTexts('Ikhaya · Kusebenza Kanjani · Xhumana Nathi', zu, en);
    expect(shown.map((t) => t.key)).toEqual(expect.arrayContaining(['footer.home', 'footer.howItWorks', 'footer.contact']));
  });

  describe('the texts words selected on the page belong to', () => {
    const page = 'Ikhaya\nAmafemu aphendula phakathi kwamahora angu-16.\nAkukho lapha';
    const shown = shownTexts(page, isiZulu, english);
    const picked = (selected: string) => pickedBy(shown, page, selected).map((t) => t.key);

    it('finds the one text that holds the selection, in any case and spacing', () => {
      expect(picked('amafemu  APHENDULA')).toEqual(['a.two']);
      expect(picked('Ikhaya')).toEqual(['a.one']);
    });

    it('finds a text across the words the page filled in for its placeholder', () => {
      expect(picked('aphendula phakathi kwamahora')).toEqual(['a.two']);
    });

    it('finds both texts a selection runs across, and none for words that are not on the page', () => {
      expect(picked('Ikhaya Amafemu')).toEqual(['a.one', 'a.two']);
      expect(picked('Akukho lutho')).toEqual([]);
      expect(picked('')).toEqual([]);
    });

    it('takes the selected words as the search, squashed, and leaves a selection of a whole page', () => {
      expect(selectionSearch('  Amafemu\n   aphendula ')).toBe('Amafemu aphendula');
      expect(selectionSearch('word '.repeat(200))).toBe('');
    });
  });
});
