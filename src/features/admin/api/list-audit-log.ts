import { getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import type { AuditEntry } from '@/domain/shared/operator-contract';
import { auditLogRef } from '@/lib/firestore';

const AUDIT_PAGE_SIZE = 50;

/**
 * The latest 50 operator changes, newest first (`at` is when the change happened); for one firm
 * when firmId is given (index: firmId, at desc).
 */
export async function listAuditLog(firmId?: string): Promise<AuditEntry[]> {
  const base = auditLogRef();
  const q = firmId
    ? query(base, where('firmId', '==', firmId), orderBy('at', 'desc'), limit(AUDIT_PAGE_SIZE))
    : query(base, orderBy('at', 'desc'), limit(AUDIT_PAGE_SIZE));
  const snapshot = await getDocs(q);
  return snapshot.docs.map((d) => d.data());
}
