import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firmStatsSchema, provinceBenchmarkSchema, type FirmStats, type ProvinceBenchmark } from '@/domain';
import { docRef } from '@/lib/firestore';

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
      docRef<Record<string, unknown>>('firmStats', firmId),
      (snap) => {
        const parsed = snap.exists() ? firmStatsSchema.safeParse(snap.data()) : null;
        setState((s) => ({ ...s, loading: false, stats: parsed?.success ? parsed.data : null }));
      },
      fail,
    );
    const offBenchmark = province
      ? onSnapshot(
          docRef<Record<string, unknown>>('provinceStats', province),
          (snap) => {
            const parsed = snap.exists() ? provinceBenchmarkSchema.safeParse(snap.data()) : null;
            setState((s) => ({ ...s, benchmark: parsed?.success ? parsed.data : null }));
          },
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
