import {
  FieldPath,
  type DocumentSnapshot,
  type Query,
  type QuerySnapshot,
  type Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { type MatchedFirm } from '@/domain/matching/contracts';
import { boundedMatch } from '@/domain/matching/match-executor';
import { rankFirms, type MatchCriteria, type ScoredFirm } from '@/domain/matching/score';
import { isPlanId } from '@/domain/payments/plans';
import { z } from 'zod';
import { db } from '../shared/admin';
import { publicFirmCard, toMatchableFirm } from './firm-record';
import { collections, fieldsOf } from '../shared/documents';

/** The match index's quota flag: the SAST month a free firm used its leads, if it did. */
const quotaSchema = z.object({ leadsFullMonth: z.string().nullable().optional() });
const quotaFlagOf = (doc: { data(): unknown }) => fieldsOf(quotaSchema, doc)?.leadsFullMonth ?? null;

type FirmMatch = MatchedFirm;
export type MatchStrategy = 'bounded' | 'exhaustive';

export interface FindMatchesResult {
  matches: FirmMatch[];
  documentsRead: number;
  queries: number;
}

type Candidate = ReturnType<typeof toMatchableFirm> & { snapshot: DocumentSnapshot };

/** A language index entry's id is `{language}_{firmId}` (languageIndexId). */
const firmIdOf = (doc: DocumentSnapshot, language: string) => doc.id.slice(language.length + 1);

function toMatch(scored: ScoredFirm<Candidate>): FirmMatch {
  const card = publicFirmCard(scored.snapshot);
  return {
    ...card,
    packageType: isPlanId(card.packageType) ? card.packageType : 'free',
    matchScore: scored.matchScore,
    languageFit: scored.languageFit,
    matchingReasons: scored.matchingReasons,
  };
}

/**
 * Candidates through the server-only match index (see src/domain/matching/match-keys.ts). The
 * order must be the scorer's tie-break: plan rank desc, rating desc, id asc; the index holds both
 * as numbers for every firm. Index: firestore.indexes.json.
 */
function candidateQuery(tokens: string[], language: string | undefined): Query {
  // The speakers of one language: their own index (src/domain/matching/language-index.ts), same order.
  const index =
    language === undefined ? collections.firmMatchIndex() : collections.firmLanguageIndex().where('language', '==', language);
  return index
    .where('status', '==', 'active')
    .where('matchKeys', 'array-contains-any', tokens)
    .orderBy('planRank', 'desc')
    .orderBy('rating', 'desc')
    .orderBy(FieldPath.documentId(), 'asc');
}

/**
 * Reads made at one past moment: a read-only transaction with a readTime starts no transaction on
 * the server (so it has no deadline and holds nothing); each read is served as of `readTime`.
 */
function readAt<T>(readTime: Timestamp, read: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.runTransaction(read, { readOnly: true, readTime });
}

/**
 * Every level query and every firm read of one match see one snapshot: the first query runs at
 * the server's current time, and every later read (further pages and levels, and the firm
 * documents of every page) is made at that query's readTime. A profile edit committed while a
 * match runs is therefore either wholly seen or not at all, and the ranking is always the
 * exhaustive ranking of one state of the database.
 *
 * One readTime rather than one read-only transaction: a transaction expires (60 s idle, 270 s in
 * all), which the emulator enforces too, and there one array-contains-any query over 10,000 firms
 * takes 10 to 50 seconds, so long matches failed with "Transaction is invalid or closed".
 */
async function boundedFind(criteria: MatchCriteria, count: number, now: Date): Promise<FindMatchesResult> {
  // boundedMatch fetches pages one after another, so the first fetch sets this before any other runs.
  let readTime: Timestamp | null = null;
  const result = await boundedMatch<Candidate, DocumentSnapshot>(criteria, count, async (tokens, after, limit, language) => {
    let query = candidateQuery(tokens, language).limit(limit);
    if (after) query = query.startAfter(after);
    let page: QuerySnapshot;
    if (readTime) {
      page = await readAt(readTime, (tx) => tx.get(query));
    } else {
      page = await query.get();
      readTime = page.readTime;
    }
    const at = readTime;
    const indexDocs = page.docs;
    const firmIds = indexDocs.map((doc) => (language === undefined ? doc.id : firmIdOf(doc, language)));
    // The firm documents of this snapshot: the scorer reads what the client will be shown.
    const refs = firmIds.map((id) => collections.firms().doc(id));
    // The quota flags live on the match index (the lead transaction sets them there): with the
    // main index page they come free; a language page reads them, in the same snapshot.
    const quotaRefs = language === undefined ? [] : firmIds.map((id) => collections.firmMatchIndex().doc(id));
    const read = refs.length ? await readAt(at, (tx) => tx.getAll(...refs, ...quotaRefs)) : [];
    const firms = read.slice(0, refs.length);
    const quotaDocs = language === undefined ? indexDocs : read.slice(refs.length);
    const quotaOf = new Map(quotaDocs.map((doc, i) => [firmIds[i]!, quotaFlagOf(doc)]));
    return {
      firms: firms
        .filter((doc) => doc.exists)
        .map((doc) => ({ ...toMatchableFirm(doc, now, quotaOf.get(doc.id)), snapshot: doc })),
      next: indexDocs.length === limit ? indexDocs[indexDocs.length - 1]! : null,
      reads: Math.max(1, indexDocs.length) + read.length,
    };
  });
  return { matches: result.ranked.map(toMatch), documentsRead: result.documentsRead, queries: result.queries };
}

/**
 * The spec's design: read every listed firm (active, verified, not suspended) and score them all.
 * Kept as the benchmark's baseline; the match index holds status 'active' for exactly these firms.
 */
async function exhaustiveFind(criteria: MatchCriteria, count: number, now: Date): Promise<FindMatchesResult> {
  const snapshot = await collections.firms().where('listed', '==', true).get();
  // The quota flags live in the match index: one more read per firm, in this baseline only.
  const indexRefs = snapshot.docs.map((doc) => collections.firmMatchIndex().doc(doc.id));
  const index = indexRefs.length ? await db.getAll(...indexRefs) : [];
  const quotaOf = new Map(index.map((doc) => [doc.id, quotaFlagOf(doc)]));
  const ranked = rankFirms(
    snapshot.docs.map((doc) => ({ ...toMatchableFirm(doc, now, quotaOf.get(doc.id)), snapshot: doc })),
    criteria,
  ).slice(0, count);
  return { matches: ranked.map(toMatch), documentsRead: Math.max(1, snapshot.size) + index.length, queries: 2 };
}

/** The best `count` eligible firms for the criteria, best first. */
export function findMatches(
  criteria: MatchCriteria,
  count: number,
  { now = new Date(), strategy = 'bounded' }: { now?: Date; strategy?: MatchStrategy } = {},
): Promise<FindMatchesResult> {
  return strategy === 'bounded' ? boundedFind(criteria, count, now) : exhaustiveFind(criteria, count, now);
}
