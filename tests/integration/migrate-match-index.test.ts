import { parseFirmDocument } from '@/domain/firms/model';
import { MAX_MATCH_KEYS } from '@/domain/matching/match-bounds';
import { firmMatchKeys } from '@/domain/matching/match-keys';
import { ALL_SUBCATEGORIES } from '@/domain/matching/practice-areas';
import { monthKey, planRank } from '@/domain/payments/plans';
import { findMatches } from '../../functions/src/matching/find-matches';
import { buildFirmDocuments, matchIndexFor } from '../fixtures/firm-factory';
import { migrateMatchIndex } from '../../scripts/lib/migrate-match-index';
import { clearFirestore, db } from './emulator-clients';
import { firmSpec } from './firm-fixtures';
import { person } from './matching-fixtures';

/**
 * Firm documents as the product stored them before the match index existed: match keys and plan
 * rank inside the public document, no firmMatchIndex document, sometimes no numeric rating.
 */
async function putOldStyleFirm(
  id: string,
  overrides: Record<string, unknown>,
  rating: unknown,
  /** Fields set after the firm model checked the rest: lists longer than today's bounds allow. */
  unbounded: Record<string, unknown> = {},
) {
  const { firm, account } = buildFirmDocuments(
    firmSpec(
      {
        firmName: `Firm ${id}`,
        primaryCity: 'Johannesburg',
        cities: ['Johannesburg'],
        practiceAreas: ['family', 'divorce-separation'],
        packageType: 'premium',
        ...overrides,
      },
      { email: `${id}@firm.test`, leadMonth: monthKey(new Date()) },
    ),
  );
  const stored = { ...firm, ...unbounded };
  const old: Record<string, unknown> = {
    ...stored,
    matchKeys: firmMatchKeys(stored),
    planRank: planRank(String(firm.packageType)),
    rating,
  };
  if (rating === undefined) delete old.rating;
  await db.doc(`firms/${id}`).set(old);
  await db.doc(`firms/${id}/private/account`).set(account);
}

// 30 four-word cities and 30 practice areas: about 11,700 keys (450 kB), just past the bound.
const HUGE_CITIES = Array.from({ length: 30 }, (_, i) => `North${i} River${i} Town${i} Hill${i}`);
const HUGE_AREAS = ALL_SUBCATEGORIES.slice(0, 30).map((s) => s.id);

const stored = async () => {
  const [firms, index] = await Promise.all([db.collection('firms').get(), db.collection('firmMatchIndex').get()]);
  return {
    firms: Object.fromEntries(firms.docs.map((d) => [d.id, d.data()])),
    index: Object.fromEntries(index.docs.map((d) => [d.id, d.data()])),
  };
};

describe('scripts/migrate-match-index.ts on firms stored before the match index', () => {
  beforeAll(async () => {
    await clearFirestore();
    await putOldStyleFirm('old-rated', {}, 4);
    await putOldStyleFirm('old-plus', { packageType: 'premium_plus' }, 3.5);
    await putOldStyleFirm('old-no-rating', {}, undefined);
    await putOldStyleFirm('old-text-rating', {}, '4.5');
    await putOldStyleFirm('old-criminal', { practiceAreas: ['criminal'] }, 5);
    // Stored before the profile bounds: more keys than any valid profile derives.
    await putOldStyleFirm('old-huge', {}, 4.9, { cities: HUGE_CITIES, practiceAreas: HUGE_AREAS });
  });

  const refused = [{ firmId: 'old-huge', reason: expect.stringContaining(`at most ${MAX_MATCH_KEYS} are stored`) }];

  it('the oversized test firm really derives more keys than the bound', () => {
    const keys = firmMatchKeys({
      primaryCity: 'Johannesburg',
      cities: HUGE_CITIES,
      primaryServiceArea: 'Gauteng',
      province: 'Gauteng',
      practiceAreas: HUGE_AREAS,
      businessServices: { collections: false, generalBusiness: false },
    });
    expect(keys.length).toBeGreaterThan(MAX_MATCH_KEYS);
  });

  it('a dry run reports what it would do and changes nothing', async () => {
    const before = await stored();
    const report = await migrateMatchIndex(db, { dryRun: true });
    expect(report).toEqual({ firms: 6, oldFieldsRemoved: 5, ratingsRepaired: 2, indexWritten: 5, refused });
    expect(await stored()).toEqual(before);
  });

  it('--index-only writes the index and leaves every firm document as it was', async () => {
    const before = await stored();
    const report = await migrateMatchIndex(db, { indexOnly: true });
    expect(report).toEqual({ firms: 6, oldFieldsRemoved: 5, ratingsRepaired: 2, indexWritten: 5, refused });
    const after = await stored();
    expect(after.firms).toEqual(before.firms);
    expect(Object.keys(after.index).sort()).toEqual([
      'old-criminal',
      'old-no-rating',
      'old-plus',
      'old-rated',
      'old-text-rating',
    ]);
  });

  it('moves keys and plan rank into firmMatchIndex, leaving firm documents the strict model accepts', async () => {
    // A page size below the firm count, so paging across transactions is exercised.
    const report = await migrateMatchIndex(db, { pageSize: 2 });
    expect(report).toEqual({ firms: 6, oldFieldsRemoved: 5, ratingsRepaired: 2, indexWritten: 5, refused });

    const { firms, index } = await stored();
    // The oversized firm is left exactly as it was, unindexed, for a person to trim.
    const { 'old-huge': huge, ...migrated } = firms;
    expect(huge).toHaveProperty('matchKeys');
    expect(index).not.toHaveProperty('old-huge');
    expect(Object.keys(index).sort()).toEqual(Object.keys(migrated).sort());
    for (const [id, firm] of Object.entries(migrated)) {
      expect(firm).not.toHaveProperty('matchKeys');
      expect(firm).not.toHaveProperty('planRank');
      expect(firm).not.toHaveProperty('leadsFullMonth');
      expect(() => parseFirmDocument(id, firm)).not.toThrow();
      // Exactly what every writer derives from the migrated document, and the quota flag it carried.
      expect(index[id]).toEqual({ ...matchIndexFor(firm), leadsFullMonth: null });
    }
    expect(firms['old-no-rating']!.rating).toBe(0);
    expect(firms['old-text-rating']!.rating).toBe(0);
    expect(index['old-plus']!.planRank).toBe(3);
  });

  it('after it, the bounded match finds the migrated firms exactly as the exhaustive scan does', async () => {
    const bounded = await findMatches(person as never, 6, { strategy: 'bounded' });
    const exhaustive = await findMatches(person as never, 6, { strategy: 'exhaustive' });
    expect(bounded.matches.map((m) => m.id)).toEqual(exhaustive.matches.map((m) => m.id));
    // Divorce firms: the Premium Plus one first, then by rating (the unrated two as 0, by id), then
    // the same-city criminal firm; the unindexed oversized firm is in neither (the scan leaves out
    // documents the model refuses).
    expect(bounded.matches.map((m) => m.id)).toEqual([
      'old-plus',
      'old-rated',
      'old-no-rating',
      'old-text-rating',
      'old-criminal',
    ]);
  });

  it('is idempotent: a second run finds nothing old and leaves every document as it was', async () => {
    const before = await stored();
    const report = await migrateMatchIndex(db);
    expect(report).toEqual({ firms: 6, oldFieldsRemoved: 0, ratingsRepaired: 0, indexWritten: 5, refused });
    expect(await stored()).toEqual(before);
  });
});
