import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { planChange } from '@/domain/firms/plan-change';
import { planEndDue } from '@/domain/payments/billing';
import { isPaidPlan, PLANS } from '@/domain/payments/plans';
import { firmDashboardPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { firmPrivateGroup } from '../shared/documents';
import { currentPlan, readFirm, writePlanChange } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';

/** Firms handled per run; a longer queue is finished by the next runs (hourly). */
const PLAN_END_BATCH = 200;

export interface PlanEndOutcome {
  firmId: string;
  outcome: 'downgraded' | 'skipped';
}

/**
 * Moves every firm whose cancelled plan has reached its paid-through date (`cancelAt` on the
 * private account, set by cancelSubscription) to the free plan, through planChange like every
 * other plan change, and tells it by email. One transaction per firm re-reads the account, so a
 * run repeated, overlapping or retried downgrades and mails each firm once: the downgrade clears
 * `cancelAt`. A firm that subscribed again in the meantime has no `cancelAt` and is not found.
 */
export async function endDuePlans(now: Date): Promise<PlanEndOutcome[]> {
  const due = await firmPrivateGroup().where('cancelAt', '<=', now).orderBy('cancelAt').limit(PLAN_END_BATCH).get();
  const outcomes: PlanEndOutcome[] = [];
  for (const doc of due.docs) {
    const firmId = doc.ref.parent.parent?.id;
    if (doc.id !== 'account' || !firmId) continue;
    try {
      const outcome = await db.runTransaction(async (tx): Promise<PlanEndOutcome['outcome']> => {
        const record = await readFirm(firmId, tx);
        if (!record || !planEndDue(record.account.cancelAt, now)) return 'skipped';
        const previous = record.firm.packageType;
        writePlanChange(tx, record, planChange(currentPlan(record), 'free', { cause: 'cancellation', now }));
        if (isPaidPlan(previous) && record.account.email) {
          await enqueueMail(tx, {
            to: record.account.email,
            template: 'plan-downgraded',
            data: {
              firmName: record.firm.firmName.trim() || record.account.email,
              previousPlanName: PLANS[previous].name,
              dashboardUrl: appUrl(firmDashboardPath('subscription')),
            },
          });
        }
        return 'downgraded';
      });
      outcomes.push({ firmId, outcome });
    } catch (error) {
      // One damaged firm must not stop the others; it is tried again next run.
      logger.error('scheduled plan end failed', { firmId, error: String(error) });
      outcomes.push({ firmId, outcome: 'skipped' });
    }
  }
  return outcomes;
}

/** Every hour, SAST: cancelled plans whose paid period has ended move to free. */
export const subscriptionEnds = onSchedule({ schedule: 'every 1 hours', timeZone: 'Africa/Johannesburg' }, async () => {
  const outcomes = await endDuePlans(new Date());
  logger.info('subscription ends ran', { downgraded: outcomes.filter((o) => o.outcome === 'downgraded').length });
});
