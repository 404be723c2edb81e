import * as logger from 'firebase-functions/logger';
import { planChange } from '@/domain/firms/plan-change';
import { adminUpdateFailedMessage, OPERATOR_MESSAGES, type AdminUpdateFirmResult } from '@/domain/shared/operator-contract';
import { cancelPayfastSubscription } from '../payments/payfast-api';
import { PAYFAST_SECRETS } from '../payments/payfast-config';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { currentPlan, readFirm, updateFirmDocument, writePlanChange } from '../shared/firm-store';
import { provinceChangeFields } from './firm-derived-fields';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, writeAuditEntry } from '../shared/record-writes';

/**
 * The operator changes one firm's plan, featured flag or province. The firm, its private
 * account and the audit entry are written in one transaction: either all of it happened or
 * none of it did. A plan change ends the firm's live PayFast subscription first (an operator's
 * plan is granted, not billed); if PayFast cannot cancel it, nothing changes and the operator
 * is told why, so no firm is moved to free while its card is still charged.
 */
export const adminUpdateFirm = callable('adminUpdateFirm', {
  access: 'admin',
  secrets: PAYFAST_SECRETS,
  handler: async ({ firmId, change }, caller): Promise<AdminUpdateFirmResult> => {
    let cancelledToken: string | null = null;
    if (change.field === 'plan') {
      const record = await readFirm(firmId);
      if (!record) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound, 'firmId');
      const token =
        record.firm.packageType === change.value
          ? null
          : planChange(currentPlan(record), change.value, { cause: 'operator', now: new Date() }).cancelSubscriptionToken;
      if (token) {
        const outcome = await cancelPayfastSubscription(token);
        if (outcome.result === 'failed') {
          logger.error('PayFast cancel failed; operator plan change refused', {
            firmId,
            status: outcome.status,
            detail: outcome.detail,
          });
          throw callableError(
            'subscription-cancel-failed',
            adminUpdateFailedMessage(
              'plan',
              "PayFast could not cancel this firm's card subscription, so the plan was not changed and the firm is still billed. Please try again in a few minutes.",
            ),
          );
        }
        logger.info('PayFast subscription cancelled for an operator plan change', { firmId, result: outcome.result });
        cancelledToken = token;
      }
    }

    return db.runTransaction(async (tx) => {
      const record = await readFirm(firmId, tx);
      if (!record) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound, 'firmId');
      const { firm } = record;
      const now = new Date();

      let before: AdminUpdateFirmResult['before'];
      if (change.field === 'plan') before = firm.packageType;
      else if (change.field === 'featured') before = firm.isFeatured;
      else before = firm.province;
      if (before === change.value) {
        return { firmId, field: change.field, before, after: change.value, changed: false };
      }

      if (change.field === 'plan') {
        // Spec section 4 'Admin changes': a fresh month on the new plan, paid up for a month.
        const planUpdate = planChange(currentPlan(record), change.value, { cause: 'operator', now });
        if (planUpdate.cancelSubscriptionToken && planUpdate.cancelSubscriptionToken !== cancelledToken) {
          // A payment started a new subscription while this change was on its way.
          throw callableError(
            'subscription-changed',
            adminUpdateFailedMessage('plan', "the firm's subscription changed just now. Please try again."),
          );
        }
        writePlanChange(tx, record, planUpdate);
      } else {
        const update = change.field === 'featured' ? { isFeatured: change.value } : provinceChangeFields(change.value, firm);
        updateFirmDocument(tx, firmId, firm, { ...update, updatedAt: now, lastUpdated: now });
      }
      writeAuditEntry(
        tx,
        auditEntry({
          by: auditActor(caller),
          firmId,
          firmName: firm.firmName,
          field: change.field,
          before,
          after: change.value,
        }),
      );
      return { firmId, field: change.field, before, after: change.value, changed: true };
    });
  },
});
