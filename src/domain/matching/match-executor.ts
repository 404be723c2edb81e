/**
 * The bounded match executor: reads the levels match-keys.ts plans, best first, in the scorer's
 * tie-break order, and stops once it has the best `count` firms (docs/matching.md).
 *
 * When the client has a language (language-fit.ts), the ranking orders firms with the same points
 * by whether they speak it, before plan and rating. Each level is then read in two parts: first the
 * firms that speak the language (the per-language match index, `fetch(..., language)`), then every
 * firm of the level. If the first part finds fewer than the level needs, it found every speaker at
 * that level, so the second part skips only firms already taken (fewer than `count`), and the
 * reads stay bounded as before.
 */
import { clientLanguage } from './language-fit';
import { matchLevels, type MatchLevel } from './match-keys';
import { planRank } from '../payments/plans';
import { compareMatches, isEligible, scoreFirm, type MatchableFirm, type MatchCriteria, type ScoredFirm } from './score';

/** Firestore's limit for values in one array-contains-any filter. */
export const MAX_TOKENS_PER_QUERY = 30;

function chunk<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

export interface CandidatePage<F, C> {
  firms: F[];
  /** Where the next page starts; null when this query has no more documents. */
  next: C | null;
  /** Documents this page cost (at least 1: an empty query is still billed one read). */
  reads: number;
}

/**
 * One page of active firms holding any of `tokens` (at most MAX_TOKENS_PER_QUERY), in the order
 * plan rank desc, rating desc, id asc; with `language`, only firms whose index says they speak it.
 * Backed by Firestore on the server and by arrays in tests.
 */
export type FetchCandidates<F, C> = (
  tokens: string[],
  after: C | null,
  limit: number,
  language?: string,
) => Promise<CandidatePage<F, C>>;

interface BoundedMatchResult<F extends MatchableFirm> {
  ranked: ScoredFirm<F>[];
  documentsRead: number;
  queries: number;
}

/** Extra rows per page so a few skipped firms do not cost another round trip. */
const PAGE_SLACK = 2;

/**
 * The best `count` eligible firms for the criteria, identical to rankFirms(all).slice(0, count),
 * reading level by level until enough are found.
 */
export async function boundedMatch<F extends MatchableFirm, C>(
  criteria: MatchCriteria,
  count: number,
  fetch: FetchCandidates<F, C>,
): Promise<BoundedMatchResult<F>> {
  const found = new Map<string, ScoredFirm<F>>();
  const language = clientLanguage(criteria);
  let documentsRead = 0;
  let queries = 0;

  /** Reads one level (or its speakers only) and adds its best firms to `found`. */
  async function readLevel(level: MatchLevel, speakers: string | undefined): Promise<void> {
    const wanted = count - found.size;
    const atLevel = new Map<string, ScoredFirm<F>>();
    for (const tokens of chunk(level.tokens, MAX_TOKENS_PER_QUERY)) {
      let taken = 0;
      let after: C | null = null;
      do {
        const page: CandidatePage<F, C> = await fetch(tokens, after, wanted + PAGE_SLACK, speakers);
        queries += 1;
        documentsRead += page.reads;
        for (const firm of page.firms) {
          if (!isEligible(firm) || found.has(firm.id) || atLevel.has(firm.id)) continue;
          const scored = scoreFirm(firm, criteria);
          // Higher-scoring firms were collected at their own level; only exact hits belong here.
          if (scored.points !== level.points) continue;
          // The scorer, reading the firm document, decides: a stale language index only costs reads.
          if (speakers !== undefined && !scored.languageFit) continue;
          atLevel.set(firm.id, scored);
          taken += 1;
        }
        after = page.next;
        // This chunk's stream is in tie-break order, so its first `wanted` hits are all it can add.
      } while (after !== null && taken < wanted);
    }
    for (const scored of [...atLevel.values()].sort(compareMatches).slice(0, wanted)) found.set(scored.id, scored);
  }

  for (const level of matchLevels(criteria)) {
    if (found.size >= count) break;
    if (language !== null) {
      await readLevel(level, language);
      if (found.size >= count) break;
    }
    await readLevel(level, undefined);
  }
  return { ranked: [...found.values()].sort(compareMatches), documentsRead, queries };
}

/** The order candidate queries must return: the scorer's tie-break after points and language. */
export function compareCandidates(
  a: Pick<MatchableFirm, 'id' | 'rating' | 'packageType'>,
  b: Pick<MatchableFirm, 'id' | 'rating' | 'packageType'>,
): number {
  return planRank(b.packageType) - planRank(a.packageType) || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
