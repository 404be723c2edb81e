import { rankFirms, type SearchCriteria } from '@/domain';
import { db } from '../shared/admin';
import { publicFirmCard, toMatchableFirm, type PublicFirmCard } from './firm-record';

export interface FirmMatch extends PublicFirmCard {
  matchScore: number;
  matchingReasons: { type: string; description: string }[];
}

/**
 * Scores every active firm in the criteria's province with the domain scorer.
 * Returns matches best first; `documentsRead` feeds the matching benchmark.
 */
export async function findMatches(criteria: SearchCriteria, now = new Date()): Promise<{ matches: FirmMatch[]; documentsRead: number }> {
  const snapshot = await db.collection('firms').where('status', '==', 'active').get();
  const byId = new Map(snapshot.docs.map((doc) => [doc.id, doc]));
  const ranked = rankFirms(
    snapshot.docs.map((doc) => toMatchableFirm(doc, now)),
    criteria,
  );
  const matches = ranked.map((scored) => ({
    ...publicFirmCard(byId.get(scored.id)!),
    matchScore: scored.matchScore,
    matchingReasons: scored.matchingReasons,
  }));
  return { matches, documentsRead: snapshot.size };
}
