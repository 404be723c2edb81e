import { getDoc, getDocs } from 'firebase/firestore';
import { leadsUsedThisMonth, type PlanId, type Province } from '@/domain';
import { collectionRef, firmAccountRef } from '@/lib/firestore';

/** One row of the firm management table. */
export interface AdminFirmRow {
  id: string;
  firmName: string;
  province: Province | string;
  packageType: PlanId;
  isFeatured: boolean;
  status: string;
}

interface FirmDoc {
  firmName?: string;
  province?: string;
  packageType?: PlanId;
  isFeatured?: boolean;
  status?: string;
}

/**
 * Every firm, sorted by name. Operators may read all of them (rules); the list is paged on the
 * client, which suits a directory of a few thousand firms.
 */
export async function listFirms(): Promise<AdminFirmRow[]> {
  const snapshot = await getDocs(collectionRef<FirmDoc>('firms'));
  return snapshot.docs
    .map((d) => {
      const f = d.data();
      return {
        id: d.id,
        firmName: f.firmName ?? '(unnamed firm)',
        province: f.province ?? '',
        packageType: f.packageType ?? 'free',
        isFeatured: f.isFeatured === true,
        status: f.status ?? 'active',
      };
    })
    .sort((a, b) => a.firmName.localeCompare(b.firmName, 'en-ZA'));
}

interface AccountDoc {
  leadsThisMonth?: number;
  leadMonth?: string | null;
}

/**
 * Leads used this month for the firms on screen, from their private accounts (admins may read
 * them). Only the visible page is read, so paging stays cheap. A stale month counts as 0.
 */
export async function loadLeadsThisMonth(rows: readonly AdminFirmRow[], now = new Date()): Promise<Record<string, number>> {
  const entries = await Promise.all(
    rows.map(async (row) => {
      try {
        const account = (await getDoc(firmAccountRef<AccountDoc>(row.id))).data();
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
