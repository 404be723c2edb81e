import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { AuditEntry } from '@/domain';
import { collectionRef } from '@/lib/firestore';

export const AUDIT_PAGE_SIZE = 50;

/** The latest operator changes, newest first; for one firm when firmId is given. */
export async function listAuditLog(firmId?: string): Promise<AuditEntry[]> {
  const base = collectionRef<Omit<AuditEntry, 'id'>>('auditLog');
  const q = firmId
    ? query(base, where('firmId', '==', firmId), limit(AUDIT_PAGE_SIZE))
    : query(base, orderBy('at', 'desc'), limit(AUDIT_PAGE_SIZE));
  const snapshot = await getDocs(q);
  const entries = snapshot.docs.map((d) => d.data());
  // One firm's history is small; sorting here avoids needing a composite index.
  return firmId ? entries.sort((a, b) => (b.at ?? 0) - (a.at ?? 0)) : entries;
}
