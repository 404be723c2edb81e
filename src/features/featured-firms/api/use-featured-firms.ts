import { useCallback, useEffect, useState } from 'react';
import type { Province } from '@/domain';
import type { FeaturedFirm } from './list-featured-firms';

// Firestore is downloaded when a visitor first opens a province, not with the page.
const listFeaturedFirms = async (province: Province) => (await import('./list-featured-firms')).listFeaturedFirms(province);

export type FeaturedLoad = { status: 'loading' } | { status: 'error' } | { status: 'loaded'; firms: FeaturedFirm[] };

/** Featured firms of one province, loaded when `enabled` first becomes true. */
export function useFeaturedFirms(province: Province | null, enabled = true): FeaturedLoad & { retry: () => void } {
  const [load, setLoad] = useState<FeaturedLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (enabled && !started) setStarted(true);
  }, [enabled, started]);
  useEffect(() => {
    if (!province || !started) return;
    let live = true;
    setLoad({ status: 'loading' });
    listFeaturedFirms(province)
      .then((firms) => live && setLoad({ status: 'loaded', firms }))
      .catch(() => live && setLoad({ status: 'error' }));
    return () => {
      live = false;
    };
  }, [province, started, attempt]);
  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  return { ...load, retry };
}
