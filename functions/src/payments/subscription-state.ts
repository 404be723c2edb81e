import { collections } from '../shared/documents';

/**
 * Payment bookkeeping documents. The firm's plan fields are not written here: every plan change
 * goes through planChange (src/domain/firms/plan-change.ts) and writePlanChange (shared/firm-store.ts).
 */
export const checkoutRef = (id: string) => collections.checkouts().doc(id);
export const newCheckoutRef = () => collections.checkouts().doc();
export const paymentRef = (pfPaymentId: string) => collections.payments().doc(pfPaymentId);
