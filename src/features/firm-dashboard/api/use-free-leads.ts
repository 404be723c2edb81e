import { limit, onSnapshot, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { FREE_OVERVIEW_LEAD_LIMIT, sastMonthStart } from '@/domain/leads/free-plan';
import { leadsRef, type StoredLead } from '@/lib/firestore';
import { useWatch, type Load } from '@/lib/use-load';

/**
 * A free firm's leads of this SAST month, newest first, live (docs/firms.md, "Free plan"): the
 * overview's "Your leads". Rules allow a free firm exactly this (its own leads from the month's
 * start); the Leads tab's full history stays a paid feature. A small bounded query: the month's
 * allowance and a client's repeat requests at most (FREE_OVERVIEW_LEAD_LIMIT).
 */
export function useFreeLeads(firmId: string | null, now: number): Load<StoredLead[]> {
  const since = sastMonthStart(now);
  return useWatch<StoredLead[]>(firmId ? `${firmId}:${since}` : null, (next, fail) =>
    onSnapshot(
      query(
        leadsRef(),
        where('firmId', '==', firmId!),
        where('createdAt', '>=', Timestamp.fromMillis(since)),
        orderBy('createdAt', 'desc'),
        limit(FREE_OVERVIEW_LEAD_LIMIT),
      ),
      (snap) => next(snap.docs.map((d) => d.data())),
      fail,
    ),
  );
}
