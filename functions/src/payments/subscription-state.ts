import { db } from '../shared/admin';

/**
 * Payment bookkeeping documents. The firm's plan fields are not written here: every plan change
 * goes through planChange (src/domain/firms/plan-change.ts) and writePlanChange (shared/firm-store.ts).
 */
export const checkoutRef = (id: string) => db.collection('checkouts').doc(id);
export const newCheckoutRef = () => db.collection('checkouts').doc();
export const paymentRef = (pfPaymentId: string) => db.collection('payments').doc(pfPaymentId);
