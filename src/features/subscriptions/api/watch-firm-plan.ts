import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firmRef } from '@/lib/firestore';

export type FirmPlanState = { status: 'loading' } | { status: 'ready'; packageType: string | null } | { status: 'error' };

/** Follows the firm's plan live, so the thank-you page turns to 'active' when PayFast confirms. */
function watchFirmPlan(firmId: string, onChange: (state: FirmPlanState) => void): () => void {
  return onSnapshot(
    firmRef(firmId),
    (snap) => onChange({ status: 'ready', packageType: snap.data()?.packageType ?? null }),
    () => onChange({ status: 'error' }),
  );
}

export function useFirmPlan(firmId: string | null | undefined): FirmPlanState {
  const [state, setState] = useState<FirmPlanState>({ status: 'loading' });
  useEffect(() => {
    if (!firmId) return;
    return watchFirmPlan(firmId, setState);
  }, [firmId]);
  return firmId ? state : { status: 'ready', packageType: null };
}
