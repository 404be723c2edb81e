import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import { call } from '@/lib/callable';
import { openLeadsRef } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/use-paged-query';

/** Open leads in the firm's province, live and paged; the query names the province because rules require it. */
export function useOpenLeads(province: string | null, enabled: boolean) {
  const base = useMemo(
    () =>
      enabled && province
        ? query(openLeadsRef(), where('province', '==', province), where('state', '==', 'open'), orderBy('createdAt', 'desc'))
        : null,
    [province, enabled],
  );
  const paged = usePagedQuery(base, `openLeads:${province}:${enabled}`);
  return { ...paged, leads: paged.items };
}

export const acceptOpenLead = (openLeadId: string) => call('acceptOpenLead', { openLeadId });
