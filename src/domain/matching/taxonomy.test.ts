import {
  ALL_PRACTICE_AREA_IDS,
  ALL_SUBCATEGORIES,
  categoryOf,
  categoryOfSubcategory,
  COLLECTION_PRACTICE_IDS,
  COMMERCIAL_PRACTICE_IDS,
  findCategory,
  findItem,
  findSubcategory,
  findSubcategoryByName,
  isKnownPracticeAreaId,
  practiceAreaIdOf,
  practiceAreaLabel,
  practiceCoverage,
  subcategoryOfItem,
} from './practice-areas';
import { SEARCH_PHRASES } from './search-phrases';
import { CATEGORY_IDS, LEGAL_CATEGORIES, RELATED_CATEGORIES } from './taxonomy';

describe('LEGAL_CATEGORIES', () => {
  it('has exactly the eight spec categories, in order', () => {
    expect(LEGAL_CATEGORIES.map((c) => [c.id, c.name])).toEqual([
      ['family', 'Family Matters'],
      ['domestic', 'Domestic Issues'],
      ['criminal', 'Criminal Matters'],
      ['civil', 'Civil Matters'],
      ['property', 'Property & Housing'],
      ['employment', 'Employment Issues'],
      ['financial', 'Financial Matters'],
      ['administrative', 'Administrative Matters'],
    ]);
    expect(LEGAL_CATEGORIES.map((c) => c.id)).toEqual([...CATEGORY_IDS]);
  });

  it.each(LEGAL_CATEGORIES.map((c) => [c.id, c] as const))('%s has 3 to 10 subcategories of 2 to 3 items', (_id, category) => {
    expect(category.subcategories.length).toBeGreaterThanOrEqual(3);
    expect(category.subcategories.length).toBeLessThanOrEqual(10);
    for (const subcategory of category.subcategories) {
      expect(subcategory.items.length, subcategory.id).toBeGreaterThanOrEqual(2);
      expect(subcategory.items.length, subcategory.id).toBeLessThanOrEqual(3);
    }
  });

  it('uses globally unique kebab-case ids at every level', () => {
    const ids = LEGAL_CATEGORIES.flatMap((c) => [c.id, ...c.subcategories.flatMap((s) => [s.id, ...s.items.map((i) => i.id)])]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect([...ALL_PRACTICE_AREA_IDS].sort()).toEqual([...ids].sort());
  });

  it('has unique subcategory names (the legal-need box resolves by name)', () => {
    const names = ALL_SUBCATEGORIES.map((s) => s.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    ['Divorce & Separation', 'family'],
    ['Child Custody & Access', 'family'],
    ['Child Maintenance', 'family'],
    ['Wills & Estates', 'family'],
    ['Domestic Violence / Protection Orders', 'domestic'],
    ['Assault', 'criminal'],
    ['Drug Offences', 'criminal'],
    ['Contract Disputes', 'civil'],
    ['Commercial & Corporate', 'civil'],
    ['Evictions', 'property'],
    ['Unfair Dismissal', 'employment'],
    ['Debt Counselling', 'financial'],
    ['Sequestration', 'financial'],
    ['Debt Collection', 'financial'],
    ['Immigration & Visas', 'administrative'],
  ])('includes %s under %s', (name, categoryId) => {
    const subcategory = findSubcategoryByName(name);
    expect(subcategory).not.toBeNull();
    expect(categoryOfSubcategory(subcategory!.id)?.id).toBe(categoryId);
  });

  it('gives every subcategory several search phrases, and no phrases for unknown ids', () => {
    for (const subcategory of ALL_SUBCATEGORIES) {
      expect(SEARCH_PHRASES[subcategory.id]?.length ?? 0, subcategory.id).toBeGreaterThanOrEqual(3);
    }
    expect(Object.keys(SEARCH_PHRASES).sort()).toEqual(ALL_SUBCATEGORIES.map((s) => s.id).sort());
  });
});

describe('lookups', () => {
  it('finds each level only by its own kind of id', () => {
    expect(findCategory('family')?.name).toBe('Family Matters');
    expect(findCategory('divorce-separation')).toBeNull();
    expect(findSubcategory('divorce-separation')?.name).toBe('Divorce & Separation');
    expect(findSubcategory('family')).toBeNull();
    expect(findItem('uncontested-divorce')?.name).toBe('Uncontested Divorce');
    expect(findItem('divorce-separation')).toBeNull();
    expect(findItem('nope')).toBeNull();
  });

  it('finds a subcategory by name, ignoring case and outer spaces', () => {
    expect(findSubcategoryByName('  divorce & SEPARATION ')?.id).toBe('divorce-separation');
    expect(findSubcategoryByName('divorce')).toBeNull();
    expect(findSubcategoryByName('')).toBeNull();
  });

  it('walks up the tree', () => {
    expect(categoryOfSubcategory('evictions')?.id).toBe('property');
    expect(categoryOfSubcategory('property')).toBeNull();
    expect(subcategoryOfItem('ccma-referrals')?.id).toBe('unfair-dismissal');
    expect(subcategoryOfItem('unfair-dismissal')).toBeNull();
    expect(categoryOf('ccma-referrals')?.id).toBe('employment');
    expect(categoryOf('employment')?.id).toBe('employment');
  });

  it('knows ids and labels at every level', () => {
    expect(isKnownPracticeAreaId('financial')).toBe(true);
    expect(isKnownPracticeAreaId('debt-collection')).toBe(true);
    expect(isKnownPracticeAreaId('commercial-debt-recovery')).toBe(true);
    expect(isKnownPracticeAreaId('Debt Collection')).toBe(false);
    expect(practiceAreaLabel('financial')).toBe('Financial Matters');
    expect(practiceAreaLabel('debt-collection')).toBe('Debt Collection');
    expect(practiceAreaLabel('ccma-referrals')).toBe('CCMA Referrals');
    expect(practiceAreaLabel('legacy-value')).toBe('legacy-value');
  });

  it('expands practice coverage to parents', () => {
    expect([...practiceCoverage(['uncontested-divorce', 'assault', 'unknown'])].sort()).toEqual(
      ['assault', 'criminal', 'divorce-separation', 'family', 'uncontested-divorce', 'unknown'].sort(),
    );
  });
});

describe('RELATED_CATEGORIES', () => {
  it('is symmetric, never self-related, and covers every category', () => {
    expect(Object.keys(RELATED_CATEGORIES).sort()).toEqual([...CATEGORY_IDS].sort());
    for (const [id, related] of Object.entries(RELATED_CATEGORIES)) {
      expect(related).not.toContain(id);
      for (const other of related) {
        expect(RELATED_CATEGORIES[other], `${other} -> ${id}`).toContain(id);
      }
    }
  });

  it.each([
    ['family', 'domestic'],
    ['civil', 'property'],
    ['civil', 'financial'],
    ['employment', 'administrative'],
    ['criminal', 'domestic'],
  ] as const)('relates %s and %s', (a, b) => {
    expect(RELATED_CATEGORIES[a]).toContain(b);
  });
});

describe('business practice ids', () => {
  it('are known ids', () => {
    for (const id of [...COMMERCIAL_PRACTICE_IDS, ...COLLECTION_PRACTICE_IDS]) {
      expect(isKnownPracticeAreaId(id), id).toBe(true);
    }
  });

  it('put Commercial & Corporate in commercial and Debt Collection in collections, not the other way', () => {
    expect(COMMERCIAL_PRACTICE_IDS).toContain('commercial-corporate');
    expect(COMMERCIAL_PRACTICE_IDS).toContain('shareholder-agreements');
    expect(COLLECTION_PRACTICE_IDS).toContain('debt-collection');
    expect(COLLECTION_PRACTICE_IDS).toContain('commercial-debt-recovery');
    expect(COMMERCIAL_PRACTICE_IDS).not.toContain('debt-collection');
    expect(COLLECTION_PRACTICE_IDS).not.toContain('commercial-corporate');
  });
});

describe('practiceAreaIdOf: a stored practice area as its id', () => {
  it('keeps an id', () => {
    expect(practiceAreaIdOf('divorce-separation')).toBe('divorce-separation');
    expect(practiceAreaIdOf('family')).toBe('family');
  });
  it('turns any level’s display name back into its id, ignoring case and spaces', () => {
    expect(practiceAreaIdOf('Divorce & Separation')).toBe('divorce-separation');
    expect(practiceAreaIdOf('  child maintenance ')).toBe('child-maintenance');
    expect(practiceAreaIdOf('Family Matters')).toBe('family');
  });
  it('every id reads back from its own label', () => {
    for (const id of ALL_PRACTICE_AREA_IDS) {
      const back = practiceAreaIdOf(practiceAreaLabel(id));
      // Where a name is shared across levels the subcategory wins; it must at least be a known id with that name.
      expect(practiceAreaLabel(back)).toBe(practiceAreaLabel(id));
    }
  });
  it('leaves unknown text as it is, so nothing stored is lost', () => {
    expect(practiceAreaIdOf('Maritime salvage')).toBe('Maritime salvage');
  });
});
