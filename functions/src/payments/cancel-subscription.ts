import { logger } from 'firebase-functions/v2';
import { SUPPORT_EMAIL } from '@/domain';
import type { CancelSubscriptionResult } from '@/domain/payments-contract';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { cancelPayfastSubscription } from './payfast-api';
import { PAYFAST_SECRETS } from './payfast-config';
import { accountRef, downgradeToFree, firmRef, isPaidPackage } from './subscription-state';

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
    const [firm, account] = await Promise.all([firmRef(firmId).get(), accountRef(firmId).get()]);
    if (!firm.exists) throw callableError('firm-not-found', 'Firm not found');
    if (!isPaidPackage(firm)) {
      throw callableError('no-subscription', 'Your firm is on the free Basic plan, so there is no subscription to cancel.');
    }

    const token = account.get('subscriptionToken');
    if (typeof token === 'string' && token) {
      const outcome = await cancelPayfastSubscription(token);
      if (outcome.result === 'failed') {
        logger.error('PayFast cancel failed', { firmId, status: outcome.status, detail: outcome.detail });
        throw callableError('payment-provider-unavailable', `Failed to cancel subscription. Please try again in a few minutes or email ${SUPPORT_EMAIL}.`);
      }
      logger.info('PayFast subscription cancelled', { firmId, result: outcome.result });
    } else {
      // Plans set by an operator have no PayFast subscription behind them.
      logger.info('No PayFast subscription token; cancelling locally only', { firmId });
    }

    await db.runTransaction(async (tx) => {
      const current = await tx.get(firmRef(firmId));
      if (!isPaidPackage(current)) return;
      downgradeToFree(tx, current, new Date());
    });
    return { packageType: 'free' };
  },
});
