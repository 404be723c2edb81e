import { limit, onSnapshot, orderBy, query, Timestamp, where } from 'firebase/firestore';
import { FREE_OVERVIEW_LEAD_LIMIT, sastMonthStart } from '@/domain/leads/free-plan';
import { leadsRef, type StoredLead } from '@/lib/firestore';
import { useWatch, type Load } from '@/lib/use-load';

/** This month's leads, then any earlier one still waiting for an answer, newest first, each once. */
export function mergeFreeLeads(thisMonth: StoredLead[], open: StoredLead[]): StoredLead[] {
  const seen = new Set(thisMonth.map((lead) => lead.id));
  const earlier = open.filter((lead) => !seen.has(lead.id));
  return [...thisMonth, ...earlier].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

/**
 * A free firm's leads of this SAST month and its leads of any month still waiting for an answer,
 * newest first, live (docs/firms.md, "Free plan"): the overview's "Your leads". Rules allow a free
 * firm exactly these (its own leads from the month's start, and open ones whatever the month: no
 * lead goes dark at 00:00 SAST on the 1st while its clock still runs); the Leads tab's full history
 * stays a paid feature. Two small bounded queries (FREE_OVERVIEW_LEAD_LIMIT each).
 */
export function useFreeLeads(firmId: string | null, now: number): Load<StoredLead[]> {
  const since = sastMonthStart(now);
  return useWatch<StoredLead[]>(firmId ? `${firmId}:${since}` : null, (next, fail) => {
    let thisMonth: StoredLead[] | null = null;
    let open: StoredLead[] | null = null;
    const publish = () => {
      if (thisMonth && open) next(mergeFreeLeads(thisMonth, open));
    };
    const stopMonth = onSnapshot(
      query(
        leadsRef(),
        where('firmId', '==', firmId!),
        where('createdAt', '>=', Timestamp.fromMillis(since)),
        orderBy('createdAt', 'desc'),
        limit(FREE_OVERVIEW_LEAD_LIMIT),
      ),
      (snap) => {
        thisMonth = snap.docs.map((d) => d.data());
        publish();
      },
      fail,
    );
    const stopOpen = onSnapshot(
      query(
        leadsRef(),
        where('firmId', '==', firmId!),
        where('status', '==', 'pending'),
        where('lapsedAt', '==', null),
        limit(FREE_OVERVIEW_LEAD_LIMIT),
      ),
      (snap) => {
        open = snap.docs.map((d) => d.data());
        publish();
      },
      fail,
    );
    return () => {
      stopMonth();
      stopOpen();
    };
  });
}
