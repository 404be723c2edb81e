import { normalisePlace } from './place';
import { LOCATION_POINTS, MAX_POINTS, PRACTICE_POINTS } from './points';
import {
  compareForResultsSort,
  compareMatches,
  cityWordGrams,
  isEligible,
  locationPoints,
  matchScoreFromPoints,
  practicePoints,
  rankFirms,
  scoreFirm,
  selectMatches,
  type MatchableFirm,
  type MatchCriteria,
  type ScoredFirm,
} from './score';
import { matchableFirm } from '../../../tests/fixtures/matchable-firm';

const firm = matchableFirm;

const person = (over: Partial<Extract<MatchCriteria, { userType: 'person' }>> = {}): MatchCriteria => ({
  userType: 'person',
  location: 'Gauteng',
  city: 'Johannesburg',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
  ...over,
});

const business = (serviceType: 'collections' | 'other'): MatchCriteria => ({
  userType: 'business',
  location: 'Gauteng',
  city: 'Johannesburg',
  serviceType,
});

describe('constants', () => {
  it('has a 90-point maximum made of the best location and practice tiers', () => {
    expect(MAX_POINTS).toBe(90);
    expect(LOCATION_POINTS).toEqual({ exactCity: 40, exactArea: 30, partialCity: 25, partialArea: 20, none: 5 });
    expect(PRACTICE_POINTS.exactItem).toBe(50);
    expect(PRACTICE_POINTS.subcategory).toBe(40);
    expect(PRACTICE_POINTS.category).toBe(30);
    expect(PRACTICE_POINTS.relatedCategory).toBe(20);
    expect(PRACTICE_POINTS.none).toBe(5);
  });
});

describe('place normalisation', () => {
  it.each([
    ['  Cape   Town ', 'cape town'],
    ['KwaZulu-Natal', 'kwazulu natal'],
    ["Magistrate's Court", 'magistrate s court'],
    ['Umhlanga Rocks!', 'umhlanga rocks'],
    ['', ''],
  ])('normalisePlace(%j) = %j', (input, expected) => {
    expect(normalisePlace(input)).toBe(expected);
  });

  it('lists every contiguous word run', () => {
    expect(cityWordGrams('Johannesburg North').sort()).toEqual(['johannesburg', 'johannesburg north', 'north']);
    expect(cityWordGrams('Port Elizabeth Central').sort()).toEqual([
      'central',
      'elizabeth',
      'elizabeth central',
      'port',
      'port elizabeth',
      'port elizabeth central',
    ]);
    expect(cityWordGrams('  ')).toEqual([]);
  });
});

describe('locationPoints', () => {
  const criteria = (location: string, city: string) => person({ location: location as never, city });

  it.each<[string, Partial<MatchableFirm>, MatchCriteria, number]>([
    ['exact primary city', { primaryCity: 'Johannesburg' }, criteria('Gauteng', 'Johannesburg'), 40],
    [
      'exact city from the cities list, ignoring case and spaces',
      { primaryCity: 'Pretoria', cities: ['  JOHANNESBURG '] },
      criteria('Western Cape', 'johannesburg'),
      40,
    ],
    ['exact province when the city differs', { primaryCity: 'Pretoria' }, criteria('Gauteng', 'Soweto'), 30],
    [
      'exact primary service area when the province differs',
      { province: 'Limpopo', primaryServiceArea: 'Gauteng', primaryCity: 'Polokwane' },
      criteria('Gauteng', 'Soweto'),
      30,
    ],
    [
      'partial city: criteria inside the firm city',
      { province: 'Western Cape', primaryServiceArea: 'Western Cape', primaryCity: 'Johannesburg North' },
      criteria('Gauteng', 'Johannesburg'),
      25,
    ],
    [
      'partial city: firm city inside the criteria city',
      { province: 'Western Cape', primaryServiceArea: 'Western Cape', primaryCity: 'George', cities: ['Cape Town'] },
      criteria('Gauteng', 'Cape Town CBD'),
      25,
    ],
    [
      'partial area',
      { province: 'Limpopo', primaryServiceArea: 'Gauteng North', primaryCity: 'Polokwane' },
      criteria('Gauteng', 'Soweto'),
      20,
    ],
    [
      'no overlap',
      { province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Polokwane' },
      criteria('Gauteng', 'Soweto'),
      5,
    ],
    [
      'part of a word is not a partial match',
      { province: 'Western Cape', primaryServiceArea: 'Western Cape', primaryCity: 'Paarl' },
      criteria('Gauteng', 'Paa'),
      5,
    ],
    [
      'Northern Cape and Western Cape do not overlap',
      { province: 'Northern Cape', primaryServiceArea: 'Northern Cape', primaryCity: 'Kimberley' },
      criteria('Western Cape', 'George'),
      5,
    ],
    ['the best tier wins (city over area)', { primaryCity: 'Soweto' }, criteria('Gauteng', 'Soweto'), 40],
    [
      'an empty city matches nothing',
      { primaryCity: '', province: 'Limpopo', primaryServiceArea: 'Limpopo' },
      criteria('Gauteng', ''),
      5,
    ],
  ])('%s', (_name, over, c, expected) => {
    expect(locationPoints(firm(over), c)).toBe(expected);
  });
});

describe('practicePoints for a person', () => {
  it.each<[string, string[], Partial<Extract<MatchCriteria, { userType: 'person' }>>, number]>([
    ['exact item', ['uncontested-divorce'], {}, 50],
    ['subcategory id listed', ['divorce-separation'], {}, 40],
    ['another item in the same subcategory covers the subcategory', ['contested-divorce'], {}, 40],
    ['subcategory when no item was asked for', ['uncontested-divorce'], { specificItem: undefined }, 40],
    ['empty item counts as none', ['divorce-separation'], { specificItem: '' }, 40],
    ['category id listed', ['family'], {}, 30],
    ['another subcategory in the same category', ['child-maintenance'], {}, 30],
    ['related category (family -> domestic)', ['domestic'], {}, 20],
    ['an item inside a related category', ['protection-order-application'], {}, 20],
    ['unrelated category', ['criminal', 'employment'], {}, 5],
    ['unknown ids are ignored', ['not-a-real-area'], {}, 5],
    ['nothing listed', [], {}, 5],
    [
      'criminal is related to domestic',
      ['assault'],
      { practiceArea: 'domestic', subcategory: 'harassment-orders', specificItem: undefined },
      20,
    ],
    [
      'civil is related to financial',
      ['debt-counselling'],
      { practiceArea: 'civil', subcategory: 'contract-disputes', specificItem: 'breach-of-contract' },
      20,
    ],
  ])('%s', (_name, practiceAreas, over, expected) => {
    expect(practicePoints(firm({ practiceAreas }), person(over))).toBe(expected);
  });
});

describe('practicePoints for a business', () => {
  it.each<[string, Partial<MatchableFirm>, 'collections' | 'other', number]>([
    ['collections service', { businessServices: { collections: true, generalBusiness: false } }, 'collections', 50],
    [
      'collections service beats a collection practice',
      { businessServices: { collections: true, generalBusiness: false }, practiceAreas: ['debt-collection'] },
      'collections',
      50,
    ],
    ['debt collection practice', { practiceAreas: ['debt-collection'] }, 'collections', 40],
    ['collection item', { practiceAreas: ['commercial-debt-recovery'] }, 'collections', 40],
    ['collections, commercial firm only', { practiceAreas: ['commercial-corporate'] }, 'collections', 10],
    ['collections, nothing relevant', { practiceAreas: ['assault'] }, 'collections', 10],
    ['other, commercial & corporate practice', { practiceAreas: ['commercial-corporate'] }, 'other', 40],
    ['other, commercial item', { practiceAreas: ['shareholder-agreements'] }, 'other', 40],
    ['other, general business service', { businessServices: { collections: false, generalBusiness: true } }, 'other', 40],
    ['other, collections-only firm', { businessServices: { collections: true, generalBusiness: false } }, 'other', 10],
    ['other, nothing relevant', { practiceAreas: ['divorce-separation'] }, 'other', 10],
  ])('%s', (_name, over, serviceType, expected) => {
    expect(practicePoints(firm(over), business(serviceType))).toBe(expected);
  });
});

describe('scoreFirm', () => {
  it('gives 90 points and 100% for an exact city and exact item', () => {
    const scored = scoreFirm(firm({ practiceAreas: ['uncontested-divorce'] }), person());
    expect(scored.points).toBe(90);
    expect(scored.matchScore).toBe(100);
  });

  it.each<[string, Partial<MatchableFirm>, MatchCriteria, number, number]>([
    ['area 30 + subcategory 40', { primaryCity: 'Pretoria', practiceAreas: ['divorce-separation'] }, person(), 70, 78],
    ['none 5 + none 5', { province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Musina' }, person(), 10, 11],
    [
      'partial city 25 + category 30',
      { province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Johannesburg South', practiceAreas: ['family'] },
      person(),
      55,
      61,
    ],
    [
      'business collections 50 + city 40',
      { businessServices: { collections: true, generalBusiness: false } },
      business('collections'),
      90,
      100,
    ],
    ['business other 10 + area 30', { primaryCity: 'Pretoria' }, business('other'), 40, 44],
  ])('%s', (_name, over, criteria, points, percent) => {
    const scored = scoreFirm(firm(over), criteria);
    expect(scored.points).toBe(points);
    expect(scored.matchScore).toBe(percent);
  });

  it('keeps the firm fields and adds readable reasons', () => {
    const scored = scoreFirm(
      firm({
        practiceAreas: ['uncontested-divorce'],
        languages: ['en', 'zu', 'af'],
        responseTime: 'Within 24 hours',
      }),
      person(),
    );
    expect(scored.firmName).toBe('Firm A');
    expect(scored.matchingReasons).toEqual([
      { type: 'location', description: 'Based in Johannesburg' },
      { type: 'expertise', description: 'Handles Uncontested Divorce' },
      { type: 'language', description: 'Speaks English, isiZulu and Afrikaans' },
    ]);
  });

  it.each<[string, Partial<MatchableFirm>, MatchCriteria, string]>([
    ['city from the list', { primaryCity: 'Pretoria', cities: ['Johannesburg'] }, person(), 'Serves Johannesburg'],
    ['province', { primaryCity: 'Pretoria' }, person(), 'Serves clients in Gauteng'],
    [
      'partial city',
      { province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Johannesburg North' },
      person(),
      'Serves Johannesburg North',
    ],
  ])('location reason: %s', (_name, over, criteria, description) => {
    expect(scoreFirm(firm(over), criteria).matchingReasons[0]).toEqual({ type: 'location', description });
  });

  it.each<[string[], string]>([
    [['divorce-separation'], 'Handles Divorce & Separation'],
    [['family'], 'Practises Family Matters'],
    [['domestic'], 'Experience in Domestic Issues'],
  ])('expertise reason for %j', (practiceAreas, description) => {
    const reasons = scoreFirm(firm({ practiceAreas }), person()).matchingReasons;
    expect(reasons.find((r) => r.type === 'expertise')?.description).toBe(description);
  });

  it('omits location and expertise reasons at the 5-point floor, and language unless English plus another', () => {
    const lonely = firm({ province: 'Limpopo', primaryServiceArea: 'Limpopo', primaryCity: 'Musina', languages: ['en'] });
    expect(scoreFirm(lonely, person()).matchingReasons).toEqual([]);
    expect(scoreFirm({ ...lonely, languages: ['af', 'zu'] }, person()).matchingReasons).toEqual([]);
  });

  it('gives a business expertise reason only when the firm has the service', () => {
    const collections = scoreFirm(
      firm({ businessServices: { collections: true, generalBusiness: false } }),
      business('collections'),
    );
    expect(collections.matchingReasons).toContainEqual({ type: 'expertise', description: 'Offers debt collection services' });
    const practice = scoreFirm(firm({ practiceAreas: ['debt-collection'] }), business('collections'));
    expect(practice.matchingReasons).toContainEqual({ type: 'expertise', description: 'Handles Debt Collection' });
    const none = scoreFirm(firm(), business('other'));
    expect(none.matchingReasons.some((r) => r.type === 'expertise')).toBe(false);
  });
});

describe('isEligible', () => {
  it.each<[MatchableFirm['packageType'], number, boolean]>([
    ['free', 2, true],
    ['free', 1, true],
    ['free', 0, false],
    ['free', -1, true],
    ['premium', 0, true],
    ['premium_plus', 0, true],
    ['premium', -1, true],
  ])('%s with %i remaining -> %s', (packageType, remainingLeads, expected) => {
    expect(isEligible(firm({ packageType, remainingLeads }))).toBe(expected);
  });
});

describe('ranking', () => {
  const scored = (id: string, points: number, rating: number, packageType: MatchableFirm['packageType']) =>
    ({ id, points, rating, packageType }) as ScoredFirm;

  it('orders by points, then plan rank, then rating, then id', () => {
    const list = [
      scored('e', 70, 4, 'free'),
      scored('d', 70, 4, 'premium_plus'),
      scored('c', 70, 4.5, 'free'),
      scored('b', 90, 1, 'free'),
      scored('a', 70, 4, 'premium'),
      scored('f', 70, 4, 'free'),
    ];
    expect([...list].sort(compareMatches).map((f) => f.id)).toEqual(['b', 'd', 'a', 'c', 'e', 'f']);
  });

  it('rankFirms drops exhausted free firms and sorts the rest, whatever the input order', () => {
    const firms = [
      firm({ id: 'exhausted', practiceAreas: ['uncontested-divorce'], rating: 5, remainingLeads: 0 }),
      firm({ id: 'paid-empty', packageType: 'premium', remainingLeads: 0, practiceAreas: ['family'] }),
      firm({ id: 'best', practiceAreas: ['uncontested-divorce'], rating: 3 }),
      firm({ id: 'area', primaryCity: 'Pretoria', practiceAreas: ['uncontested-divorce'] }),
    ];
    const ids = rankFirms(firms, person()).map((f) => [f.id, f.points]);
    expect(ids).toEqual([
      ['best', 90],
      ['area', 80],
      ['paid-empty', 70],
    ]);
    expect(rankFirms([...firms].reverse(), person()).map((f) => f.id)).toEqual(['best', 'area', 'paid-empty']);
  });

  it('selectMatches returns the top firm and the next three', () => {
    const firms = ['a', 'b', 'c', 'd', 'e', 'f'].map((id, i) => firm({ id, rating: 5 - i * 0.5 }));
    const { top, next } = selectMatches(firms, person());
    expect(top?.id).toBe('a');
    expect(next.map((f) => f.id)).toEqual(['b', 'c', 'd']);
  });

  it('selectMatches copes with fewer than four firms and with none', () => {
    const two = selectMatches([firm({ id: 'x', rating: 1 }), firm({ id: 'y', rating: 2 })], person());
    expect(two.top?.id).toBe('y');
    expect(two.next.map((f) => f.id)).toEqual(['x']);
    expect(selectMatches([], person())).toEqual({ top: null, next: [] });
    expect(selectMatches([firm({ remainingLeads: 0 })], person())).toEqual({ top: null, next: [] });
  });
});

describe('compareForResultsSort', () => {
  const result = (id: string, matchScore: number, rating: number, packageType: MatchableFirm['packageType']) =>
    ({ id, matchScore, rating, packageType }) as ScoredFirm;
  const list = [
    result('free-high', 90, 3, 'free'),
    result('plus-high', 90, 2, 'premium_plus'),
    result('prem-high', 90, 5, 'premium'),
    result('best-rated', 50, 5, 'free'),
    result('low', 40, 1, 'premium_plus'),
  ];

  it('match mode: score, then plan rank', () => {
    expect([...list].sort((a, b) => compareForResultsSort(a, b, 'match')).map((f) => f.id)).toEqual([
      'plus-high',
      'prem-high',
      'free-high',
      'best-rated',
      'low',
    ]);
  });

  it('match mode is the scorer’s own order for every reachable score, plan and rating', () => {
    // The page sorts by the rounded percentage; it must never merge two point totals or reorder them.
    const totals = [...new Set(Object.values(LOCATION_POINTS).flatMap((l) => Object.values(PRACTICE_POINTS).map((p) => l + p)))];
    const firms = totals.flatMap((points) =>
      (['free', 'premium', 'premium_plus'] as const).flatMap((packageType) =>
        [0, 4, 5].flatMap((rating) =>
          [false, true].flatMap((languageFit) =>
            ['x', 'y'].map(
              (id) => ({ id, points, languageFit, matchScore: matchScoreFromPoints(points), rating, packageType }) as ScoredFirm,
            ),
          ),
        ),
      ),
    );
    const disagreements = firms.flatMap((a) =>
      firms.filter((b) => Math.sign(compareForResultsSort(a, b, 'match')) !== Math.sign(compareMatches(a, b))).map((b) => [a, b]),
    );
    expect(disagreements).toEqual([]);
  });

  it('rating mode: rating first', () => {
    expect([...list].sort((a, b) => compareForResultsSort(a, b, 'rating')).map((f) => f.id)).toEqual([
      'prem-high',
      'best-rated',
      'free-high',
      'plus-high',
      'low',
    ]);
  });
});
