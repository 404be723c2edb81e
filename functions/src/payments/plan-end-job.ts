import * as logger from 'firebase-functions/logger';
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
import { boundedRun, type RunLimits, type RunReport } from '../shared/bounded-run';

/** Firms handled per run; a longer queue is finished by the next runs (hourly). */
const PLAN_END_BATCH = 200;
/** A run starts no new firm after this long (inside the default 60 s timeout). */
const PLAN_END_BUDGET_MS = 40_000;

export interface PlanEndOutcome {
  firmId: string;
  outcome: 'downgraded' | 'skipped';
}

/** Accounts whose cancelled plan has reached its paid-through date, oldest first. Index: private (cancelAt), group. */
const duePlanEnds = (now: Date) => firmPrivateGroup().where('cancelAt', '<=', now).orderBy('cancelAt');

/**
 * One bounded run (shared/bounded-run.ts): moves each firm whose cancelled plan has reached its
 * paid-through date (`cancelAt` on the private account, set by cancelSubscription) to the free
 * plan, through planChange like every other plan change, and tells it by email; at most
 * `maxItems` firms, none started after `deadline`, and how many are still due. One transaction
 * per firm re-reads the account, so a run repeated, overlapping, retried or cut half-way
 * downgrades and mails each firm once: the downgrade clears `cancelAt`. A firm that subscribed
 * again in the meantime has no `cancelAt` and is not found. `only` names firms (the emulator's hook).
 */
export async function runPlanEnds(
  now: Date,
  limits: Partial<RunLimits> = {},
  only?: readonly string[],
): Promise<RunReport<PlanEndOutcome>> {
  const maxItems = Math.min(limits.maxItems ?? PLAN_END_BATCH, PLAN_END_BATCH);
  const deadline = limits.deadline ?? Date.now() + PLAN_END_BUDGET_MS;
  const firmIdsOf = (docs: { id: string; ref: { parent: { parent: { id: string } | null } } }[]) =>
    docs.filter((d) => d.id === 'account' && d.ref.parent.parent).map((d) => d.ref.parent.parent!.id);
  const due = async () => {
    const ids = firmIdsOf((await duePlanEnds(now).get()).docs);
    return only ? ids.filter((id) => only.includes(id)) : ids;
  };
  const ids = only ? await due() : firmIdsOf((await duePlanEnds(now).limit(maxItems).get()).docs);
  const countDue = async () => (only ? (await due()).length : (await duePlanEnds(now).count().get()).data().count);
  return boundedRun(ids, { maxItems, deadline }, (firmId) => endPlanSafely(firmId, now), countDue);
}

async function endPlanSafely(firmId: string, now: Date): Promise<PlanEndOutcome> {
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
    return { firmId, outcome };
  } catch (error) {
    // One damaged firm must not stop the others; it is tried again next run.
    logger.error('scheduled plan end failed', { firmId, error: String(error) });
    return { firmId, outcome: 'skipped' };
  }
}

/** Every hour, SAST: cancelled plans whose paid period has ended move to free; what is left is logged. */
export const subscriptionEnds = onSchedule({ schedule: 'every 1 hours', timeZone: 'Africa/Johannesburg' }, async () => {
  const { outcomes, stoppedBy, remaining } = await runPlanEnds(new Date());
  const counts = { downgraded: outcomes.filter((o) => o.outcome === 'downgraded').length, stoppedBy, remaining };
  if (remaining > 0) logger.warn('subscription ends ran: firms left for the next run', counts);
  else logger.info('subscription ends ran', counts);
});
