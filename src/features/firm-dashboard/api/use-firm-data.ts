import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { FirmAccount, FirmDocument } from '@/domain';
import { docRef, firmAccountRef, type WithId } from '@/lib/firestore';

export type FirmData = WithId<FirmDocument & { cities: string[]; primaryCity: string; leadsFullMonth?: string | null }>;
export type AccountData = WithId<FirmAccount & { pendingPlan?: string | null }>;

interface State {
  loading: boolean;
  error: boolean;
  firm: FirmData | null;
  account: AccountData | null;
}

/** Live firm profile and private account: a plan change (payment, admin) shows at once. */
export function useFirmData(firmId: string | null): State {
  const [state, setState] = useState<State>({ loading: true, error: false, firm: null, account: null });
  useEffect(() => {
    if (!firmId) {
      setState({ loading: false, error: true, firm: null, account: null });
      return;
    }
    const fail = () => setState((s) => ({ ...s, loading: false, error: true }));
    const offFirm = onSnapshot(
      docRef<FirmData>('firms', firmId),
      (snap) => {
        if (!snap.exists()) return fail();
        setState((s) => ({ ...s, firm: snap.data(), loading: s.account === null && s.loading ? !s.account : false }));
      },
      fail,
    );
    const offAccount = onSnapshot(
      firmAccountRef<AccountData>(firmId),
      (snap) => setState((s) => ({ ...s, account: snap.exists() ? snap.data() : null, loading: false })),
      fail,
    );
    return () => {
      offFirm();
      offAccount();
    };
  }, [firmId]);
  return state;
}
