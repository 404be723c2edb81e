import {
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import type { z } from 'zod';
import {
  BENCHMARK_MAX_AGE_MS,
  computeFirmStats,
  computeProvinceBenchmark,
  firmStatsSchema,
  provinceBenchmarkSchema,
  windowStart,
  type FirmStats,
  type StatsLead,
} from '@/domain/firms/stats';
import { db } from '../shared/admin';
import { retryOnContention } from '../shared/contention';
import { collections, firmSummaryRef } from '../shared/documents';

const millis = (v: unknown): number | null => (v instanceof Timestamp ? v.toMillis() : typeof v === 'number' ? v : null);

function statsLeadOf(data: DocumentData | undefined | null): StatsLead | null {
  if (!data) return null;
  return {
    createdAt: millis(data.createdAt),
    status: data.status ?? null,
    practiceArea: data.practiceArea ?? null,
    respondedAt: millis(data.respondedAt),
    answeredAt: millis(data.answeredAt),
    bookedAt: millis(data.bookedAt),
    consultationAt: millis(data.consultationAt),
  };
}

/** A firm's figures as computed from one read of its leads, and when that read saw the database. */
export type FirmFigures = { firmId: string; stats: FirmStats; readAt: Timestamp } | { firmId: string; stats: null };

/**
 * Computes a firm's figures from its leads of the last twelve months: one read per lead the firm
 * received in that window. A recomputation, not an increment, so a trigger delivered twice writes
 * the same figures. The leads are read outside any transaction: a query inside one is a stream the
 * Firestore SDK may retry after the transaction has closed, and under contention that retry failed
 * with "Transaction is invalid or closed" as an unhandled error, which ends the whole instance and
 * every request it was serving (seen 3 December 2026, docs/testing.md).
 */
export async function readFirmFigures(firmId: string, now: number): Promise<FirmFigures> {
  const firm = await firmSummaryRef(firmId).get();
  if (!firm.exists) return { firmId, stats: null };
  const snap = await collections
    .leads()
    .where('firmId', '==', firmId)
    .where('createdAt', '>=', Timestamp.fromMillis(windowStart(now)))
    .select('createdAt', 'status', 'practiceArea', 'respondedAt', 'answeredAt', 'bookedAt', 'consultationAt')
    .get();
  const province = firm.data()?.province ?? null;
  const stats = computeFirmStats(
    snap.docs.map((d) => statsLeadOf(d.data())!),
    province,
    now,
  );
  return { firmId, stats, readAt: snap.readTime };
}

/**
 * Stores figures unless figures read later are already stored. Two leads arriving together start
 * two runs, which may finish in either order: the run that read fewer leads must not overwrite the
 * later figures. The transaction reads two documents only (the firm, so a firm closed meanwhile
 * loses its figures instead of getting them back, and the stored figures' read time) and is tried
 * again when another run took them first. Returns the figures now stored.
 */
export async function storeFirmFigures(figures: FirmFigures): Promise<FirmStats | null> {
  const ref = collections.firmStats().doc(figures.firmId);
  return storeUnlessReadLater(ref, firmStatsSchema, figures.stats, figures.stats && figures.readAt, async (tx) => {
    // A firm closed meanwhile loses its figures instead of getting them back.
    if ((await tx.get(firmSummaryRef(figures.firmId))).exists) return true;
    tx.delete(ref);
    return false;
  });
}

/** Recomputes firmStats/{firmId} from the firm's leads (readFirmFigures, storeFirmFigures). */
export async function refreshFirmStats(firmId: string, now: number): Promise<FirmStats | null> {
  return storeFirmFigures(await readFirmFigures(firmId, now));
}

/**
 * Recomputes provinceStats/{province}: the median firm among every firm with figures there. Read
 * outside a transaction and stored unless a later read's benchmark is stored, as the firm's own
 * figures are (readFirmFigures).
 */
export async function refreshProvinceBenchmark(province: string, now: number) {
  const snap = await collections.firmStats().where('province', '==', province).get();
  const firms = snap.docs.map((d) => firmStatsSchema.safeParse(d.data())).flatMap((r) => (r.success ? [r.data] : []));
  const benchmark = computeProvinceBenchmark(province, firms, now);
  const ref = collections.provinceStats().doc(province);
  // Null only where a write was vetoed, and nothing vetoes this one.
  return (await storeUnlessReadLater(ref, provinceBenchmarkSchema, benchmark, snap.readTime)) ?? benchmark;
}

/**
 * Stores `value`, computed from a read at `readAt`, with that read time, unless figures from a
 * later read are already stored (then returns those): two runs may finish in either order, and the
 * one that read less must not overwrite the other. Reads only the documents named here, never a
 * query, and is tried again when another run took them first. `stillWanted` may veto the write
 * (and clean up) inside the same transaction; a null value is never written.
 */
async function storeUnlessReadLater<T extends object>(
  ref: DocumentReference,
  schema: z.ZodType<T>,
  value: T | null,
  readAt: Timestamp | null,
  stillWanted?: (tx: Transaction) => Promise<boolean>,
): Promise<T | null> {
  return retryOnContention(() =>
    db.runTransaction(async (tx) => {
      const stored = await tx.get(ref);
      if (stillWanted && !(await stillWanted(tx))) return null;
      if (value === null || readAt === null) return null;
      if (readLater(stored, readAt)) {
        const current = schema.safeParse(stored.data());
        if (current.success) return current.data;
      }
      tx.set(ref, { ...value, readAt });
      return value;
    }),
  );
}

/** Whether the stored figures were computed from a read later than `readAt` (and so count more). */
function readLater(stored: Pick<DocumentSnapshot, 'get'>, readAt: Timestamp): boolean {
  const storedReadAt = stored.get('readAt') as unknown;
  // Timestamp's valueOf is a string that orders as the instants do, to the nanosecond.
  return storedReadAt instanceof Timestamp && storedReadAt.valueOf() > readAt.valueOf();
}

/**
 * The trigger keeps a province's benchmark at most an hour old, and current while the province
 * has too few firms to show one; the nightly job refreshes every province regardless.
 */
export async function refreshProvinceBenchmarkIfStale(province: string, now: number) {
  const current = provinceBenchmarkSchema.safeParse((await collections.provinceStats().doc(province).get()).data());
  const fresh =
    current.success && now - current.data.updatedAt < BENCHMARK_MAX_AGE_MS && current.data.medianLeadsPerMonth !== null;
  if (!fresh) await refreshProvinceBenchmark(province, now);
}
