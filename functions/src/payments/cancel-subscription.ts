import * as logger from 'firebase-functions/logger';
import { planChange, type PlanChange } from '@/domain/firms/plan-change';
import { paidThrough, sastDateLabel } from '@/domain/payments/billing';
import type { CancelSubscriptionResult } from '@/domain/payments/contract';
import { isPaidPlan, PLANS } from '@/domain/payments/plans';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { firmDashboardPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable, callableError } from '../shared/callable';
import { currentPlan, readFirm, writePlanChange, type FirmRecord } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { cancelPayfastSubscription } from './payfast-api';
import { PAYFAST_SECRETS } from './payfast-config';
import { tellOperatorOfPlanEvent } from './plan-event-notice';

/**
 * The change a cancel makes: with paid time left the plan stays until the paid-through date
 * (the terms: 'access continues until the end of the paid period') and the scheduled job
 * (plan-end-job.ts) moves the firm to free then; with none left it moves to free at once.
 */
function cancelChange(record: FirmRecord, now: Date): { change: PlanChange; endsAt: Date | null } {
  const endsAt = paidThrough(record.account.nextPaymentDate, now);
  const current = currentPlan(record);
  return endsAt
    ? { change: planChange(current, record.firm.packageType, { cause: 'scheduled-cancellation', now, cancelAt: endsAt }), endsAt }
    : { change: planChange(current, 'free', { cause: 'cancellation', now }), endsAt: null };
}

/**
 * Cancels the caller's paid plan: first at PayFast (so the card is not charged again), then in one
 * transaction the account records the end and the confirmation email is queued. If PayFast cannot
 * be reached nothing changes here, so the firm is never shown as cancelled while still being billed.
 */
export const cancelSubscription = callable('cancelSubscription', {
  access: 'firm',
  secrets: PAYFAST_SECRETS,
  handler: async (_input, caller): Promise<CancelSubscriptionResult> => {
    const firmId = caller.firmId!;
    const record = await readFirm(firmId);
    if (!record) throw callableError('firm-not-found', 'Firm not found');
    if (!isPaidPlan(record.firm.packageType)) {
      throw callableError('no-subscription', 'Your firm is on the free Basic plan, so there is no subscription to cancel.');
    }
    if (record.account.cancelAt) {
      throw callableError(
        'already-cancelled',
        `Your ${PLANS[record.firm.packageType].name} subscription is already cancelled; it ends on ${sastDateLabel(record.account.cancelAt)}. You can subscribe again below.`,
      );
    }

    const token = cancelChange(record, new Date()).change.cancelSubscriptionToken;
    if (token) {
      const outcome = await cancelPayfastSubscription(token);
      if (outcome.result === 'failed') {
        logger.error('PayFast cancel failed', { firmId, status: outcome.status, detail: outcome.detail });
        throw callableError(
          'payment-provider-unavailable',
          `Failed to cancel subscription. Please try again in a few minutes or email ${SUPPORT_EMAIL}.`,
        );
      }
      logger.info('PayFast subscription cancelled', { firmId, result: outcome.result });
    } else {
      // Plans set by an operator have no PayFast subscription behind them.
      logger.info('No PayFast subscription token; cancelling locally only', { firmId });
    }

    return db.runTransaction(async (tx): Promise<CancelSubscriptionResult> => {
      const current = await readFirm(firmId, tx);
      if (!current || !isPaidPlan(current.firm.packageType) || current.account.cancelAt) {
        return { packageType: current?.firm.packageType ?? 'free', endsAt: current?.account.cancelAt?.toISOString() ?? null };
      }
      const now = new Date();
      const { change, endsAt } = cancelChange(current, now);
      writePlanChange(tx, current, change);
      await tellOperatorOfPlanEvent(tx, current, { from: current.firm.packageType, to: 'free', cancelled: { endsAt } }, 'firm');
      const planName = PLANS[current.firm.packageType].name;
      const firmName = current.firm.firmName.trim() || current.account.email;
      const dashboardUrl = appUrl(firmDashboardPath('subscription'));
      if (current.account.email) {
        await enqueueMail(
          tx,
          endsAt
            ? {
                to: current.account.email,
                template: 'subscription-cancelled',
                data: { firmName, planName, accessUntil: sastDateLabel(endsAt), dashboardUrl },
              }
            : {
                to: current.account.email,
                template: 'plan-downgraded',
                data: { firmName, previousPlanName: planName, dashboardUrl },
              },
        );
      }
      return { packageType: change.firm.packageType, endsAt: endsAt?.toISOString() ?? null };
    });
  },
});
