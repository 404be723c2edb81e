import { FieldValue } from 'firebase-admin/firestore';
import { formatRand, isPaidPlan, PLANS, randToCents, type PaidPlanId } from '@/domain';
import { db } from '../shared/admin';
import { enqueueMail } from '../shared/mail-queue';
import { payfastCredentials, payfastEndpoints, payfastMode, type PayfastCredentials, type PayfastEndpoints } from './payfast-config';
import { acceptableAmounts, amountMatches, invoiceNumber, isValidSource, parseAmount } from './payfast-itn';
import { itnParamString, itnSignature, parseFormBody, sameSignature } from './payfast-signature';
import { accountRef, applyPaidTier, checkoutRef, downgradeToFree, firmRef, isPaidPackage, paymentRef } from './subscription-state';

export type ItnOutcome =
  | { result: 'applied'; action: 'upgraded' | 'cancelled' | 'cancel-ignored'; pfPaymentId: string; firmId: string }
  | { result: 'duplicate'; pfPaymentId: string }
  | { result: 'ignored'; reason: string }
  | { result: 'rejected'; reason: string };

class Rejection extends Error {}
const reject = (reason: string): never => {
  throw new Rejection(reason);
};

export interface ItnContext {
  sourceIp: string;
  now?: Date;
  credentials?: PayfastCredentials;
  endpoints?: PayfastEndpoints;
  /** PayFast's server-side check; injectable so unit tests need no network. */
  validate?: (endpoint: string, paramString: string) => Promise<boolean>;
}

async function postValidate(endpoint: string, paramString: string): Promise<boolean> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: paramString,
    signal: AbortSignal.timeout(10_000),
  });
  const text = (await response.text()).trim();
  return response.ok && text === 'VALID';
}

/**
 * Verifies one PayFast ITN and applies it. Every check runs before anything is written; a
 * rejection changes nothing and says why. Applying is one transaction that creates
 * payments/{pf_payment_id}, so a notification delivered many times is applied once.
 */
export async function handleItn(rawBody: string, context: ItnContext): Promise<ItnOutcome> {
  try {
    return await verifyAndApply(rawBody, context);
  } catch (error) {
    if (error instanceof Rejection) return { result: 'rejected', reason: error.message };
    throw error;
  }
}

async function verifyAndApply(rawBody: string, context: ItnContext): Promise<ItnOutcome> {
  const mode = payfastMode();
  const credentials = context.credentials ?? payfastCredentials(mode);
  const endpoints = context.endpoints ?? payfastEndpoints(mode);
  const pairs = parseFormBody(rawBody);
  const data = Object.fromEntries(pairs) as Record<string, string | undefined>;

  // 1. Signature over the posted fields, in PayFast's order.
  if (!data.signature) reject('missing signature');
  if (!sameSignature(itnSignature(pairs, credentials.passphrase), data.signature!.toLowerCase())) reject('signature mismatch');
  // 2. Source address.
  if (!(await isValidSource(context.sourceIp, endpoints.validHosts))) reject(`source ${context.sourceIp || 'unknown'} is not PayFast`);
  // 3. Our merchant.
  if (data.merchant_id !== credentials.merchantId) reject(`merchant_id ${data.merchant_id ?? '(none)'} is not ours`);

  const pfPaymentId = data.pf_payment_id?.trim() ?? '';
  const firmId = data.custom_str1?.trim() ?? '';
  const plan = data.custom_str2?.trim();
  const status = data.payment_status?.trim();
  const mPaymentId = data.m_payment_id?.trim() ?? '';
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(pfPaymentId)) reject('pf_payment_id missing or malformed');
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(firmId)) reject('custom_str1 (firm id) missing or malformed');
  if (!isPaidPlan(plan)) reject(`custom_str2 ${plan ?? '(none)'} is not a paid plan`);
  const paidPlan = plan as PaidPlanId;
  if (status !== 'COMPLETE' && status !== 'CANCELLED') return { result: 'ignored', reason: `payment_status ${status ?? '(none)'}` };

  // Cheap duplicate check before the network call; the transaction below re-checks.
  if ((await paymentRef(pfPaymentId).get()).exists) return { result: 'duplicate', pfPaymentId };

  // 4. The checkout we issued, for this firm and plan.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(mPaymentId)) reject('m_payment_id missing or malformed');
  const [checkout, account] = await Promise.all([checkoutRef(mPaymentId).get(), accountRef(firmId).get()]);
  if (!checkout.exists) reject(`no checkout ${mPaymentId}`);
  if (checkout.get('firmId') !== firmId || checkout.get('plan') !== paidPlan) reject('checkout does not match firm and plan');

  // 5. Amount against the plan's price (never against what the checkout or the ITN claims).
  const amount = parseAmount(data.amount_gross);
  if (status === 'COMPLETE') {
    if (amount === null) reject('amount_gross missing or malformed');
    const allowed = acceptableAmounts(paidPlan, account.get('premiumTrialUsed') !== true);
    if (!allowed.some((a) => amountMatches(amount!, a))) reject(`amount ${data.amount_gross} does not match ${PLANS[paidPlan].name} (${allowed.join(' or ')})`);
  }

  // 6. PayFast confirms it sent exactly this data.
  const validate = context.validate ?? postValidate;
  let valid = false;
  try {
    valid = await validate(endpoints.validate, itnParamString(pairs));
  } catch (error) {
    reject(`validate call failed: ${(error as Error).message}`);
  }
  if (!valid) reject('PayFast did not validate the notification');

  const now = context.now ?? new Date();
  const token = data.token?.trim() || null;
  return db.runTransaction(async (tx): Promise<ItnOutcome> => {
    const [payment, firm, acct] = await Promise.all([tx.get(paymentRef(pfPaymentId)), tx.get(firmRef(firmId)), tx.get(accountRef(firmId))]);
    if (payment.exists) return { result: 'duplicate', pfPaymentId };
    if (!firm.exists) reject(`firm ${firmId} not found`);

    const record = {
      pfPaymentId,
      mPaymentId,
      firmId,
      plan: paidPlan,
      paymentStatus: status,
      amountGross: amount,
      amountFee: parseAmount(data.amount_fee),
      amountNet: parseAmount(data.amount_net),
      token,
      billingDate: data.billing_date ?? null,
      mode: payfastMode(),
      createdAt: FieldValue.serverTimestamp(),
    };

    if (status === 'CANCELLED') {
      // A cancellation of an older subscription must not undo a newer one.
      const current = acct.get('subscriptionToken');
      const applies = isPaidPackage(firm) && (!current || !token || current === token);
      tx.create(paymentRef(pfPaymentId), { ...record, applied: applies });
      if (applies) downgradeToFree(tx, firm, now);
      return { result: 'applied', action: applies ? 'cancelled' : 'cancel-ignored', pfPaymentId, firmId };
    }

    const invoice = invoiceNumber(now);
    const trialUsed = amount !== null && amountMatches(amount, 0);
    tx.create(paymentRef(pfPaymentId), { ...record, applied: true, invoiceNumber: invoice });
    applyPaidTier(tx, firm, paidPlan, now, { subscriptionToken: token, trialUsed });
    tx.update(checkoutRef(mPaymentId), { state: 'completed', completedAt: FieldValue.serverTimestamp(), pfPaymentId });
    const email = acct.get('email');
    if (typeof email === 'string' && email) {
      await enqueueMail(tx, {
        to: email,
        template: 'invoice',
        data: {
          invoiceNumber: invoice,
          date: now.toISOString().slice(0, 10),
          recipient: {
            firmName: String(firm.get('firmName') ?? '').trim() || email,
            contactPerson: String(acct.get('contactPerson') ?? '').trim() || undefined,
            address: String(acct.get('address') ?? '').trim() || undefined,
            email,
          },
          planName: PLANS[paidPlan].name,
          description: trialUsed
            ? `${PLANS[paidPlan].name} subscription: first month free, then ${formatRand(PLANS[paidPlan].price)}/month (incl. VAT) from ${data.billing_date || 'next month'}`
            : `${PLANS[paidPlan].name} subscription, one month`,
          totalCents: randToCents(amount ?? 0),
          paymentReference: pfPaymentId,
        },
      });
    }
    return { result: 'applied', action: 'upgraded', pfPaymentId, firmId };
  });
}
