import { FieldPath, type DocumentSnapshot, type Query, type Transaction } from 'firebase-admin/firestore';
import { boundedMatch, isPlanId, rankFirms, type MatchCriteria, type MatchedFirm, type ScoredFirm } from '@/domain';
import { db } from '../shared/admin';
import { publicFirmCard, toMatchableFirm } from './firm-record';

export type FirmMatch = MatchedFirm;
export type MatchStrategy = 'bounded' | 'exhaustive';

export interface FindMatchesResult {
  matches: FirmMatch[];
  documentsRead: number;
  queries: number;
}

type Candidate = ReturnType<typeof toMatchableFirm> & { snapshot: DocumentSnapshot };

function toMatch(scored: ScoredFirm<Candidate>): FirmMatch {
  const card = publicFirmCard(scored.snapshot);
  return {
    ...card,
    packageType: isPlanId(card.packageType) ? card.packageType : 'free',
    matchScore: scored.matchScore,
    matchingReasons: scored.matchingReasons,
  };
}

/**
 * Candidates through the server-only match index (see src/domain/matching/match-keys.ts). The
 * order must be the scorer's tie-break: rating desc, plan rank desc, id asc; the index holds both
 * as numbers for every firm. Index: firestore.indexes.json.
 */
function candidateQuery(tokens: string[]): Query {
  return db
    .collection('firmMatchIndex')
    .where('status', '==', 'active')
    .where('matchKeys', 'array-contains-any', tokens)
    .orderBy('rating', 'desc')
    .orderBy('planRank', 'desc')
    .orderBy(FieldPath.documentId(), 'asc');
}

/**
 * Every level query and every firm read of one match run in one read-only transaction: they all
 * read the same snapshot, so a profile edit committed while a match runs is either wholly seen or
 * not at all, and the ranking is always the exhaustive ranking of one state of the database.
 */
function boundedFind(criteria: MatchCriteria, count: number, now: Date): Promise<FindMatchesResult> {
  return db.runTransaction(
    async (tx: Transaction) => {
      const result = await boundedMatch<Candidate, DocumentSnapshot>(criteria, count, async (tokens, after, limit) => {
        let query = candidateQuery(tokens).limit(limit);
        if (after) query = query.startAfter(after);
        const page = await tx.get(query);
        const indexDocs = page.docs;
        // The firm documents of this snapshot: the scorer reads what the client will be shown.
        const firms = indexDocs.length ? await tx.getAll(...indexDocs.map((doc) => db.collection('firms').doc(doc.id))) : [];
        return {
          firms: firms.filter((doc) => doc.exists).map((doc) => ({ ...toMatchableFirm(doc, now), snapshot: doc })),
          next: indexDocs.length === limit ? indexDocs[indexDocs.length - 1]! : null,
          reads: Math.max(1, indexDocs.length) + firms.length,
        };
      });
      return { matches: result.ranked.map(toMatch), documentsRead: result.documentsRead, queries: result.queries };
    },
    { readOnly: true },
  );
}

/** The spec's design: read every active firm and score them all. Kept as the benchmark's baseline. */
async function exhaustiveFind(criteria: MatchCriteria, count: number, now: Date): Promise<FindMatchesResult> {
  const snapshot = await db.collection('firms').where('status', '==', 'active').get();
  const ranked = rankFirms(
    snapshot.docs.map((doc) => ({ ...toMatchableFirm(doc, now), snapshot: doc as DocumentSnapshot })),
    criteria,
  ).slice(0, count);
  return { matches: ranked.map(toMatch), documentsRead: Math.max(1, snapshot.size), queries: 1 };
}

/** The best `count` eligible firms for the criteria, best first. */
export function findMatches(
  criteria: MatchCriteria,
  count: number,
  { now = new Date(), strategy = 'bounded' }: { now?: Date; strategy?: MatchStrategy } = {},
): Promise<FindMatchesResult> {
  return strategy === 'bounded' ? boundedFind(criteria, count, now) : exhaustiveFind(criteria, count, now);
}
