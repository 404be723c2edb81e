import { FieldValue, Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { FREE_MONTHLY_LEADS, monthKey, oneMonthAfter, PLANS, type PaidPlanId } from '@/domain';
import { db } from '../shared/admin';
import { withMatchFields } from '../shared/firm-match-fields';

export const firmRef = (firmId: string) => db.collection('firms').doc(firmId);
export const accountRef = (firmId: string) => db.collection('firms').doc(firmId).collection('private').doc('account');
export const checkoutRef = (id: string) => db.collection('checkouts').doc(id);
export const newCheckoutRef = () => db.collection('checkouts').doc();
export const paymentRef = (pfPaymentId: string) => db.collection('payments').doc(pfPaymentId);

/**
 * Spec section 4 'Paid tier applied': packageType, leadsThisMonth 0, maxLeadsPerMonth from the
 * tier, lastLeadReset, lastPaymentDate, nextPaymentDate a month ahead, paymentStatus active,
 * updatedAt and lastUpdated. Plan and status live on the public firm document (matching and
 * rules read them); counters and billing on the private account. pendingPlan is cleared and the
 * 'month full' marker lifted, since a paid firm has no monthly limit.
 */
export function applyPaidTier(
  tx: Transaction,
  firm: DocumentSnapshot,
  plan: PaidPlanId,
  now: Date,
  extra: { subscriptionToken?: string | null; trialUsed?: boolean } = {},
) {
  const firmId = firm.id;
  const stamp = Timestamp.fromDate(now);
  tx.update(
    firmRef(firmId),
    withMatchFields(firm.data() ?? {}, {
      packageType: plan,
      status: 'active',
      leadsFullMonth: null,
      updatedAt: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    }),
  );
  tx.set(
    accountRef(firmId),
    {
      leadsThisMonth: 0,
      leadMonth: monthKey(now),
      maxLeadsPerMonth: PLANS[plan].monthlyLeads,
      lastLeadReset: stamp,
      lastPaymentDate: stamp,
      nextPaymentDate: Timestamp.fromDate(oneMonthAfter(now)),
      paymentStatus: 'active',
      subscriptionStatus: 'active',
      pendingPlan: null,
      ...(extra.subscriptionToken ? { subscriptionToken: extra.subscriptionToken } : {}),
      ...(extra.trialUsed ? { premiumTrialUsed: true } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

/**
 * Spec section 4 'Subscription cancel': packageType free, leadsThisMonth 0, maxLeadsPerMonth the
 * free limit, lastLeadReset now, paymentStatus cancelled, updatedAt. The spec's 'status inactive'
 * is recorded as the subscription's status (account.subscriptionStatus): setting the public
 * firm status to inactive would delist a firm that merely moved to the free plan.
 */
export function downgradeToFree(tx: Transaction, firm: DocumentSnapshot, now: Date) {
  const firmId = firm.id;
  tx.update(
    firmRef(firmId),
    withMatchFields(firm.data() ?? {}, {
      packageType: 'free',
      leadsFullMonth: null,
      updatedAt: FieldValue.serverTimestamp(),
      lastUpdated: FieldValue.serverTimestamp(),
    }),
  );
  tx.set(
    accountRef(firmId),
    {
      leadsThisMonth: 0,
      leadMonth: monthKey(now),
      maxLeadsPerMonth: FREE_MONTHLY_LEADS,
      lastLeadReset: Timestamp.fromDate(now),
      paymentStatus: 'cancelled',
      subscriptionStatus: 'inactive',
      subscriptionToken: null,
      nextPaymentDate: null,
      pendingPlan: null,
      updatedAt: FieldValue.serverTimestamp(),
    },
    { merge: true },
  );
}

export const isPaidPackage = (snap: DocumentSnapshot) => {
  const p = snap.get('packageType');
  return p === 'premium' || p === 'premium_plus';
};
