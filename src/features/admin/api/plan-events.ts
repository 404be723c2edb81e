import { getDocs, limit, orderBy, query } from 'firebase/firestore';
import type { PlanEventDocument } from '@/domain/payments/plan-events';
import { planEventsRef, type WithId } from '@/lib/firestore';
import { useLoad, type Load } from '@/lib/use-load';

/** The latest lines shown; older ones stay in Firestore and in the operator's mailbox. */
export const PLAN_EVENTS_SHOWN = 30;

/** Firms' paid plans started, changed or cancelled, newest first (operators only, by rules). */
export function usePlanEvents(): Load<WithId<PlanEventDocument>[]> {
  return useLoad('plan-events', async () => {
    const snap = await getDocs(query(planEventsRef(), orderBy('at', 'desc'), limit(PLAN_EVENTS_SHOWN)));
    return snap.docs.map((d) => d.data());
  });
}
