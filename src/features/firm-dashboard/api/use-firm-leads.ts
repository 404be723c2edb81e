import { orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { LeadStatus } from '@/domain';
import { leadRef, leadsRef, type StoredLead } from '@/lib/firestore';
import { usePagedQuery } from '@/lib/use-paged-query';

export type FirmLead = StoredLead;

/** The firm's leads, newest first, live and paged. Rules only allow this on a paid plan. */
export function useFirmLeads(firmId: string, enabled: boolean) {
  const base = useMemo(
    () => (enabled ? query(leadsRef(), where('firmId', '==', firmId), orderBy('createdAt', 'desc')) : null),
    [firmId, enabled],
  );
  const paged = usePagedQuery(base, `leads:${firmId}:${enabled}`);
  return { ...paged, leads: paged.items };
}

/** Rules allow exactly this: status and updatedAt, on the firm's own lead, on a paid plan. */
export async function updateLeadStatus(leadId: string, status: LeadStatus): Promise<void> {
  await updateDoc(leadRef(leadId), { status, updatedAt: serverTimestamp() });
}
