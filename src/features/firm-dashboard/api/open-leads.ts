import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { OpenLead } from '@/domain';
import { call } from '@/lib/callable';
import { collectionRef, type WithId } from '@/lib/firestore';
import { usePagedSnapshots } from './paged-snapshots';

export type OpenLeadItem = WithId<OpenLead>;

/** Open leads in the firm's province, live and paged; the query names the province because rules require it. */
export function useOpenLeads(province: string | null, enabled: boolean) {
  const base = useMemo(
    () =>
      enabled && province
        ? query(
            collectionRef<OpenLeadItem>('openLeads'),
            where('province', '==', province),
            where('state', '==', 'open'),
            orderBy('createdAt', 'desc'),
          )
        : null,
    [province, enabled],
  );
  const paged = usePagedSnapshots(base, `openLeads:${province}:${enabled}`);
  return { ...paged, leads: paged.items };
}

export const acceptOpenLead = (openLeadId: string) => call('acceptOpenLead', { openLeadId });
