import { getDoc, getDocs } from 'firebase/firestore';
import { leadsUsedThisMonth, type PlanId, type Province } from '@/domain';
import { firmAccountRef, firmsRef, readableDocs } from '@/lib/firestore';

/** One row of the firm management table. */
export interface AdminFirmRow {
  id: string;
  firmName: string;
  province: Province | string;
  packageType: PlanId;
  isFeatured: boolean;
  status: string;
}

/**
 * Every firm, sorted by name. Operators may read all of them (rules); the list is paged on the
 * client, which suits a directory of a few thousand firms.
 */
export async function listFirms(): Promise<AdminFirmRow[]> {
  const snapshot = await getDocs(firmsRef());
  return readableDocs(snapshot)
    .map((f) => ({
      id: f.id,
      firmName: f.firmName,
      province: f.province,
      packageType: f.packageType,
      isFeatured: f.isFeatured,
      status: f.status,
    }))
    .sort((a, b) => a.firmName.localeCompare(b.firmName, 'en-ZA'));
}

/**
 * Leads used this month for the firms on screen, from their private accounts (admins may read
 * them). Only the visible page is read, so paging stays cheap. A stale month counts as 0.
 */
export async function loadLeadsThisMonth(rows: readonly AdminFirmRow[], now = new Date()): Promise<Record<string, number>> {
  const entries = await Promise.all(
    rows.map(async (row) => {
      try {
        const account = (await getDoc(firmAccountRef(row.id))).data();
        const used = leadsUsedThisMonth(
          { packageType: row.packageType, leadsThisMonth: account?.leadsThisMonth ?? 0, leadMonth: account?.leadMonth ?? null },
          now,
        );
        return [row.id, used] as const;
      } catch {
        return [row.id, -1] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}
