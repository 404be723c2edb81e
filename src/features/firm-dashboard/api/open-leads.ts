import { onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { OpenLead } from '@/domain';
import { call } from '@/lib/callable';
import { collectionRef, type WithId } from '@/lib/firestore';

export type OpenLeadItem = WithId<OpenLead>;

/** Open leads in the firm's province; the query names the province because rules require it. */
export function useOpenLeads(province: string | null, enabled: boolean) {
  const [state, setState] = useState<{ loading: boolean; error: boolean; leads: OpenLeadItem[] }>({ loading: enabled, error: false, leads: [] });
  useEffect(() => {
    if (!enabled || !province) return;
    const q = query(collectionRef<OpenLeadItem>('openLeads'), where('province', '==', province), where('state', '==', 'open'), orderBy('createdAt', 'desc'));
    return onSnapshot(
      q,
      (snap) => setState({ loading: false, error: false, leads: snap.docs.map((d) => d.data()) }),
      () => setState({ loading: false, error: true, leads: [] }),
    );
  }, [province, enabled]);
  return state;
}

export const acceptOpenLead = (openLeadId: string) => call('acceptOpenLead', { openLeadId });
