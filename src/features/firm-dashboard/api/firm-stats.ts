import { onSnapshot, type DocumentSnapshot } from 'firebase/firestore';
import type { FirmStats, ProvinceBenchmark } from '@/domain/firms/stats';
import { firmStatsRef, provinceStatsRef } from '@/lib/firestore';
import { useWatch } from '@/lib/use-load';

/** The figures, or null when there are none yet or the stored document does not match its schema. */
function readable<T>(snap: DocumentSnapshot<T>): T | null {
  try {
    return snap.exists() ? snap.data() : null;
  } catch (error) {
    console.warn(error instanceof Error ? error.message : error);
    return null;
  }
}

interface State {
  loading: boolean;
  error: boolean;
  stats: FirmStats | null;
  benchmark: ProvinceBenchmark | null;
}

/**
 * The firm's analytics figures and its province's median firm: two documents that functions keep
 * current, read live. Never the leads themselves.
 */
export function useFirmStats(firmId: string, province: string | null): State {
  const stats = useWatch<FirmStats | null>(firmId, (next, fail) =>
    onSnapshot(firmStatsRef(firmId), (s) => next(readable(s)), fail),
  );
  const benchmark = useWatch<ProvinceBenchmark | null>(province, (next, fail) =>
    onSnapshot(provinceStatsRef(province!), (s) => next(readable(s)), fail),
  );
  return {
    loading: stats.status === 'loading',
    error: stats.status === 'error',
    stats: stats.status === 'ready' ? stats.data : null,
    // The comparison is a nice-to-have: without it (none yet, or unreadable) the firm's own figures still show.
    benchmark: benchmark.status === 'ready' ? benchmark.data : null,
  };
}
