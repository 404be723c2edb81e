import { randomUUID } from 'node:crypto';
import { FieldValue } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { inEmulator } from '../shared/config';
import { appOrigin, payfastMode, SIMULATOR_BASE_PATH, SIMULATOR_CREDENTIALS } from './payfast-config';
import { buildItnPairs, risingPaymentId } from './simulated-itn';
import {
  apiSignature,
  checkoutSignature,
  itnParamString,
  itnSignature,
  parseFormBody,
  sameSignature,
  type Pairs,
} from './payfast-signature';
import { z } from 'zod';
import { collections, fieldsOf } from '../shared/documents';

/**
 * A local stand-in for PayFast, for emulator runs only (it answers 404 anywhere else, and the
 * page that drives it is only built into emulator bundles). It behaves like PayFast where our
 * code depends on it: it checks the checkout form's signature, lets the user complete or cancel,
 * posts a correctly signed ITN to notify_url, answers the validate call, and accepts a signed
 * subscription cancel. It keeps a register of the subscriptions it created (payfastSimulator-
 * Subscriptions/{token}: active or cancelled), so tests and newcomers can see which ones would
 * still be billed, and it can send a subscription's monthly notice on demand (also for a
 * cancelled one: a notice that crossed the cancellation).
 */
function simulatorEnabled(): boolean {
  return inEmulator() && payfastMode() === 'simulator';
}

const sessions = () => collections.payfastSimulator();
const issuedItns = () => collections.payfastSimulatorItns();
const subscriptions = () => collections.payfastSimulatorSubscriptions();

async function postItn(notifyUrl: string, body: string): Promise<number> {
  try {
    const response = await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    return response.status;
  } catch (error) {
    logger.error('simulator could not reach notify_url', { error: String(error) });
    return 0;
  }
}

/** Signs an ITN as PayFast would and records it, so the validate call can confirm it later. */
async function issueItn(pairs: Pairs): Promise<string> {
  const signed = [...pairs, ['signature', itnSignature(pairs, SIMULATOR_CREDENTIALS.passphrase)]] as [string, string][];
  const pfPaymentId = pairs.find(([k]) => k === 'pf_payment_id')?.[1] ?? '';
  await issuedItns()
    .doc(pfPaymentId)
    .set({ paramString: itnParamString(signed), createdAt: FieldValue.serverTimestamp() });
  return new URLSearchParams(signed).toString();
}

async function processCheckout(req: Request, res: Response) {
  const pairs = parseFormBody(req.rawBody?.toString('utf8') ?? '');
  const fields = Object.fromEntries(pairs);
  const unsigned = pairs.filter(([k]) => k !== 'signature');
  const expected = checkoutSignature(unsigned, SIMULATOR_CREDENTIALS.passphrase);
  if (fields.merchant_id !== SIMULATOR_CREDENTIALS.merchantId || fields.merchant_key !== SIMULATOR_CREDENTIALS.merchantKey) {
    res.status(400).type('text/plain').send('PayFast simulator: merchant_id or merchant_key is wrong.');
    return;
  }
  if (!fields.signature || !sameSignature(expected, fields.signature)) {
    res.status(400).type('text/plain').send('PayFast simulator: generated signature does not match submitted signature.');
    return;
  }
  const session = sessions().doc();
  await session.set({ fields, state: 'open', createdAt: FieldValue.serverTimestamp() });
  res.redirect(303, `${appOrigin()}${SIMULATOR_BASE_PATH}?session=${session.id}`);
}

/** A simulated checkout session or subscription as this simulator stored it: PayFast's fields and a state. */
const simulatedRecordSchema = z.object({ fields: z.record(z.string(), z.string()), state: z.string() });
const simulatedRecordOf = (snap: { data(): unknown }) =>
  fieldsOf(simulatedRecordSchema, snap) ?? { fields: {}, state: 'unknown' };

async function sessionInfo(req: Request, res: Response) {
  const id = String(req.query.id ?? '');
  const snap = id ? await sessions().doc(id).get() : null;
  if (!snap?.exists) {
    res.status(404).json({ error: 'This simulated checkout does not exist or has expired. Start the upgrade again.' });
    return;
  }
  const { fields: f, state } = simulatedRecordOf(snap);
  res.json({
    id,
    state,
    itemName: f.item_name ?? '',
    itemDescription: f.item_description ?? '',
    amount: f.amount ?? '0.00',
    recurringAmount: f.recurring_amount ?? '',
    billingDate: f.billing_date ?? null,
    frequency: f.frequency ?? '',
    plan: f.custom_str2 ?? '',
    returnUrl: f.return_url ?? '',
    cancelUrl: f.cancel_url ?? '',
  });
}

async function complete(req: Request, res: Response) {
  const id = String((req.body as { session?: unknown })?.session ?? '');
  const ref = id ? sessions().doc(id) : null;
  const snap = ref ? await ref.get() : null;
  if (!ref || !snap?.exists) {
    res.status(404).json({ error: 'This simulated checkout does not exist.' });
    return;
  }
  const { fields, state } = simulatedRecordOf(snap);
  if (state !== 'open') {
    res.status(409).json({ error: 'This simulated checkout was already completed or cancelled.' });
    return;
  }
  const pfPaymentId = risingPaymentId();
  const token = randomUUID();
  await subscriptions()
    .doc(token)
    .set({
      firmId: fields.custom_str1 ?? '',
      plan: fields.custom_str2 ?? '',
      fields,
      state: 'active',
      createdAt: FieldValue.serverTimestamp(),
    });
  const body = await issueItn(buildItnPairs(fields, pfPaymentId, 'COMPLETE', token, SIMULATOR_CREDENTIALS.merchantId));
  const notifyStatus = await postItn(fields.notify_url!, body);
  await ref.update({ state: 'completed', pfPaymentId, token, notifyStatus, completedAt: FieldValue.serverTimestamp() });
  res.json({ returnUrl: fields.return_url, notifyStatus, pfPaymentId, token });
}

async function cancel(req: Request, res: Response) {
  const id = String((req.body as { session?: unknown })?.session ?? '');
  const snap = id ? await sessions().doc(id).get() : null;
  if (!snap?.exists) {
    res.status(404).json({ error: 'This simulated checkout does not exist.' });
    return;
  }
  await snap.ref.update({ state: 'cancelled' });
  res.json({ cancelUrl: simulatedRecordOf(snap).fields.cancel_url });
}

async function validate(req: Request, res: Response) {
  const raw = req.rawBody?.toString('utf8') ?? '';
  const pfPaymentId = new URLSearchParams(raw).get('pf_payment_id') ?? '';
  const issued = pfPaymentId ? await issuedItns().doc(pfPaymentId).get() : null;
  const issuedString = fieldsOf(z.object({ paramString: z.string() }), issued)?.paramString;
  res.type('text/plain').send(issuedString !== undefined && issuedString === raw ? 'VALID' : 'INVALID');
}

/** PayFast's monthly charge of one subscription: a COMPLETE notice for the recurring amount. */
async function chargeSubscription(token: string, res: Response) {
  const snap = await subscriptions().doc(token).get();
  if (!snap.exists) {
    res.status(404).json({ error: 'The simulator has no subscription with this token.' });
    return;
  }
  const { fields, state } = simulatedRecordOf(snap);
  const pfPaymentId = risingPaymentId();
  const recurring = {
    ...fields,
    amount: fields.recurring_amount ?? fields.amount ?? '0.00',
    billing_date: new Date().toISOString().slice(0, 10),
  };
  const body = await issueItn(buildItnPairs(recurring, pfPaymentId, 'COMPLETE', token, SIMULATOR_CREDENTIALS.merchantId));
  const notifyStatus = await postItn(fields.notify_url!, body);
  res.json({ notifyStatus, pfPaymentId, state });
}

async function subscriptionCancel(req: Request, res: Response, token: string) {
  const h = (name: string) => String(req.headers[name] ?? '');
  // Same rule as PayFast: the sorted header values plus the passphrase, MD5.
  const expected = apiSignature(
    { 'merchant-id': h('merchant-id'), version: h('version'), timestamp: h('timestamp') },
    SIMULATOR_CREDENTIALS.passphrase,
  );
  if (
    h('merchant-id') !== SIMULATOR_CREDENTIALS.merchantId ||
    h('version') !== 'v1' ||
    !sameSignature(expected, h('signature'))
  ) {
    res.status(401).json({ code: 401, status: 'failed', data: { response: 'Merchant authorization failed.' } });
    return;
  }
  // A token of 'simulate-failure' lets scripts and tests see how the app behaves when PayFast is down.
  if (req.path.includes('/subscriptions/simulate-failure/')) {
    res.status(503).json({ code: 503, status: 'failed', data: { response: 'Service unavailable (simulated)' } });
    return;
  }
  const subscription = subscriptions().doc(token);
  if (!(await subscription.get()).exists) {
    res.status(404).json({ code: 404, status: 'failed', data: { response: 'Subscription not found' } });
    return;
  }
  await subscription.update({ state: 'cancelled', cancelledAt: FieldValue.serverTimestamp() });
  res.json({ code: 200, status: 'success', data: { response: true, message: 'Subscription cancelled (simulator)' } });
}

export const payfastSimulator = onRequest({ timeoutSeconds: 60 }, async (req, res) => {
  if (!simulatorEnabled()) {
    res.status(404).send('Not Found');
    return;
  }
  const path = req.path.replace(/^.*\/dev\/payfast-simulator/, '') || '/';
  try {
    if (req.method === 'POST' && path === '/process') return await processCheckout(req, res);
    if (req.method === 'GET' && path === '/session') return await sessionInfo(req, res);
    if (req.method === 'POST' && path === '/complete') return await complete(req, res);
    if (req.method === 'POST' && path === '/cancel') return await cancel(req, res);
    if (req.method === 'POST' && path === '/validate') return await validate(req, res);
    const subscription = /^\/subscriptions\/([^/]+)\/(cancel|charge)$/.exec(path);
    if (req.method === 'PUT' && subscription?.[2] === 'cancel')
      return await subscriptionCancel(req, res, decodeURIComponent(subscription[1]!));
    if (req.method === 'POST' && subscription?.[2] === 'charge')
      return await chargeSubscription(decodeURIComponent(subscription[1]!), res);
    res.status(404).send('Not Found');
  } catch (error) {
    logger.error('payfast simulator failed', { error: String(error), path });
    res.status(500).json({ error: 'The PayFast simulator failed; see the emulator log.' });
  }
});
