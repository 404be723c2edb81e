import { orderBy, query, where } from 'firebase/firestore';
import { useMemo } from 'react';
import type { LeadStatus } from '@/domain/leads/lead-documents';
import { call } from '@/lib/callable';
import { leadsRef, type StoredLead } from '@/lib/firestore';
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

/**
 * Through the updateLeadStatus callable (rules allow no lead writes): it checks the lead and the
 * plan, and records the response time the first time a lead leaves 'pending'.
 */
export async function updateLeadStatus(leadId: string, status: LeadStatus): Promise<void> {
  await call('updateLeadStatus', { leadId, status });
}
