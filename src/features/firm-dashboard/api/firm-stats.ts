import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { FirmStats, ProvinceBenchmark } from '@/domain';
import { firmStatsRef, provinceStatsRef } from '@/lib/firestore';

/** The figures, or null when there are none yet or the stored document does not match its schema. */
function readable<T>(snap: { exists(): boolean; data(): T | undefined }): T | null {
  try {
    return snap.exists() ? (snap.data() ?? null) : null;
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
  const [state, setState] = useState<State>({ loading: true, error: false, stats: null, benchmark: null });
  useEffect(() => {
    setState({ loading: true, error: false, stats: null, benchmark: null });
    const fail = () => setState((s) => ({ ...s, loading: false, error: true }));
    const offStats = onSnapshot(
      firmStatsRef(firmId),
      (snap) => setState((s) => ({ ...s, loading: false, stats: readable(snap) })),
      fail,
    );
    const offBenchmark = province
      ? onSnapshot(
          provinceStatsRef(province),
          (snap) => setState((s) => ({ ...s, benchmark: readable(snap) })),
          // The comparison is a nice-to-have: without it the firm's own figures still show.
          () => setState((s) => ({ ...s, benchmark: null })),
        )
      : () => undefined;
    return () => {
      offStats();
      offBenchmark();
    };
  }, [firmId, province]);
  return state;
}
