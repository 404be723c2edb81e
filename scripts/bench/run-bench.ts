/**
 * Runs inside `firebase emulators:exec` (see scripts/bench.mjs). Uses the server's own
 * findMatches, so the numbers are those of the deployed code path, minus network and cold starts.
 */
import {
  monthKey,
  PROVINCES,
  ALL_SUBCATEGORIES,
  categoryOfSubcategory,
  MAJOR_CITIES_BY_PROVINCE,
  type SearchCriteria,
} from '../../src/domain';
import { firmWrites } from '../../tests/fixtures/firm-factory';
import { generateFirms } from '../../tests/fixtures/seed-generator';
import { findMatches, type MatchStrategy } from '../../functions/src/matching/find-matches';
// The functions' own Admin app (functions/node_modules), the same one findMatches reads through.
import { db } from '../../functions/src/shared/admin';

const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').map(Number);
const MATCHES = Number(process.env.BENCH_MATCHES ?? 20);
const COUNT = 6; // the top firm, three shown, two spares: what requestMatch asks for
const project = process.env.GCLOUD_PROJECT ?? 'demo-regmatch';

async function clear() {
  await fetch(`http://${process.env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${project}/databases/(default)/documents`, {
    method: 'DELETE',
  });
}

async function seed(size: number) {
  const firms = generateFirms(size, 4242);
  const month = monthKey(new Date());
  const batches: Promise<unknown>[] = [];
  for (let i = 0; i < firms.length; i += 150) {
    const batch = db.batch();
    for (const [j, firm] of firms.slice(i, i + 150).entries()) {
      // One free firm in ten has used its allowance, so eligibility filtering is exercised.
      const full = firm.profile.packageType === 'free' && (i + j) % 10 === 0;
      for (const { path, data } of firmWrites(firm.id, {
        firm: { ...firm.profile, leadsFullMonth: full ? month : null },
        account: firm.account,
      })) {
        batch.set(db.doc(path), data);
      }
    }
    batches.push(batch.commit());
    if (batches.length >= 4) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
}

/** Deterministic spread of criteria: people and businesses across provinces and practice areas. */
function criteriaList(n: number): SearchCriteria[] {
  const list: SearchCriteria[] = [];
  for (let i = 0; i < n; i++) {
    const location = PROVINCES[i % PROVINCES.length]!;
    const cities = MAJOR_CITIES_BY_PROVINCE[location];
    const city = i % 7 === 6 ? 'Somewhere Small' : cities[i % cities.length]!;
    const base = { legalTermsAccepted: true as const, location, city, email: `bench${i}@example.co.za` };
    if (i % 4 === 3) {
      list.push({
        ...base,
        userType: 'business',
        companyName: 'Bench Co',
        contactName: 'Bench',
        serviceType: i % 8 === 3 ? 'collections' : 'other',
      });
    } else {
      const sub = ALL_SUBCATEGORIES[(i * 7) % ALL_SUBCATEGORIES.length]!;
      list.push({
        ...base,
        userType: 'person',
        firstName: 'Bench',
        lastName: 'Client',
        practiceArea: categoryOfSubcategory(sub.id)!.id as never,
        subcategory: sub.id,
        ...(i % 2 === 0 && sub.items[0] ? { specificItem: sub.items[0].id } : {}),
      });
    }
  }
  return list;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

interface Row {
  firms: number;
  strategy: MatchStrategy;
  meanReads: number;
  maxReads: number;
  p50: number;
  p95: number;
  queries: number;
  same: string;
}

const rows: Row[] = [];
const started = Date.now();
for (const size of SIZES) {
  await clear();
  const t0 = Date.now();
  await seed(size);
  console.log(`seeded ${size} firms in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const criteria = criteriaList(MATCHES);
  const results: Record<MatchStrategy, { reads: number[]; ms: number[]; queries: number[]; ids: string[][] }> = {
    bounded: { reads: [], ms: [], queries: [], ids: [] },
    exhaustive: { reads: [], ms: [], queries: [], ids: [] },
  };
  for (const strategy of ['bounded', 'exhaustive'] as const) {
    await findMatches(criteria[0]!, COUNT, { strategy }); // warm the connection and the JIT
    for (const c of criteria) {
      const t = performance.now();
      const result = await findMatches(c, COUNT, { strategy });
      results[strategy].ms.push(performance.now() - t);
      results[strategy].reads.push(result.documentsRead);
      results[strategy].queries.push(result.queries);
      results[strategy].ids.push(result.matches.map((m) => m.id));
    }
  }
  const same = results.bounded.ids.every((ids, i) => JSON.stringify(ids) === JSON.stringify(results.exhaustive.ids[i]));
  for (const strategy of ['bounded', 'exhaustive'] as const) {
    const r = results[strategy];
    rows.push({
      firms: size,
      strategy,
      meanReads: r.reads.reduce((a, b) => a + b, 0) / r.reads.length,
      maxReads: Math.max(...r.reads),
      p50: percentile(r.ms, 50),
      p95: percentile(r.ms, 95),
      queries: r.queries.reduce((a, b) => a + b, 0) / r.queries.length,
      same: same ? 'yes' : 'NO',
    });
  }
}

const header = [
  'firms',
  'strategy',
  'reads/match mean',
  'reads/match max',
  'queries/match',
  'latency p50 ms',
  'latency p95 ms',
  'same top 6',
];
const table = rows.map((r) => [
  String(r.firms),
  r.strategy,
  r.meanReads.toFixed(1),
  String(r.maxReads),
  r.queries.toFixed(1),
  r.p50.toFixed(0),
  r.p95.toFixed(0),
  r.same,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nMatching benchmark: ${MATCHES} matches per size, top ${COUNT} per match (Firestore emulator; latency is indicative only)\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);

// Budget (docs/architecture.md): the bounded query reads at most 100 documents per match, at every size.
const READS_BUDGET = 100;
const overBudget = rows.filter((r) => r.strategy === 'bounded' && r.maxReads > READS_BUDGET);
console.log(
  `Bounded reads per match: at most ${Math.max(...rows.filter((r) => r.strategy === 'bounded').map((r) => r.maxReads))} of a ${READS_BUDGET} budget: ${overBudget.length ? 'OVER' : 'within'} budget`,
);
if (rows.some((r) => r.same === 'NO')) console.log('The bounded and exhaustive strategies chose different firms.');
process.exit(overBudget.length || rows.some((r) => r.same === 'NO') ? 1 : 0);
