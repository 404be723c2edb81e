import {
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type QueryDocumentSnapshot,
  type QuerySnapshot,
} from 'firebase/firestore';
import { leadsRef, readableDocs } from '@/lib/firestore';
import type { FirmLead } from './use-firm-leads';

const BATCH = 500;

/** Every lead of the firm, newest first, read in batches of 500 for a CSV export. */
export async function fetchAllFirmLeads(firmId: string): Promise<FirmLead[]> {
  const base = query(leadsRef(), where('firmId', '==', firmId), orderBy('createdAt', 'desc'));
  const leads: FirmLead[] = [];
  let cursor: QueryDocumentSnapshot<FirmLead> | null = null;
  for (;;) {
    const snap: QuerySnapshot<FirmLead> = await getDocs(
      cursor ? query(base, startAfter(cursor), limit(BATCH)) : query(base, limit(BATCH)),
    );
    leads.push(...readableDocs(snap));
    if (snap.docs.length < BATCH) return leads;
    cursor = snap.docs[snap.docs.length - 1]!;
  }
}
