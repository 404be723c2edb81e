import { getDoc, getDocs, limit, orderBy, query, startAfter, where, type QueryDocumentSnapshot } from 'firebase/firestore';
import { normaliseFirmName } from '@/domain/firms/options';
import { isResponsePaused } from '@/domain/firms/response-pause-rule';
import { type VerificationState } from '@/domain/firms/verification';
import { type PlanId } from '@/domain/payments/plan-ids';
import { leadsUsedThisMonth } from '@/domain/payments/plans';
import { type Province } from '@/domain/shared/provinces';
import { firmAccountRef, firmsRef, readableDocs } from '@/lib/firestore';

/** One row of the firm management table. */
export interface AdminFirmRow {
  id: string;
  firmName: string;
  province: Province | string;
  packageType: PlanId;
  isFeatured: boolean;
  status: string;
  verification: VerificationState;
  suspended: boolean;
  /** Paused from matching after unanswered leads until the firm resumes (response-pause.ts). */
  responsePaused: boolean;
}

/** Rows per page of the operator's firm list. */
const FIRMS_PAGE_SIZE = 25;

/** One filter at a time beside the name search: each has its composite index (firestore.indexes.json). */
export type FirmListFilter =
  | { field: 'all' }
  | { field: 'plan'; value: PlanId }
  | { field: 'status'; value: string }
  | { field: 'province'; value: Province };

export interface FirmListQuery {
  /** Typed name; matched as a prefix of the firm's folded name ('smith co' finds 'Smith & Co.'). */
  search: string;
  filter: FirmListFilter;
}

export interface AdminFirmPage {
  rows: AdminFirmRow[];
  /** Where the next page starts; null when this page was the last. */
  next: QueryDocumentSnapshot<unknown> | null;
}

/** Every folded name starts with [a-z0-9], so this upper bound ends a prefix range. */
const PREFIX_END = '\uf8ff';

/**
 * One bounded page of firms (operators may read every firm), in name order, filtered by name
 * prefix and one field on the server: the browser reads at most FIRMS_PAGE_SIZE + 1 documents.
 */
export async function listFirms(
  { search, filter }: FirmListQuery,
  after: AdminFirmPage['next'] = null,
  size = FIRMS_PAGE_SIZE,
): Promise<AdminFirmPage> {
  const from = normaliseFirmName(search);
  const to = from + PREFIX_END;
  const q =
    filter.field === 'plan'
      ? query(
          firmsRef(),
          where('packageType', '==', filter.value),
          where('firmNameKey', '>=', from),
          where('firmNameKey', '<', to),
          orderBy('firmNameKey'),
          ...(after ? [startAfter(after)] : []),
          limit(size + 1),
        )
      : filter.field === 'status'
        ? query(
            firmsRef(),
            where('status', '==', filter.value),
            where('firmNameKey', '>=', from),
            where('firmNameKey', '<', to),
            orderBy('firmNameKey'),
            ...(after ? [startAfter(after)] : []),
            limit(size + 1),
          )
        : filter.field === 'province'
          ? query(
              firmsRef(),
              where('province', '==', filter.value),
              where('firmNameKey', '>=', from),
              where('firmNameKey', '<', to),
              orderBy('firmNameKey'),
              ...(after ? [startAfter(after)] : []),
              limit(size + 1),
            )
          : query(
              firmsRef(),
              where('firmNameKey', '>=', from),
              where('firmNameKey', '<', to),
              orderBy('firmNameKey'),
              ...(after ? [startAfter(after)] : []),
              limit(size + 1),
            );
  const docs = (await getDocs(q)).docs;
  const shown = docs.slice(0, size);
  const rows = readableDocs({ docs: shown }).map((f) => ({
    id: f.id,
    firmName: f.firmName,
    province: f.province,
    packageType: f.packageType,
    isFeatured: f.isFeatured,
    status: f.status,
    verification: f.verification.state,
    suspended: f.suspended,
    responsePaused: isResponsePaused(f),
  }));
  return { rows, next: docs.length > size ? (shown[shown.length - 1] ?? null) : null };
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
