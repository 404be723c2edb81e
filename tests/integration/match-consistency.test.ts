import { type FirmDocumentInput } from '@/domain/firms/model';
import { monthKey } from '@/domain/payments/plans';
import { findMatches } from '../../functions/src/matching/find-matches';
// The functions' own Admin app (functions/node_modules): its transactions take the firm store's refs.
import { db as functionsDb } from '../../functions/src/shared/admin';
import { readFirm, updateFirmDocument } from '../../functions/src/shared/firm-store';
import { buildFirmDocuments, firmWrites, matchIndexFor } from '../fixtures/firm-factory';
import { clearFirestore, db } from './emulator-clients';
import { firmSpec } from './firm-fixtures';
import { person } from './matching-fixtures';

/** Writes firms (profile, match index, account) in one batch, as the product writes them. */
async function putFirms(firms: Record<string, Partial<FirmDocumentInput>>) {
  const batch = db.batch();
  for (const [id, overrides] of Object.entries(firms)) {
    const docs = buildFirmDocuments(
      firmSpec(
        {
          firmName: `Firm ${id}`,
          primaryCity: 'Johannesburg',
          cities: ['Johannesburg'],
          practiceAreas: ['family', 'divorce-separation'],
          rating: 4,
          packageType: 'premium',
          ...overrides,
        },
        { email: `${id}@firm.test`, leadMonth: monthKey(new Date()) },
      ),
    );
    for (const { path, data } of firmWrites(id, docs)) batch.set(db.doc(path), data);
  }
  await batch.commit();
}

const ranking = (result: Awaited<ReturnType<typeof findMatches>>) =>
  result.matches.map((m) => `${m.id}:${m.matchScore}:${m.rating}`).join(',');

describe('a firm document without a numeric rating', () => {
  beforeAll(async () => {
    await clearFirestore();
    await putFirms({
      rated: { rating: 4 },
      'rated-low': { rating: 0.5 },
      'plus-unrated': { rating: 0, packageType: 'premium_plus' },
      legacy: {},
      'as-text': {},
      other: { practiceAreas: ['criminal'], rating: 5 },
    });
    // Written before ratings were enforced: one has none, one holds text. Their match index is
    // what every writer derives from such a document.
    const legacy = (await db.doc('firms/legacy').get()).data()!;
    delete legacy.rating;
    const asText = { ...(await db.doc('firms/as-text').get()).data()!, rating: '4.5' };
    await Promise.all([
      db.doc('firms/legacy').set(legacy),
      db.doc('firmMatchIndex/legacy').set(matchIndexFor(legacy)),
      db.doc('firms/as-text').set(asText),
      db.doc('firmMatchIndex/as-text').set(matchIndexFor(asText)),
    ]);
  });

  it('is indexed with rating 0, a number the ordered query can sort', async () => {
    expect((await db.doc('firmMatchIndex/legacy').get()).get('rating')).toBe(0);
    expect((await db.doc('firmMatchIndex/as-text').get()).get('rating')).toBe(0);
  });

  it('is ranked by the bounded queries exactly as the exhaustive scan ranks it (as rating 0)', async () => {
    for (const count of [1, 3, 6]) {
      const bounded = await findMatches(person as never, count, { strategy: 'bounded' });
      const exhaustive = await findMatches(person as never, count, { strategy: 'exhaustive' });
      expect(ranking(bounded)).toBe(ranking(exhaustive));
    }
    const ids = (await findMatches(person as never, 6)).matches.map((m) => m.id);
    // Same points: the Premium Plus firm first whatever its rating, then the Premium firms by
    // rating (4, 0.5, then the rating-0 ones), then by id.
    expect(ids.slice(0, 5)).toEqual(['plus-unrated', 'rated', 'rated-low', 'as-text', 'legacy']);
  });
});

describe('matches while profiles change', () => {
  // Two firms trade practice areas and ratings, in a cycle of four edits through the functions'
  // own writer (firm-store): the cycle's four states are the only states the database has.
  const edits: { id: string; update: Partial<FirmDocumentInput> }[] = [
    { id: 'mover-a', update: { practiceAreas: ['family', 'divorce-separation'], rating: 4.8 } },
    { id: 'mover-b', update: { practiceAreas: ['criminal'], rating: 2 } },
    { id: 'mover-a', update: { practiceAreas: ['criminal'], rating: 1 } },
    { id: 'mover-b', update: { practiceAreas: ['family', 'divorce-separation'], rating: 4.9 } },
  ];

  async function applyEdit({ id, update }: (typeof edits)[number]) {
    await functionsDb.runTransaction(async (tx) => {
      const record = await readFirm(id, tx);
      updateFirmDocument(tx, id, record!.firm, { ...update, updatedAt: new Date() });
    });
  }

  beforeAll(async () => {
    await clearFirestore();
    await putFirms({
      steady1: { rating: 4.5 },
      steady2: { rating: 3 },
      steady3: { rating: 3, packageType: 'free' },
      'same-city-criminal': { practiceAreas: ['criminal'], rating: 5 },
      'other-city': { primaryCity: 'Pretoria', cities: ['Pretoria'], rating: 5 },
      'mover-a': { practiceAreas: ['criminal'], rating: 1 },
      'mover-b': { practiceAreas: ['family', 'divorce-separation'], rating: 4.9 },
    });
  });

  it('a read at an earlier readTime sees the earlier state (what findMatches relies on)', async () => {
    const before = await functionsDb.collection('firmMatchIndex').where('status', '==', 'active').get();
    const ratingBefore = (await functionsDb.doc('firmMatchIndex/steady2').get()).get('rating');
    await functionsDb.doc('firmMatchIndex/steady2').update({ rating: 3.3 });
    const atThen = await functionsDb.runTransaction((tx) => tx.get(functionsDb.doc('firmMatchIndex/steady2')), {
      readOnly: true,
      readTime: before.readTime,
    });
    await functionsDb.doc('firmMatchIndex/steady2').update({ rating: ratingBefore });
    expect(atThen.get('rating')).toBe(ratingBefore);
  });

  it('every result equals the exhaustive ranking of one state, before or after each edit', async () => {
    // The exhaustive ranking of each state, taken while nothing else runs.
    const states = new Set<string>();
    for (const edit of edits) {
      await applyEdit(edit);
      states.add(ranking(await findMatches(person as never, 6, { strategy: 'exhaustive' })));
    }
    expect(states.size).toBe(4);

    // Now matches run while the same cycle of edits is applied five times over.
    let editing = true;
    const editor = (async () => {
      for (let round = 0; round < 5; round++) for (const edit of edits) await applyEdit(edit);
      editing = false;
    })();
    const seen: string[] = [];
    do {
      seen.push(ranking(await findMatches(person as never, 6, { strategy: 'bounded' })));
    } while (editing);
    await editor;

    for (const result of seen) expect([...states]).toContain(result);
  });
});
