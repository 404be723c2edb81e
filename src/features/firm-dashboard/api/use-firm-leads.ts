import { onSnapshot, orderBy, query, serverTimestamp, updateDoc, where } from 'firebase/firestore';
import { useEffect, useState } from 'react';
import type { Lead, LeadStatus } from '@/domain';
import { collectionRef, docRef, type WithId } from '@/lib/firestore';

export type FirmLead = WithId<Omit<Lead, 'status'> & { status?: LeadStatus }>;

/** The firm's leads, newest first, kept live. Rules only allow this on a paid plan. */
export function useFirmLeads(firmId: string, enabled: boolean) {
  const [state, setState] = useState<{ loading: boolean; error: boolean; leads: FirmLead[] }>({ loading: enabled, error: false, leads: [] });
  useEffect(() => {
    if (!enabled) return;
    const q = query(collectionRef<FirmLead>('leads'), where('firmId', '==', firmId), orderBy('createdAt', 'desc'));
    return onSnapshot(
      q,
      (snap) => setState({ loading: false, error: false, leads: snap.docs.map((d) => d.data()) }),
      () => setState({ loading: false, error: true, leads: [] }),
    );
  }, [firmId, enabled]);
  return state;
}

/** Rules allow exactly this: status and updatedAt, on the firm's own lead, on a paid plan. */
export async function updateLeadStatus(leadId: string, status: LeadStatus): Promise<void> {
  await updateDoc(docRef('leads', leadId), { status, updatedAt: serverTimestamp() });
}
