import { onSnapshot } from 'firebase/firestore';
import { firmAccountRef, firmRef, type Account, type Firm } from '@/lib/firestore';
import { useWatch } from '@/lib/use-load';

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
  const firm = useWatch<FirmData | null>(firmId, (next, fail) =>
    onSnapshot(firmRef(firmId!), (snap) => (snap.exists() ? next(snap.data()) : fail()), fail),
  );
  const account = useWatch<AccountData | null>(firmId, (next, fail) =>
    onSnapshot(firmAccountRef(firmId!), (snap) => next(snap.exists() ? snap.data() : null), fail),
  );
  if (!firmId) return { loading: false, error: true, firm: null, account: null };
  return {
    loading: firm.status === 'loading' || (firm.status === 'ready' && account.status === 'loading'),
    error: firm.status === 'error' || account.status === 'error',
    firm: firm.status === 'ready' ? firm.data : null,
    account: account.status === 'ready' ? account.data : null,
  };
}
