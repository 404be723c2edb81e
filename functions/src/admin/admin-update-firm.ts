import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  isPlanId,
  isProvince,
  monthKey,
  oneMonthAfter,
  OPERATOR_MESSAGES,
  PLANS,
  type AdminUpdateFirmResult,
} from '@/domain';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { withMatchFields } from '../shared/firm-match-fields';
import { provinceChangeFields } from './firm-derived-fields';

/**
 * The operator changes one firm's plan, featured flag or province. The firm, its private
 * account and the audit entry are written in one transaction: either all of it happened or
 * none of it did.
 */
export const adminUpdateFirm = callable('adminUpdateFirm', {
  access: 'admin',
  handler: async ({ firmId, change }, caller): Promise<AdminUpdateFirmResult> => {
    const firmRef = db.collection('firms').doc(firmId);
    const accountRef = firmRef.collection('private').doc('account');
    const auditRef = db.collection('auditLog').doc();

    return db.runTransaction(async (tx) => {
      const firmSnap = await tx.get(firmRef);
      if (!firmSnap.exists) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound, 'firmId');
      const firm = firmSnap.data() ?? {};
      const now = new Date();
      const stamp = Timestamp.fromDate(now);

      let before: AdminUpdateFirmResult['before'];
      let firmUpdate: Record<string, unknown>;
      let accountUpdate: Record<string, unknown> | null = null;

      if (change.field === 'plan') {
        before = isPlanId(firm.packageType) ? firm.packageType : null;
        // Spec section 4 'Admin changes': a fresh month on the new plan, paid up for a month.
        firmUpdate = { packageType: change.value, leadsFullMonth: null };
        accountUpdate = {
          leadsThisMonth: 0,
          leadMonth: monthKey(now),
          maxLeadsPerMonth: PLANS[change.value].monthlyLeads,
          lastLeadReset: stamp,
          lastPaymentDate: now.toISOString(),
          nextPaymentDate: oneMonthAfter(now).toISOString(),
          paymentStatus: 'active',
          pendingPlan: null,
        };
      } else if (change.field === 'featured') {
        before = firm.isFeatured === true;
        firmUpdate = { isFeatured: change.value };
      } else {
        before = isProvince(firm.province) ? firm.province : null;
        firmUpdate = provinceChangeFields(change.value, firm);
      }

      if (before === change.value) {
        return { firmId, field: change.field, before, after: change.value, changed: false };
      }

      tx.update(firmRef, withMatchFields(firm, { ...firmUpdate, updatedAt: stamp, lastUpdated: stamp }));
      // merge: an account missing on damaged data is recreated with what the plan needs.
      if (accountUpdate) tx.set(accountRef, accountUpdate, { merge: true });
      tx.set(auditRef, {
        by: { uid: caller.uid, email: caller.email },
        at: FieldValue.serverTimestamp(),
        firmId,
        firmName: typeof firm.firmName === 'string' ? firm.firmName : null,
        field: change.field,
        before,
        after: change.value,
      });
      return { firmId, field: change.field, before, after: change.value, changed: true };
    });
  },
});
