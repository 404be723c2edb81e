import { useEffect, useState } from 'react';
import type { Province } from '@/domain/shared/provinces';
import { useLoad, type Load } from '@/lib/use-load';
import type { FeaturedFirm } from './list-featured-firms';

// Firestore is downloaded when a visitor first opens a province, not with the page.
const listFeaturedFirms = async (province: Province) => (await import('./list-featured-firms')).listFeaturedFirms(province);

/** Featured firms of one province, loaded when `enabled` first becomes true. */
export function useFeaturedFirms(province: Province | null, enabled = true): Load<FeaturedFirm[]> & { retry: () => void } {
  const [started, setStarted] = useState(enabled);
  useEffect(() => {
    if (enabled) setStarted(true);
  }, [enabled]);
  const load = useLoad(province && started ? province : null, () => listFeaturedFirms(province!));
  return { ...load, retry: load.reload };
}
