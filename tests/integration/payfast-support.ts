import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { itnParamString, itnSignature } from '../../functions/src/payments/payfast-signature';
import { risingPaymentId } from '../../functions/src/payments/simulated-itn';
import type { FirmAccountInput } from '@/domain/firms/model';
import type { PlanId } from '@/domain/payments/plan-ids';
import { db, PROJECT_ID } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';

/** The simulator's public test merchant and passphrase (PAYFAST_MODE=simulator in every local run). */
export const SIM = { merchantId: '10000100', merchantKey: '46f0cd694581a', passphrase: 'regmatch-simulator-passphrase' };
const FUNCTIONS_PORT = process.env.EMU_FUNCTIONS_PORT ?? '5001';
export const NOTIFY_URL = `http://127.0.0.1:${FUNCTIONS_PORT}/${PROJECT_ID}/africa-south1/payfastNotify`;

export const uid = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * A firm with its private account on the given plan, from the one firm factory. A free firm has
 * used its allowance in an earlier month; a subscriptionToken among the account fields makes the
 * paid plan a live PayFast subscription (otherwise it is an operator's grant).
 */
export async function createFirm(firmId: string, plan: PlanId, account: Partial<FirmAccountInput> = {}) {
  const { subscriptionToken, ...rest } = account;
  await writeFirm(
    firmId,
    firmSpec(
      { firmName: `Firm ${firmId}`, packageType: plan, leadsFullMonth: plan === 'free' ? '2026-01' : null },
      {
        email: `${firmId}@firms.example.co.za`,
        contactPerson: 'Thandi Ndlovu',
        address: '1 Main Road, Johannesburg',
        leadsThisMonth: plan === 'free' ? 2 : 5,
        leadMonth: '2026-01',
        ...rest,
      },
      subscriptionToken ?? undefined,
    ),
  );
}

/** The pending checkout createCheckout would have recorded. */
export async function createCheckoutRecord(firmId: string, plan: 'premium' | 'premium_plus', id = uid('chk')) {
  await db.doc(`checkouts/${id}`).set({ firmId, plan, state: 'pending', createdAt: Timestamp.now() });
  return id;
}

export interface ItnOptions {
  firmId: string;
  plan: string;
  checkoutId: string;
  amount?: string;
  status?: string;
  pfPaymentId?: string;
  merchantId?: string;
  token?: string;
  extra?: [string, string][];
}

/** An ITN in PayFast's field order, signed with the given passphrase. */
export function buildItn(o: ItnOptions, passphrase = SIM.passphrase): { pairs: [string, string][]; body: string } {
  const pairs: [string, string][] = [
    ['m_payment_id', o.checkoutId],
    ['pf_payment_id', o.pfPaymentId ?? risingPaymentId()],
    ['payment_status', o.status ?? 'COMPLETE'],
    ['item_name', 'RegMatch Premium'],
    ['item_description', ''],
    ['amount_gross', o.amount ?? '199.00'],
    ['amount_fee', '-8.97'],
    ['amount_net', '190.03'],
    ['custom_str1', o.firmId],
    ['custom_str2', o.plan],
    ['name_first', 'Test'],
    ['name_last', 'Payer'],
    ['email_address', 'payer@example.co.za'],
    ['merchant_id', o.merchantId ?? SIM.merchantId],
    ['token', o.token ?? randomUUID()],
    ['billing_date', '2026-11-22'],
    ...(o.extra ?? []),
  ];
  const signed: [string, string][] = [...pairs, ['signature', itnSignature(pairs, passphrase)]];
  return { pairs: signed, body: new URLSearchParams(signed).toString() };
}

/** Tells the local validate endpoint that 'PayFast' sent this ITN (what the simulator records). */
export async function registerIssued(itn: { pairs: [string, string][] }) {
  const id = itn.pairs.find(([k]) => k === 'pf_payment_id')![1];
  await db.doc(`payfastSimulatorItns/${id}`).set({ paramString: itnParamString(itn.pairs), createdAt: Timestamp.now() });
}

export async function postItn(body: string, headers: Record<string, string> = {}) {
  const response = await fetch(NOTIFY_URL, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
  return { status: response.status, text: await response.text() };
}

export async function firmState(firmId: string) {
  const [firm, account] = await Promise.all([db.doc(`firms/${firmId}`).get(), db.doc(`firms/${firmId}/private/account`).get()]);
  return { firm: firm.data()!, account: account.data()! };
}

export async function mailTo(email: string) {
  const snap = await db.collection('mail').where('to', '==', email).get();
  return snap.docs.map((d) => d.data());
}
