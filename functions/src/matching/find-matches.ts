import { FieldPath, type DocumentSnapshot, type Query } from 'firebase-admin/firestore';
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
 * Candidates through the derived match keys (see src/domain/matching/match-keys.ts). The order
 * must be the scorer's tie-break: rating desc, plan rank desc, id asc. Index: firestore.indexes.json.
 */
function candidateQuery(tokens: string[]): Query {
  return db
    .collection('firms')
    .where('status', '==', 'active')
    .where('matchKeys', 'array-contains-any', tokens)
    .orderBy('rating', 'desc')
    .orderBy('planRank', 'desc')
    .orderBy(FieldPath.documentId(), 'asc');
}

async function boundedFind(criteria: MatchCriteria, count: number, now: Date): Promise<FindMatchesResult> {
  const result = await boundedMatch<Candidate, DocumentSnapshot>(criteria, count, async (tokens, after, limit) => {
    let query = candidateQuery(tokens).limit(limit);
    if (after) query = query.startAfter(after);
    const snapshot = await query.get();
    const docs = snapshot.docs;
    return {
      firms: docs.map((doc) => ({ ...toMatchableFirm(doc, now), snapshot: doc })),
      next: docs.length === limit ? docs[docs.length - 1]! : null,
      reads: Math.max(1, docs.length),
    };
  });
  return { matches: result.ranked.map(toMatch), documentsRead: result.documentsRead, queries: result.queries };
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
