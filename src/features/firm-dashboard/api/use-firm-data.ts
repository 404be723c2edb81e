import { onSnapshot } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import { firmAccountRef, firmRef, type Account, type Firm } from '@/lib/firestore';

/** The firm and its account as stored (the one firm model), dates as Dates. */
export type FirmData = Firm;
export type AccountData = Account;

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
      firmRef(firmId),
      (snap) => {
        if (!snap.exists()) return fail();
        setState((s) => ({ ...s, firm: snap.data(), loading: s.account === null && s.loading ? !s.account : false }));
      },
      fail,
    );
    const offAccount = onSnapshot(
      firmAccountRef(firmId),
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
