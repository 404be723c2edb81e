import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { noticeEffect, planChange } from '@/domain/firms/plan-change';
import { type PaidPlanId } from '@/domain/payments/plan-ids';
import { isPaidPlan, PLANS, sastDay } from '@/domain/payments/plans';
import { randToCents } from '@/domain/payments/vat';
import { formatRand } from '@/domain/shared/money';
import { db } from '../shared/admin';
import { currentPlan, readFirm, writePlanChange } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { cancelPayfastSubscription } from './payfast-api';
import {
  payfastCredentials,
  payfastEndpoints,
  payfastMode,
  type PayfastCredentials,
  type PayfastEndpoints,
} from './payfast-config';
import { acceptableAmounts, amountMatches, invoiceNumber, isValidSource, parseAmount } from './payfast-itn';
import { itnParamString, itnSignature, parseFormBody, sameSignature } from './payfast-signature';
import { checkoutRecordRef, collections } from '../shared/documents';
import { cancellationWaitingFor, newestApplied, paidBefore, type RecordedPayment } from './payment-order';
import { checkoutRef, paymentRef } from './subscription-state';
import { claimTrial, trialAvailability } from './trial-claims';
import { tellOperatorOfPlanEvent } from './plan-event-notice';

export type ItnOutcome =
  | {
      result: 'applied';
      /** subscribed: a new subscription is live (and any older one was cancelled at PayFast). */
      action: 'subscribed' | 'renewed' | 'cancelled' | 'ignored-stale';
      pfPaymentId: string;
      firmId: string;
      /** The subscription this notice superseded, and whether PayFast cancelled it. */
      superseded?: { token: string; result: 'cancelled' | 'already-gone' | 'failed' };
    }
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
  // PayFast's own fault (a 5xx, a gateway) says nothing about the notice: retried, not refused.
  if (response.status >= 500) throw new Error(`PayFast's validate answered ${response.status}`);
  return response.ok && text === 'VALID';
}

/**
 * PayFast's validate call could not be made or answered (a timeout, a network fault, its 5xx): the
 * notice is neither accepted nor refused. It is thrown past handleItn, so payfastNotify answers
 * 500 and PayFast delivers it again later (issue 39: a refusal answered 200 lost the payment).
 */
export class ValidateUnavailable extends Error {}

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
  if (!(await isValidSource(context.sourceIp, endpoints.validHosts)))
    reject(`source ${context.sourceIp || 'unknown'} is not PayFast`);
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
  if (status !== 'COMPLETE' && status !== 'CANCELLED')
    return { result: 'ignored', reason: `payment_status ${status ?? '(none)'}` };

  // Cheap duplicate check before the network call; the transaction below re-checks.
  if ((await paymentRef(pfPaymentId).get()).exists) return { result: 'duplicate', pfPaymentId };

  // 4. The checkout we issued, for this firm and plan.
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(mPaymentId)) reject('m_payment_id missing or malformed');
  const [checkout, current] = await Promise.all([checkoutRecordRef(mPaymentId).get(), readFirm(firmId)]);
  if (!checkout.exists) reject(`no checkout ${mPaymentId}`);
  if (!current) reject(`firm ${firmId} not found`);
  if (checkout.data()?.firmId !== firmId || checkout.data()?.plan !== paidPlan) reject('checkout does not match firm and plan');

  // 5. Amount against the plan's price (never against what the checkout or the ITN claims).
  const amount = parseAmount(data.amount_gross);
  if (status === 'COMPLETE') {
    if (amount === null) reject('amount_gross missing or malformed');
    // R0 only while the free month is open to this firm and its LPC number (trial-claims.ts).
    const allowed = acceptableAmounts(paidPlan, await trialAvailability(current!));
    if (!allowed.some((a) => amountMatches(amount!, a)))
      reject(`amount ${data.amount_gross} does not match ${PLANS[paidPlan].name} (${allowed.join(' or ')})`);
  }

  // 6. PayFast confirms it sent exactly this data.
  const validate = context.validate ?? postValidate;
  let valid = false;
  try {
    valid = await validate(endpoints.validate, itnParamString(pairs));
  } catch (error) {
    throw new ValidateUnavailable(`validate call failed: ${(error as Error).message}`);
  }
  if (!valid) reject('PayFast did not validate the notification');

  const now = context.now ?? new Date();
  const token = data.token?.trim() || null;
  const outcome = await db.runTransaction(async (tx): Promise<ItnOutcome & { supersededToken?: string | null }> => {
    const [payment, checkoutNow, record, firmPayments] = await Promise.all([
      tx.get(paymentRef(pfPaymentId)),
      tx.get(checkoutRecordRef(mPaymentId)),
      readFirm(firmId, tx),
      tx.get(collections.payments().where('firmId', '==', firmId)),
    ]);
    const recorded = firmPayments.docs.map((d) => ({ ...d.data(), pfPaymentId: d.id }) as RecordedPayment);
    if (payment.exists) return { result: 'duplicate', pfPaymentId };
    if (!record) return reject(`firm ${firmId} not found`);
    // A free month starts only if it is still open (another firm with the same LPC number may
    // have claimed it since the check above); read before any write of this transaction.
    const startsTrial = status === 'COMPLETE' && amount !== null && amountMatches(amount, 0);
    if (startsTrial && !(await trialAvailability(record, tx)))
      reject('the free month was already given to this firm or LPC number');

    const paymentRecord = {
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

    // Only the live subscription (or a new checkout's first notice) moves the plan: a late notice
    // from a cancelled or superseded subscription is recorded and changes nothing.
    const effect = noticeEffect(
      { status, token, plan: paidPlan, firstOfCheckout: checkoutNow.data()?.state === 'pending' },
      currentPlan(record),
    );
    if (effect.effect === 'ignore') {
      tx.create(paymentRef(pfPaymentId), { ...paymentRecord, applied: false, ignoredReason: effect.reason });
      return { result: 'applied', action: 'ignored-stale', pfPaymentId, firmId };
    }
    // Out of order: a payment older than one already applied (PayFast's own numbering) is recorded
    // and moves nothing. In payment order a newer subscription replaced this one, so if it is not
    // the live one, it is cancelled at PayFast as a superseded subscription would have been.
    const newest = newestApplied(recorded);
    if (effect.effect !== 'cancel' && newest && paidBefore(pfPaymentId, newest)) {
      const reason = `older than payment ${newest}, already applied`;
      tx.create(paymentRef(pfPaymentId), { ...paymentRecord, applied: false, ignoredReason: reason });
      if (effect.effect === 'subscribe')
        tx.update(checkoutRef(mPaymentId), { state: 'completed', completedAt: FieldValue.serverTimestamp(), pfPaymentId });
      const supersededToken = effect.effect === 'subscribe' && token !== record.account.subscriptionToken ? token : null;
      return { result: 'applied', action: 'ignored-stale', pfPaymentId, firmId, supersededToken };
    }
    if (effect.effect === 'cancel') {
      // PayFast itself ended this subscription: there is nothing left to cancel there.
      tx.create(paymentRef(pfPaymentId), { ...paymentRecord, applied: true });
      writePlanChange(tx, record, planChange(currentPlan(record), 'free', { cause: 'cancellation', now }));
      await tellOperatorOfPlanEvent(
        tx,
        record,
        { from: record.firm.packageType, to: 'free', cancelled: { endsAt: null } },
        'payfast',
      );
      return { result: 'applied', action: 'cancelled', pfPaymentId, firmId };
    }

    const invoice = invoiceNumber(now);
    const trialUsed = startsTrial;
    const change =
      effect.effect === 'subscribe'
        ? planChange(currentPlan(record), paidPlan, { cause: 'payment', now, subscriptionToken: token!, trialUsed })
        : planChange(currentPlan(record), paidPlan, { cause: 'renewal', now });
    // Out of order: PayFast's cancellation of this subscription came first. In payment order the
    // payment applies, then the cancellation: both happen now, and the cancellation is marked applied.
    const earlyCancellation = effect.effect === 'subscribe' ? cancellationWaitingFor(token, recorded) : null;
    const final = earlyCancellation
      ? planChange({ packageType: paidPlan, account: change.account }, 'free', { cause: 'cancellation', now })
      : change;
    tx.create(paymentRef(pfPaymentId), { ...paymentRecord, applied: true, invoiceNumber: invoice });
    writePlanChange(tx, record, final);
    if (trialUsed && effect.effect === 'subscribe') claimTrial(tx, record, now);
    if (effect.effect === 'subscribe') {
      tx.update(checkoutRef(mPaymentId), { state: 'completed', completedAt: FieldValue.serverTimestamp(), pfPaymentId });
      await tellOperatorOfPlanEvent(tx, record, { from: record.firm.packageType, to: paidPlan }, 'payfast');
    }
    if (earlyCancellation) {
      tx.update(paymentRef(earlyCancellation.pfPaymentId), { applied: true, appliedAfter: pfPaymentId, ignoredReason: null });
      await tellOperatorOfPlanEvent(tx, record, { from: paidPlan, to: 'free', cancelled: { endsAt: null } }, 'payfast');
    }
    const firm = record.firm;
    const acct = record.account;
    const email = acct.email;
    if (email) {
      await enqueueMail(tx, {
        to: email,
        template: 'invoice',
        data: {
          invoiceNumber: invoice,
          date: sastDay(now),
          recipient: {
            firmName: firm.firmName.trim() || email,
            contactPerson: acct.contactPerson?.trim() || undefined,
            address: acct.address?.trim() || undefined,
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
    return {
      result: 'applied',
      action: effect.effect === 'subscribe' ? 'subscribed' : 'renewed',
      pfPaymentId,
      firmId,
      supersededToken: change.cancelSubscriptionToken,
    };
  });

  // The new subscription is confirmed and live: the one it replaces stops billing now. A failure
  // is recorded on the payment for an operator; the old subscription's notices change nothing.
  const { supersededToken, ...result } = outcome;
  if (result.result !== 'applied' || !supersededToken) return result;
  const cancelled = await cancelPayfastSubscription(supersededToken, { credentials, endpoints, now });
  const superseded = { token: supersededToken, result: cancelled.result };
  if (cancelled.result === 'failed') {
    logger.error(
      'PayFast: could not cancel the superseded subscription; the firm may be billed twice until an operator cancels it',
      {
        firmId,
        status: cancelled.status,
        detail: cancelled.detail,
      },
    );
  }
  await paymentRef(pfPaymentId).update({ superseded: { ...superseded, at: FieldValue.serverTimestamp() } });
  return { ...result, superseded };
}
