/**
 * Payment order for PayFast notifications that arrive late, twice or out of order (issue 39).
 * PayFast numbers payments in the order it takes them (pf_payment_id is a rising integer), so a
 * notice whose number is below one already applied for the same firm is older than the state the
 * firm is in: it is recorded and changes nothing. A cancellation can also arrive before the
 * payment it cancels; it is kept, and applied right after that payment when it comes.
 */
export interface RecordedPayment {
  pfPaymentId: string;
  token: string | null;
  paymentStatus: string;
  applied: boolean;
}

/** True when PayFast took payment `a` before payment `b`; false when either number is not PayFast's. */
export function paidBefore(a: string, b: string): boolean {
  if (!/^\d{1,30}$/.test(a) || !/^\d{1,30}$/.test(b)) return false;
  return BigInt(a) < BigInt(b);
}

/** The newest payment (by PayFast's number) that changed this firm's plan or renewed it. */
export function newestApplied(payments: readonly RecordedPayment[]): string | null {
  let newest: string | null = null;
  for (const p of payments) {
    if (!p.applied || !/^\d{1,30}$/.test(p.pfPaymentId)) continue;
    if (newest === null || paidBefore(newest, p.pfPaymentId)) newest = p.pfPaymentId;
  }
  return newest;
}

/** A cancellation of this subscription that arrived before its first payment and waits for it. */
export function cancellationWaitingFor(token: string | null, payments: readonly RecordedPayment[]): RecordedPayment | null {
  if (!token) return null;
  return payments.find((p) => p.token === token && p.paymentStatus === 'CANCELLED' && !p.applied) ?? null;
}
