import { classifyLegalNeed } from './legal-need-classifier';
import {
  INVALID_PRACTICE_AREA_MESSAGE,
  MAX_SUGGESTIONS,
  MIN_QUERY_LENGTH,
  NO_MATCH_TEXT,
  resolveLegalNeed,
  searchLegalNeeds,
} from './legal-need-search';

describe('constants', () => {
  it('match the spec', () => {
    expect(MIN_QUERY_LENGTH).toBe(2);
    expect(MAX_SUGGESTIONS).toBe(5);
    expect(NO_MATCH_TEXT).toBe('No direct matches. Try rephrasing or browse common areas.');
    expect(INVALID_PRACTICE_AREA_MESSAGE).toBe(
      'Please select a valid practice area from the suggestions, or try rephrasing your search.',
    );
  });
});

describe('searchLegalNeeds', () => {
  it.each(['', ' ', 'd', '  d  ', 'x'])('gives nothing for %j (one character or less)', (query) => {
    expect(searchLegalNeeds(query)).toEqual([]);
  });

  it('starts at two characters', () => {
    expect(searchLegalNeeds('di').length).toBeGreaterThan(0);
  });

  it('matches names case-insensitively and puts name matches first', () => {
    expect(searchLegalNeeds('DIVORCE')).toEqual([
      {
        subcategoryId: 'divorce-separation',
        subcategoryName: 'Divorce & Separation',
        categoryId: 'family',
        categoryName: 'Family Matters',
      },
      {
        subcategoryId: 'spousal-maintenance',
        subcategoryName: 'Spousal Maintenance',
        categoryId: 'family',
        categoryName: 'Family Matters',
        matchedPhrase: 'support after divorce',
      },
      {
        subcategoryId: 'pension-disputes',
        subcategoryName: 'Pension & Retirement Fund Disputes',
        categoryId: 'financial',
        categoryName: 'Financial Matters',
        matchedPhrase: 'pension in divorce',
      },
    ]);
  });

  it.each([
    ['getting divorced', 'divorce-separation'],
    ['fired unfairly', 'unfair-dismissal'],
    ['Landlord wants me out', 'evictions'],
    ['ex not paying', 'child-maintenance'],
    ['owed money by a client', 'debt-collection'],
  ])('finds %j through a phrase', (query, subcategoryId) => {
    const [first] = searchLegalNeeds(query);
    expect(first?.subcategoryId).toBe(subcategoryId);
    expect(first?.matchedPhrase?.toLowerCase()).toContain(query.toLowerCase());
  });

  it("ignores apostrophes so wont and won't agree", () => {
    expect(searchLegalNeeds('wont')).toEqual(searchLegalNeeds("won't"));
    expect(searchLegalNeeds('tenant wont leave')[0]?.subcategoryId).toBe('evictions');
  });

  it('returns at most five, each subcategory once, in a stable order', () => {
    const results = searchLegalNeeds('ma');
    expect(results).toHaveLength(5);
    expect(new Set(results.map((r) => r.subcategoryId)).size).toBe(5);
    expect(searchLegalNeeds('ma')).toEqual(results);
    expect(results.slice(0, 2).map((r) => r.subcategoryId)).toEqual(['child-maintenance', 'spousal-maintenance']);
  });

  it('lists a subcategory whose name and phrase both match once, as a name match', () => {
    const results = searchLegalNeeds('evict');
    expect(results.filter((r) => r.subcategoryId === 'evictions')).toEqual([
      { subcategoryId: 'evictions', subcategoryName: 'Evictions', categoryId: 'property', categoryName: 'Property & Housing' },
    ]);
  });

  it('returns [] when nothing matches', () => {
    expect(searchLegalNeeds('xyzzy')).toEqual([]);
  });
});

describe('resolveLegalNeed', () => {
  it.each([
    ['Divorce & Separation', 'divorce-separation'],
    ['  unfair dismissal  ', 'unfair-dismissal'],
    ['DEBT COLLECTION', 'debt-collection'],
  ])('resolves %j', (value, id) => {
    expect(resolveLegalNeed(value)?.id).toBe(id);
  });

  it.each(['divorce', 'getting divorced', 'Divorce and Separation', 'Family Matters', 'uncontested-divorce', ''])(
    'rejects %j (not an exact subcategory name)',
    (value) => {
      expect(resolveLegalNeed(value)).toBeNull();
    },
  );
});

describe('classifyLegalNeed', () => {
  it.each([
    ['My landlord wants me out of the flat', 'evictions'],
    ['I was arrested for drunk driving last night', 'drunk-driving-traffic'],
    ['My ex is not paying maintenance for our son', 'child-maintenance'],
    ['My employer fired me without a hearing, can I go to the CCMA?', 'unfair-dismissal'],
    ['Home Affairs rejected my visa and I may have to leave', 'immigration-visas'],
    ['We want to register a company and need a shareholders agreement', 'commercial-corporate'],
  ])('ranks %j first as %s', (text, subcategoryId) => {
    const [first] = classifyLegalNeed(text);
    expect(first?.subcategory?.id).toBe(subcategoryId);
    expect(first?.score).toBeGreaterThan(0);
    expect(first?.matchedPhrases.length).toBeGreaterThan(0);
  });

  it('folds simple inflections and picks an item', () => {
    const results = classifyLegalNeed('getting divorced and want custody of my kids');
    expect(
      results
        .slice(0, 2)
        .map((r) => r.subcategory?.id)
        .sort(),
    ).toEqual(['child-custody-access', 'divorce-separation']);
    expect(classifyLegalNeed('I need help with a contested divorce')[0]?.item?.id).toBe('contested-divorce');
  });

  it('falls back to the category when only the category is named', () => {
    const [first] = classifyLegalNeed('it is a criminal matter');
    expect(first?.category.id).toBe('criminal');
    expect(first?.subcategory).toBeUndefined();
  });

  it('matches whole words only and returns [] for unrelated text', () => {
    expect(classifyLegalNeed('Is anyone available on Tuesday?')).toEqual([]);
    expect(classifyLegalNeed('')).toEqual([]);
  });

  it('is sorted by score and honours the limit', () => {
    const results = classifyLegalNeed('divorce custody maintenance eviction arrested visa sars', 3);
    expect(results).toHaveLength(3);
    for (let i = 1; i < results.length; i++) {
      expect(results[i - 1]!.score).toBeGreaterThanOrEqual(results[i]!.score);
    }
  });
});
