import { searchKey, searchLegalNeeds } from '../legal-need-search';
import { ALL_SUBCATEGORIES } from '../practice-areas';
import { SEARCH_PHRASES } from '../search-phrases';
import { LOCALE_PHRASES, LOCALE_PHRASES_REVIEW } from '.';

const firstArea = (query: string) => searchLegalNeeds(query)[0]?.subcategoryId;

/** Everyday things people type, per language, and the area each must find first. */
const EVERYDAY: Record<keyof typeof LOCALE_PHRASES, [string, string][]> = {
  zu: [
    ['ukudivosa', 'divorce-separation'],
    ['ngifuna ukudivosa', 'divorce-separation'],
    ['ukuxoshwa', 'evictions'],
    ['umyeni wami uyangishaya', 'domestic-violence-protection-orders'],
    ['isondlo', 'child-maintenance'],
    ['ingozi yemoto', 'personal-injury'],
    ['ngixoshiwe emsebenzini', 'unfair-dismissal'],
    ['izikweletu', 'debt-counselling'],
    ['uboshiwe', 'bail-applications'],
    ['ngifuna ukubhala iwili', 'wills-estates'],
    ['iviza', 'immigration-visas'],
    ['isimangalo se-RAF', 'personal-injury'],
    ['umashonisa', 'banking-credit-disputes'],
    ['insangu', 'drug-offences'],
    ['intela', 'tax-disputes'],
  ],
  xh: [
    ['uqhawulo', 'divorce-separation'],
    ['ukuqhawula umtshato', 'divorce-separation'],
    ['ukugxothwa endlwini', 'evictions'],
    ['umyeni wam uyandibetha', 'domestic-violence-protection-orders'],
    ['isondlo somntwana', 'child-maintenance'],
    ['umyolelo', 'wills-estates'],
    ['ndigxothiwe emsebenzini', 'unfair-dismissal'],
    ['ibheyile', 'bail-applications'],
    ['ndinamatyala amaninzi', 'debt-counselling'],
    ['ndibethwe yimoto', 'personal-injury'],
    ['ibango le-RAF', 'personal-injury'],
    ['ivisa', 'immigration-visas'],
    ['intsangu', 'drug-offences'],
    ['irhafu', 'tax-disputes'],
  ],
  af: [
    ['egskeiding', 'divorce-separation'],
    ['ek wil skei', 'divorce-separation'],
    ['uitsetting', 'evictions'],
    ['ek word uitgesit', 'evictions'],
    ['kinderonderhoud', 'child-maintenance'],
    ['beskermingsbevel', 'domestic-violence-protection-orders'],
    ['ek is afgedank', 'unfair-dismissal'],
    ['borgtog', 'bail-applications'],
    ['testament', 'wills-estates'],
    ['dissiplinere verhoor', 'disciplinary-hearings'],
    ['ek is diep in die skuld', 'debt-counselling'],
    ['motorongeluk', 'personal-injury'],
    ['padongelukfonds', 'personal-injury'],
    ['werkpermit', 'immigration-visas'],
    ['huweliksvoorwaardes', 'marriage-antenuptial-contracts'],
    // Typed without the diacritics phones drop: finansiële, kêrel.
    ['finansiele moeilikheid', 'business-rescue-liquidation'],
    ['kerel het my uit die huis geskop', 'cohabitation-disputes'],
  ],
  nso: [
    ['tlhalo', 'divorce-separation'],
    ['ke nyaka tlhalo', 'divorce-separation'],
    ['ke rakwa ka ntlong', 'evictions'],
    ['phepo ya ngwana', 'child-maintenance'],
    ['monna wa ka o a mpetha', 'domestic-violence-protection-orders'],
    ['ke rakilwe mosomong', 'unfair-dismissal'],
    ['lebenkele ga le nyake go busetsa tshelete', 'consumer-protection'],
    ['dikoloto', 'debt-counselling'],
    ['o swerwe ke maphodisa', 'bail-applications'],
    ['ke nyaka go ngwala tesetamente', 'wills-estates'],
    ['kotsi ya koloi', 'personal-injury'],
    ['kleime ya RAF', 'personal-injury'],
    ['tumelelo ya go dula', 'immigration-visas'],
    ['magadi', 'marriage-antenuptial-contracts'],
    // Typed without the š phones drop.
    ['motshelo', 'tax-disputes'],
  ],
  tn: [
    ['tlhalano', 'divorce-separation'],
    ['ke batla tlhalano', 'divorce-separation'],
    ['ke kobiwa mo ntlong', 'evictions'],
    ['kotla ya ngwana', 'child-maintenance'],
    ['monna wa me o a mpetsa', 'domestic-violence-protection-orders'],
    ['ke kobilwe mo tirong', 'unfair-dismissal'],
    ['ke na le dikoloto tse dintsi', 'debt-counselling'],
    ['o tshwerwe ke mapodisa', 'bail-applications'],
    ['ke batla go kwala thato', 'wills-estates'],
    ['kopo ya RAF', 'personal-injury'],
    ['tetla ya go dira', 'immigration-visas'],
    ['bogadi', 'marriage-antenuptial-contracts'],
    ['ke kolota SARS', 'tax-disputes'],
  ],
  st: [
    ['tlhalo', 'divorce-separation'],
    ['ke batla tlhalo', 'divorce-separation'],
    ['ke lelekwa ntlong', 'evictions'],
    ['tjhelete ya ngwana', 'child-maintenance'],
    ['monna wa ka o a nnotla', 'domestic-violence-protection-orders'],
    ['ke lelekilwe mosebetsing', 'unfair-dismissal'],
    ['ke na le dikoloti tse ngata', 'debt-counselling'],
    ['o tshwerwe ke mapolesa', 'bail-applications'],
    ['ke batla ho ngola wili', 'wills-estates'],
    ['ke thutswe ke koloi', 'personal-injury'],
    ['tumello ya ho sebetsa', 'immigration-visas'],
    ['bohadi', 'marriage-antenuptial-contracts'],
    ['ke kolota SARS', 'tax-disputes'],
  ],
};

describe.each(Object.keys(EVERYDAY) as (keyof typeof EVERYDAY)[])('everyday %s phrases find the right area', (locale) => {
  it.each(EVERYDAY[locale])('%j finds %s first', (query, area) => {
    expect(firstArea(query)).toBe(area);
  });

  it('every area named exists in the taxonomy, with a name and at least one phrase', () => {
    const ids = new Set(ALL_SUBCATEGORIES.map((s) => s.id));
    for (const [id, words] of Object.entries(LOCALE_PHRASES[locale])) {
      expect(ids.has(id), id).toBe(true);
      expect(words.name.trim()).not.toBe('');
      expect(words.phrases.length).toBeGreaterThan(0);
    }
  });

  it('every phrase and name finds its own area among the suggestions', () => {
    for (const [id, words] of Object.entries(LOCALE_PHRASES[locale])) {
      for (const phrase of [words.name, ...words.phrases]) {
        expect(
          searchLegalNeeds(phrase).map((s) => s.subcategoryId),
          `${locale}: ${phrase}`,
        ).toContain(id);
      }
    }
  });
});

describe('every language for every client', () => {
  it('a client on the English wizard who types Afrikaans or isiZulu still finds the area', () => {
    expect(firstArea('egskeiding')).toBe('divorce-separation');
    expect(firstArea('ukudivosa')).toBe('divorce-separation');
    // The suggestion shows the Afrikaans name of the area it matched.
    expect(searchLegalNeeds('egskeiding')[0]).toMatchObject({
      subcategoryName: 'Divorce & Separation',
      matchedPhrase: 'Egskeiding en skeiding',
    });
  });

  it('folds diacritics both ways: Sepedi typed with or without š', () => {
    expect(firstArea('tšhelete ya SASSA')).toBe('social-grants');
    expect(firstArea('tshelete ya sassa')).toBe('social-grants');
  });

  it('no phrase or name is given to two different areas (in any language, English included)', () => {
    const areasOf = new Map<string, Set<string>>();
    const add = (phrase: string, id: string) =>
      areasOf.set(searchKey(phrase), (areasOf.get(searchKey(phrase)) ?? new Set()).add(id));
    for (const [id, phrases] of Object.entries(SEARCH_PHRASES)) for (const p of phrases) add(p, id);
    for (const words of Object.values(LOCALE_PHRASES)) {
      for (const [id, area] of Object.entries(words)) for (const p of [area.name, ...area.phrases]) add(p, id);
    }
    const shared = [...areasOf].filter(([, ids]) => ids.size > 1).map(([phrase, ids]) => `${phrase}: ${[...ids].join(', ')}`);
    expect(shared).toEqual([]);
  });

  it('covers the everyday areas in every language', () => {
    const core = [
      'divorce-separation',
      'child-maintenance',
      'domestic-violence-protection-orders',
      'evictions',
      'unfair-dismissal',
    ];
    for (const words of Object.values(LOCALE_PHRASES)) expect(Object.keys(words)).toEqual(expect.arrayContaining(core));
  });
});

describe('review state', () => {
  it('every locale file says who has checked its words, until a native speaker has', () => {
    for (const review of Object.values(LOCALE_PHRASES_REVIEW)) expect(review).toMatch(/NOT YET REVIEWED|reviewed by/i);
  });
});
