import { logger } from 'firebase-functions/v2';
import { isPaidPlan, planChange, SUPPORT_EMAIL } from '@/domain';
import type { CancelSubscriptionResult } from '@/domain/payments-contract';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { currentPlan, readFirm, writePlanChange } from '../shared/firm-store';
import { cancelPayfastSubscription } from './payfast-api';
import { PAYFAST_SECRETS } from './payfast-config';

/**
 * Cancels the caller's paid plan: first at PayFast (so the card is not charged again), then
 * spec section 4's cancel in one transaction. If PayFast cannot be reached nothing changes
 * here, so the firm is never shown as free while still being billed.
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

    const token = planChange(currentPlan(record), 'free', { cause: 'cancellation', now: new Date() }).cancelSubscriptionToken;
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

    await db.runTransaction(async (tx) => {
      const current = await readFirm(firmId, tx);
      if (!current || !isPaidPlan(current.firm.packageType)) return;
      writePlanChange(tx, current, planChange(currentPlan(current), 'free', { cause: 'cancellation', now: new Date() }));
    });
    return { packageType: 'free' };
  },
});
