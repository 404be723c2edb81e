/**
 * Runs inside `firebase emulators:exec` (see scripts/bench.mjs). Uses the server's own
 * findMatches, so the numbers are those of the deployed code path, minus network and cold starts.
 */
import { isFirmListed } from '../../src/domain/firms/verification';
import { type SearchCriteria } from '../../src/domain/matching/criteria';
import { ALL_SUBCATEGORIES, categoryOfSubcategory } from '../../src/domain/matching/practice-areas';
import { selectMatches, type MatchableFirm } from '../../src/domain/matching/score';
import { PLAN_IDS, type PlanId } from '../../src/domain/payments/plan-ids';
import { monthKey, PLANS } from '../../src/domain/payments/plans';
import { PROVINCES, MAJOR_CITIES_BY_PROVINCE } from '../../src/domain/shared/provinces';
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

/**
 * Review totals for the bench's firms, deterministic: one firm in four unreviewed (rating 0), the
 * others 3 to 5 stars on average. Generated firms have no reviews, and with every rating equal the
 * ordered query's rating and the ranking's rating tie-break would never be exercised.
 */
function benchRating(i: number) {
  if (i % 4 === 0) return { rating: 0, reviewCount: 0, ratingSum: 0 };
  const reviewCount = 1 + ((i * 7) % 12);
  const ratingSum = reviewCount * 3 + ((i * 13) % (reviewCount * 2 + 1));
  return { reviewCount, ratingSum, rating: Math.round((ratingSum / reviewCount) * 100) / 100 };
}

/** Seeds `size` firms and returns them as the scorer sees them, for the in-memory spread below. */
async function seed(size: number): Promise<MatchableFirm[]> {
  const firms = generateFirms(size, 4242);
  const month = monthKey(new Date());
  const matchable: MatchableFirm[] = [];
  const batches: Promise<unknown>[] = [];
  // 75 firms a batch: each is up to 6 documents (firm, account, match index, up to 3 languages), under 500.
  for (let i = 0; i < firms.length; i += 75) {
    const batch = db.batch();
    for (const [j, firm] of firms.slice(i, i + 75).entries()) {
      // One free firm in ten has used its allowance, so eligibility filtering is exercised.
      const full = firm.profile.packageType === 'free' && (i + j) % 10 === 0;
      const profile = { ...firm.profile, ...benchRating(i + j) };
      for (const { path, data } of firmWrites(firm.id, {
        firm: { ...profile, leadsFullMonth: full ? month : null },
        account: firm.account,
      })) {
        batch.set(db.doc(path), data);
      }
      if (isFirmListed(profile)) matchable.push(toScorerFirm(firm.id, profile, full));
    }
    batches.push(batch.commit());
    if (batches.length >= 4) await Promise.all(batches.splice(0));
  }
  await Promise.all(batches);
  return matchable;
}

function toScorerFirm(id: string, profile: Record<string, unknown>, full: boolean): MatchableFirm {
  const p = profile as unknown as Omit<MatchableFirm, 'id' | 'remainingLeads'>;
  return {
    id,
    firmName: p.firmName,
    province: p.province,
    primaryServiceArea: p.primaryServiceArea,
    primaryCity: p.primaryCity,
    cities: p.cities,
    practiceAreas: p.practiceAreas,
    businessServices: p.businessServices,
    languages: p.languages,
    responseTime: p.responseTime,
    rating: p.rating,
    reviewCount: p.reviewCount,
    packageType: p.packageType,
    remainingLeads: p.packageType === 'free' ? (full ? 0 : 1) : -1,
  };
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

/**
 * The spread the top-match shares are measured over: every major city of every province (so every
 * province), three needs each, stepping through every practice area (subcategory) and both
 * business services so each appears at least three times; people alternate with and without a
 * specific matter. 70 cities x 3 = 210 criteria.
 */
function spreadCriteria(): SearchCriteria[] {
  const needs = [
    ...ALL_SUBCATEGORIES.map((sub) => ({ sub })),
    { business: 'collections' as const },
    { business: 'other' as const },
  ];
  const places = PROVINCES.flatMap((location) => MAJOR_CITIES_BY_PROVINCE[location].map((city) => ({ location, city })));
  const list: SearchCriteria[] = [];
  let n = 0;
  for (const place of places) {
    for (let k = 0; k < 3; k++, n++) {
      const need = needs[n % needs.length]!;
      const base = { legalTermsAccepted: true as const, ...place, email: `spread${n}@example.co.za` };
      if ('business' in need) {
        list.push({ ...base, userType: 'business', companyName: 'Bench Co', contactName: 'Bench', serviceType: need.business });
      } else {
        list.push({
          ...base,
          userType: 'person',
          firstName: 'Bench',
          lastName: 'Client',
          practiceArea: categoryOfSubcategory(need.sub.id)!.id as never,
          subcategory: need.sub.id,
          ...(n % 2 === 0 && need.sub.items[0] ? { specificItem: need.sub.items[0].id } : {}),
        });
      }
    }
  }
  return list;
}

/** '64 / 21 / 14' : the share of top matches on each plan, in PLAN_IDS order, in per cent. */
function planShares(tops: (PlanId | null)[]): string {
  const matched = tops.filter((t): t is PlanId => t !== null);
  return PLAN_IDS.map((id) => ((100 * matched.filter((t) => t === id).length) / Math.max(1, matched.length)).toFixed(1)).join(
    ' / ',
  );
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
  /** Share of this size's matches whose top firm is on each plan (PLAN_IDS order). */
  tops: string;
}

const rows: Row[] = [];
const spreadRows: { firms: number; criteria: number; unmatched: number; tops: string }[] = [];
const started = Date.now();
for (const size of SIZES) {
  await clear();
  const t0 = Date.now();
  const matchable = await seed(size);
  console.log(`seeded ${size} firms in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  // The spread is scored in memory by the scorer itself (selectMatches over the same firms): the
  // bounded query returns exactly that ranking (the 'same top 6' column and the property tests),
  // and 210 emulated matches at 10,000 firms would take hours.
  const spread = spreadCriteria().map((c) => selectMatches(matchable, c).top?.packageType ?? null);
  spreadRows.push({
    firms: size,
    criteria: spread.length,
    unmatched: spread.filter((t) => t === null).length,
    tops: planShares(spread),
  });
  const criteria = criteriaList(MATCHES);
  const results: Record<
    MatchStrategy,
    { reads: number[]; ms: number[]; queries: number[]; ids: string[][]; tops: (PlanId | null)[] }
  > = {
    bounded: { reads: [], ms: [], queries: [], ids: [], tops: [] },
    exhaustive: { reads: [], ms: [], queries: [], ids: [], tops: [] },
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
      results[strategy].tops.push(result.matches[0]?.packageType ?? null);
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
      tops: planShares(r.tops),
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
  `top match % ${PLAN_IDS.map((id) => PLANS[id].name).join(' / ')}`,
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
  r.tops,
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(
  `\nMatching benchmark: ${MATCHES} matches per size, top ${COUNT} per match (Firestore emulator; latency is indicative only)\n`,
);
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));
console.log(
  `\nTop match by plan over the criteria spread (every province and major city, every practice area and both business services; scored in memory by the scorer, which the bounded query equals)\n`,
);
for (const r of spreadRows) {
  console.log(
    `${r.firms} firms, ${r.criteria} criteria${r.unmatched ? ` (${r.unmatched} with no firm)` : ''}: top match on ${PLAN_IDS.map((id) => PLANS[id].name).join(' / ')} = ${r.tops} %`,
  );
}
console.log(`\ntotal ${((Date.now() - started) / 1000).toFixed(0)} s`);

// Budget (docs/architecture.md): the bounded query reads at most 100 documents per match, at every size.
const READS_BUDGET = 100;
const overBudget = rows.filter((r) => r.strategy === 'bounded' && r.maxReads > READS_BUDGET);
console.log(
  `Bounded reads per match: at most ${Math.max(...rows.filter((r) => r.strategy === 'bounded').map((r) => r.maxReads))} of a ${READS_BUDGET} budget: ${overBudget.length ? 'OVER' : 'within'} budget`,
);
if (rows.some((r) => r.same === 'NO')) console.log('The bounded and exhaustive strategies chose different firms.');
process.exit(overBudget.length || rows.some((r) => r.same === 'NO') ? 1 : 0);
