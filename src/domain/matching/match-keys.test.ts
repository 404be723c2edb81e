import fc from 'fast-check';
import { PLAN_IDS, type PlanId } from '../plans';
import { PROVINCES } from '../provinces';
import { ALL_PRACTICE_AREA_IDS, ALL_SUBCATEGORIES, CATEGORY_IDS, categoryOfSubcategory } from '../taxonomy';
import {
  boundedMatch,
  compareCandidates,
  firmMatchFields,
  firmMatchKeys,
  matchLevels,
  MAX_TOKENS_PER_QUERY,
  type FetchCandidates,
} from './match-keys';
import { rankFirms, type MatchableFirm, type MatchCriteria } from './score';

/** An in-memory model of the Firestore query: array-contains-any, ordered, paged by index. */
function memoryFetch(firms: readonly MatchableFirm[]) {
  // Sorted once: the model's index is already in the query's order.
  const keyed = [...firms].sort(compareCandidates).map((firm) => ({ firm, keys: new Set(firmMatchKeys(firm)) }));
  let reads = 0;
  const fetch: FetchCandidates<MatchableFirm, number> = async (tokens, after, limit) => {
    if (tokens.length > MAX_TOKENS_PER_QUERY) throw new Error(`${tokens.length} tokens in one query`);
    const hits = keyed.filter(({ keys }) => tokens.some((t) => keys.has(t))).map(({ firm }) => firm);
    const start = after ?? 0;
    const page = hits.slice(start, start + limit);
    const next = start + limit < hits.length ? start + limit : null;
    reads += Math.max(1, page.length);
    return { firms: page, next, reads: Math.max(1, page.length) };
  };
  return { fetch, reads: () => reads };
}

// Small pools of places so cities collide, overlap by words ('Cape Town' / 'Cape Town CBD') and miss.
const CITY_POOL = [
  'Johannesburg',
  'Johannesburg North',
  'Cape Town',
  'Cape Town CBD',
  'Town',
  'Pretoria',
  'Soweto',
  'Port Elizabeth',
  'Durban',
  '',
];
const AREA_POOL = [...PROVINCES, 'Gauteng North', 'Cape'];

const firmArb = (id: number) =>
  fc
    .record({
      province: fc.constantFrom(...PROVINCES),
      primaryServiceArea: fc.constantFrom(...AREA_POOL),
      primaryCity: fc.constantFrom(...CITY_POOL),
      cities: fc.array(fc.constantFrom(...CITY_POOL), { maxLength: 3 }),
      practiceAreas: fc.array(fc.constantFrom(...ALL_PRACTICE_AREA_IDS, 'not-a-real-id'), { maxLength: 6 }),
      businessServices: fc.record({ collections: fc.boolean(), generalBusiness: fc.boolean() }),
      // Few distinct ratings so ties on points and rating are common and the plan and id tie-breaks matter.
      rating: fc.constantFrom(3, 4, 4.5, 5),
      packageType: fc.constantFrom<PlanId>(...PLAN_IDS),
      full: fc.boolean(),
    })
    .map((f): MatchableFirm => ({
      id: `firm-${String(id).padStart(3, '0')}`,
      firmName: `Firm ${id}`,
      province: f.province,
      primaryServiceArea: f.primaryServiceArea,
      primaryCity: f.primaryCity,
      cities: f.cities,
      practiceAreas: f.practiceAreas,
      businessServices: f.businessServices,
      languages: ['en'],
      responseTime: '',
      rating: f.rating,
      reviewCount: 0,
      packageType: f.packageType,
      remainingLeads: f.packageType === 'free' ? (f.full ? 0 : 1) : -1,
    }));

const firmsArb = fc.integer({ min: 0, max: 60 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => firmArb(i))));

const personArb: fc.Arbitrary<MatchCriteria> = fc
  .record({
    location: fc.constantFrom(...PROVINCES),
    city: fc.constantFrom(...CITY_POOL),
    subcategory: fc.constantFrom(...ALL_SUBCATEGORIES),
    itemIndex: fc.integer({ min: -1, max: 3 }),
    mismatchedCategory: fc.option(fc.constantFrom(...CATEGORY_IDS), { nil: undefined }),
  })
  .map((c) => ({
    userType: 'person' as const,
    location: c.location,
    city: c.city,
    practiceArea: c.mismatchedCategory ?? categoryOfSubcategory(c.subcategory.id)!.id,
    subcategory: c.subcategory.id,
    specificItem: c.itemIndex >= 0 ? c.subcategory.items[c.itemIndex]?.id : undefined,
  })) as fc.Arbitrary<MatchCriteria>;

const businessArb: fc.Arbitrary<MatchCriteria> = fc.record({
  userType: fc.constant('business' as const),
  location: fc.constantFrom(...PROVINCES),
  city: fc.constantFrom(...CITY_POOL),
  serviceType: fc.constantFrom('collections' as const, 'other' as const),
});

describe('bounded matching equals an exhaustive scan', () => {
  it.each([1, 4, 6])(
    'the top %i firms are the same, in the same order, with the same scores',
    async (count) => {
      await fc.assert(
        fc.asyncProperty(firmsArb, fc.oneof(personArb, businessArb), async (firms, criteria) => {
          const exhaustive = rankFirms(firms, criteria).slice(0, count);
          const { fetch } = memoryFetch(firms);
          const bounded = await boundedMatch(criteria, count, fetch);
          expect(bounded.ranked.map((f) => [f.id, f.points, f.matchScore])).toEqual(
            exhaustive.map((f) => [f.id, f.points, f.matchScore]),
          );
          expect(bounded.ranked.map((f) => f.matchingReasons)).toEqual(exhaustive.map((f) => f.matchingReasons));
        }),
        { numRuns: 200 },
      );
    },
    120_000,
  );

  it('reads far fewer firms than exist when many firms match well', async () => {
    const firms: MatchableFirm[] = Array.from({ length: 2000 }, (_, i) => ({
      id: `f${i}`,
      firmName: `F${i}`,
      province: 'Gauteng',
      primaryServiceArea: 'Gauteng',
      primaryCity: i % 2 ? 'Johannesburg' : 'Pretoria',
      cities: [],
      practiceAreas: i % 3 ? ['divorce-separation'] : ['assault'],
      businessServices: { collections: false, generalBusiness: false },
      languages: ['en'],
      responseTime: '',
      rating: (i % 50) / 10,
      reviewCount: 0,
      packageType: 'premium',
      remainingLeads: -1,
    }));
    const criteria: MatchCriteria = {
      userType: 'person',
      location: 'Gauteng',
      city: 'Johannesburg',
      practiceArea: 'family',
      subcategory: 'divorce-separation',
    };
    const { fetch, reads } = memoryFetch(firms);
    const bounded = await boundedMatch(criteria, 4, fetch);
    expect(bounded.ranked.map((f) => f.id)).toEqual(
      rankFirms(firms, criteria)
        .slice(0, 4)
        .map((f) => f.id),
    );
    expect(reads()).toBeLessThanOrEqual(20);
  });
});

describe('match keys', () => {
  it('pairs every location key with every practice key, wildcards included', () => {
    const keys = firmMatchKeys({
      primaryCity: 'Cape Town',
      cities: [],
      primaryServiceArea: 'Western Cape',
      province: 'Western Cape',
      practiceAreas: ['uncontested-divorce'],
      businessServices: { collections: true, generalBusiness: false },
    });
    expect(keys).toContain('*|*');
    expect(keys).toContain('c:cape town|p:uncontested-divorce');
    expect(keys).toContain('g:town|p:divorce-separation');
    expect(keys).toContain('a:western cape|p:family');
    expect(keys).toContain('*|b:collections');
    expect(keys).not.toContain('c:cape|*');
  });

  it('stores the name the operator searches firms by, folded like the uniqueness key', () => {
    expect(firmMatchFields({ firmName: 'Müller & Co. Attorneys', status: 'active' }).firmNameKey).toBe('mullercoattorneys');
  });

  it('gives inactive firms no keys and records the plan rank', () => {
    expect(firmMatchFields({ status: 'inactive', packageType: 'premium', practiceAreas: ['family'] })).toEqual({
      matchKeys: [],
      planRank: 2,
      firmNameKey: '',
    });
    const active = firmMatchFields({
      status: 'active',
      packageType: 'premium_plus',
      province: 'Gauteng',
      primaryCity: 'Soweto',
      cities: ['Soweto'],
      practiceAreas: ['family'],
    });
    expect(active.planRank).toBe(3);
    expect(active.matchKeys).toContain('c:soweto|p:family');
  });

  it('orders levels from best to worst, each query within the Firestore value limit after chunking', () => {
    const levels = matchLevels({
      userType: 'person',
      location: 'Gauteng',
      city: 'Johannesburg',
      practiceArea: 'family',
      subcategory: 'divorce-separation',
      specificItem: 'uncontested-divorce',
    });
    expect(levels[0]).toEqual({ points: 90, tokens: ['c:johannesburg|p:uncontested-divorce'] });
    expect(levels.at(-1)).toEqual({ points: 10, tokens: ['*|*'] });
    const points = levels.map((l) => l.points);
    expect([...points].sort((a, b) => b - a)).toEqual(points);
  });
});
