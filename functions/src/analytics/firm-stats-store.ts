import { Timestamp, type DocumentData } from 'firebase-admin/firestore';
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

/**
 * Recomputes firmStats/{firmId} from the firm's leads of the last twelve months. A recomputation,
 * not an increment, so a trigger delivered twice writes the same figures. Reads are bounded by
 * the window: one read per lead the firm received in the last twelve months.
 */
export async function refreshFirmStats(firmId: string, now: number): Promise<FirmStats | null> {
  // A transaction, because two leads arriving together start two runs: serializable reads make
  // the run that read fewer leads retry instead of overwriting the later figures.
  return db.runTransaction(async (tx) => {
    const firm = await tx.get(firmSummaryRef(firmId));
    const ref = collections.firmStats().doc(firmId);
    if (!firm.exists) {
      tx.delete(ref);
      return null;
    }
    const province = firm.data()?.province ?? null;
    const snap = await tx.get(
      collections
        .leads()
        .where('firmId', '==', firmId)
        .where('createdAt', '>=', Timestamp.fromMillis(windowStart(now)))
        .select('createdAt', 'status', 'practiceArea', 'respondedAt', 'answeredAt', 'bookedAt', 'consultationAt'),
    );
    const stats = computeFirmStats(
      snap.docs.map((d) => statsLeadOf(d.data())!),
      province,
      now,
    );
    tx.set(ref, stats);
    return stats;
  });
}

/** Recomputes provinceStats/{province}: the median firm among every firm with figures there. */
export async function refreshProvinceBenchmark(province: string, now: number) {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(collections.firmStats().where('province', '==', province));
    const firms = snap.docs.map((d) => firmStatsSchema.safeParse(d.data())).flatMap((r) => (r.success ? [r.data] : []));
    const benchmark = computeProvinceBenchmark(province, firms, now);
    tx.set(collections.provinceStats().doc(province), benchmark);
    return benchmark;
  });
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
