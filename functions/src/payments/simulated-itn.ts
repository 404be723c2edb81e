// Shared by the emulator-only simulator function and scripts/payfast-simulate.ts.
import { randomInt } from 'node:crypto';

let highestIssued = 0n;

/**
 * A pf_payment_id as PayFast issues them: a number that rises with each payment taken, so the
 * handler can tell payment order from arrival order (payment-order.ts). `takenAt` in the past
 * numbers a payment taken then (a notice delivered late).
 */
export function risingPaymentId(takenAt: number = Date.now()): string {
  const candidate = BigInt(takenAt) * 1000n + BigInt(randomInt(0, 1000));
  if (takenAt < Date.now() - 1000) return String(candidate);
  // Two in the same millisecond still rise.
  highestIssued = candidate > highestIssued ? candidate : highestIssued + 1n;
  return String(highestIssued);
}

/** The ITN field order PayFast posts in (the signature is computed over this order). */
export function buildItnPairs(
  fields: Record<string, string>,
  pfPaymentId: string,
  status: 'COMPLETE' | 'CANCELLED',
  token: string,
  merchantId: string,
): [string, string][] {
  const amount = Number(fields.amount ?? '0');
  const fee = status === 'COMPLETE' && amount > 0 ? Math.round(amount * 0.035 * 100) / 100 + 2 : 0;
  return [
    ['m_payment_id', fields.m_payment_id ?? ''],
    ['pf_payment_id', pfPaymentId],
    ['payment_status', status],
    ['item_name', fields.item_name ?? ''],
    ['item_description', fields.item_description ?? ''],
    ['amount_gross', amount.toFixed(2)],
    ['amount_fee', (-fee).toFixed(2)],
    ['amount_net', (amount - fee).toFixed(2)],
    ['custom_str1', fields.custom_str1 ?? ''],
    ['custom_str2', fields.custom_str2 ?? ''],
    ['custom_str3', ''],
    ['custom_str4', ''],
    ['custom_str5', ''],
    ['custom_int1', ''],
    ['custom_int2', ''],
    ['custom_int3', ''],
    ['custom_int4', ''],
    ['custom_int5', ''],
    ['name_first', 'Test'],
    ['name_last', 'Payer'],
    ['email_address', fields.email_address ?? ''],
    ['merchant_id', merchantId],
    ['token', token],
    ['billing_date', fields.billing_date ?? new Date().toISOString().slice(0, 10)],
  ];
}
