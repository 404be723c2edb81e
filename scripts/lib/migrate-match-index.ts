/**
 * One-off migration (see scripts/migrate-match-index.ts): firm documents written before the match
 * index existed carry `matchKeys` and `planRank`, which the strict firm model now refuses, and may
 * have no numeric `rating`. For every firm this writes `firmMatchIndex/{firmId}` from the stored
 * profile (the same derivation every writer uses) and removes the old fields from the firm
 * document, in one transaction per page of firms, so a match never sees a firm with keys in
 * neither place. Idempotent: a second run rewrites identical index documents and changes nothing.
 */
import { FieldPath, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { z, ZodError } from 'zod';
import { firmDerivedFields, firmMatchIndexSchema, type FirmMatchIndexDocument } from '../../src/domain/firms/model';
import { firmLanguageIndexes, languageIndexId } from '../../src/domain/matching/language-index';
import { firmMatchIndex, matchRating } from '../../src/domain/matching/match-keys';

/**
 * Firms per transaction: at most twelve writes each (the firm, its match index and one language
 * index entry per non-English language it can speak) stays under Firestore's 500 writes per commit.
 */
const MIGRATION_PAGE_SIZE = 40;
// The quota flag `leadsFullMonth` moved from the public document to the index later: it moves too.
const OLD_FIELDS = ['matchKeys', 'planRank', 'leadsFullMonth'] as const;

export interface MigrationReport {
  /** Firm documents read. */
  firms: number;
  /** Firm documents that still carried matchKeys, planRank or the quota flag (now removed). */
  oldFieldsRemoved: number;
  /** Firm documents whose missing or non-numeric rating was set to 0, the value matching ranks it by. */
  ratingsRepaired: number;
  /** Match index documents written (one per firm). */
  indexWritten: number;
  /**
   * Firms left untouched because their stored profile cannot be indexed (written before the
   * profile bounds: more match keys than MAX_MATCH_KEYS), with the reason. Fix by hand, run again.
   */
  refused: { firmId: string; reason: string }[];
}

const emptyReport = (): MigrationReport => ({ firms: 0, oldFieldsRemoved: 0, ratingsRepaired: 0, indexWritten: 0, refused: [] });

/**
 * The index a stored firm implies, or why it has none: firmMatchIndex throws past MAX_MATCH_KEYS,
 * and here that is one firm's problem, not the whole run's.
 */
function indexOf(data: Record<string, unknown>): { index: FirmMatchIndexDocument } | { reason: string } {
  try {
    return { index: firmMatchIndexSchema.parse(firmMatchIndex({ ...data, rating: matchRating(data.rating) })) };
  } catch (error) {
    return { reason: error instanceof ZodError ? z.prettifyError(error) : (error as Error).message };
  }
}

export async function migrateMatchIndex(
  db: Firestore,
  {
    dryRun = false,
    indexOnly = false,
    pageSize = MIGRATION_PAGE_SIZE,
  }: {
    dryRun?: boolean;
    /** Write the index and leave firm documents alone (before the new functions are deployed). */
    indexOnly?: boolean;
    pageSize?: number;
  } = {},
): Promise<MigrationReport> {
  const report = emptyReport();
  let after: string | null = null;
  for (;;) {
    let page = db.collection('firms').orderBy(FieldPath.documentId()).select().limit(pageSize);
    if (after) page = page.startAfter(after);
    const ids = (await page.get()).docs.map((doc) => doc.id);
    if (ids.length === 0) break;
    after = ids[ids.length - 1]!;
    // Counted per attempt: a transaction that retries must not count its firms twice.
    const pageReport = await db.runTransaction(async (tx) => {
      const counts = emptyReport();
      // Read in the transaction: a profile edited meanwhile is migrated from its newest state.
      const snapshots = await tx.getAll(...ids.map((id) => db.collection('firms').doc(id)));
      for (const snapshot of snapshots) {
        const data = snapshot.data();
        if (!data) continue;
        counts.firms += 1;
        const derived = indexOf(data);
        if ('reason' in derived) {
          counts.refused.push({ firmId: snapshot.id, reason: derived.reason });
          continue;
        }
        const update: Record<string, unknown> = {};
        // Counted even with indexOnly: they are what the full run will still change.
        if (OLD_FIELDS.some((field) => field in data)) {
          counts.oldFieldsRemoved += 1;
          for (const field of OLD_FIELDS) if (field in data) update[field] = FieldValue.delete();
        }
        if (matchRating(data.rating) !== data.rating) {
          counts.ratingsRepaired += 1;
          update.rating = matchRating(data.rating);
        }
        // The operator's firm list searches by firmNameKey, which older documents lack.
        const { firmNameKey } = firmDerivedFields(data);
        if (data.firmNameKey !== firmNameKey) update.firmNameKey = firmNameKey;
        counts.indexWritten += 1;
        if (dryRun) continue;
        if (!indexOnly && Object.keys(update).length > 0) tx.update(snapshot.ref, update);
        // A merge, so a quota flag already in the index (a second run) survives; one still on the
        // public document moves with this write.
        const quota = 'leadsFullMonth' in data ? { leadsFullMonth: (data.leadsFullMonth as string | null) ?? null } : {};
        tx.set(db.collection('firmMatchIndex').doc(snapshot.id), { ...derived.index, ...quota }, { merge: true });
        // The per-language index (language-index.ts): before it existed no firm had entries, so sets suffice.
        for (const entry of firmLanguageIndexes(snapshot.id, { ...data, rating: matchRating(data.rating) })) {
          tx.set(db.collection('firmLanguageIndex').doc(languageIndexId(entry.language, snapshot.id)), entry);
        }
      }
      return counts;
    });
    report.firms += pageReport.firms;
    report.oldFieldsRemoved += pageReport.oldFieldsRemoved;
    report.ratingsRepaired += pageReport.ratingsRepaired;
    report.indexWritten += pageReport.indexWritten;
    report.refused.push(...pageReport.refused);
    if (ids.length < pageSize) break;
  }
  return report;
}
