/**
 * `npm run payfast:simulate -- --firm <firmId> --plan premium|premium_plus [--status COMPLETE|CANCELLED] [--times N]`
 *
 * Plays PayFast against running emulators (npm start, or inside `npm run emulators -- ...`):
 * records the checkout createCheckout would have recorded, signs an ITN with the simulator's
 * test passphrase, registers it with the local validate endpoint, posts it to the app's
 * /api/payfast/notify (N times, to show idempotency) and prints the firm's plan afterwards.
 * Emulators only: it refuses to run without FIRESTORE_EMULATOR_HOST.
 */
import { randomUUID } from 'node:crypto';
import { parseArgs } from 'node:util';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { itnParamString, itnSignature } from '../functions/src/payments/payfast-signature';
import { buildItnPairs, risingPaymentId } from '../functions/src/payments/simulated-itn';
import { PLANS, isPaidPlan, oneMonthAfter } from '../src/domain/payments/plans';
import { emulatorEnv } from './lib/emulators.mjs';

const SIMULATOR = { merchantId: '10000100', passphrase: 'regmatch-simulator-passphrase' };

const { values } = parseArgs({
  options: {
    firm: { type: 'string', default: 'demo-firm-free' },
    plan: { type: 'string', default: 'premium' },
    status: { type: 'string', default: 'COMPLETE' },
    times: { type: 'string', default: '1' },
    amount: { type: 'string' },
  },
});

// Defaults for this checkout's emulators (EMU_INSTANCE), unless the caller already set them.
const env = emulatorEnv();
for (const key of ['FIRESTORE_EMULATOR_HOST', 'EMU_PROJECT_ID', 'EMU_HOSTING_URL']) process.env[key] ??= env[key];
if (!process.env.FIRESTORE_EMULATOR_HOST)
  throw new Error('Refusing to run: FIRESTORE_EMULATOR_HOST must point at the emulators.');

const plan = values.plan;
const status = values.status === 'CANCELLED' ? 'CANCELLED' : 'COMPLETE';
if (!isPaidPlan(plan)) throw new Error(`--plan must be premium or premium_plus, not ${plan}`);
const times = Math.max(1, Math.min(10, Number(values.times) || 1));
const firmId = values.firm;

const app = getApps()[0] ?? initializeApp({ projectId: process.env.EMU_PROJECT_ID });
const db = getFirestore(app);
const firm = await db.doc(`firms/${firmId}`).get();
if (!firm.exists)
  throw new Error(`No firm ${firmId} in project ${process.env.EMU_PROJECT_ID}. Is npm start running with the same EMU_INSTANCE?`);
const account = await db.doc(`firms/${firmId}/private/account`).get();

const trial = PLANS[plan].freeMonths > 0 && account.get('premiumTrialUsed') !== true;
const amount = values.amount ?? (trial ? '0.00' : PLANS[plan].price.toFixed(2));
const checkout = db.collection('checkouts').doc();
await checkout.set({
  firmId,
  plan,
  amount: Number(amount),
  recurringAmount: PLANS[plan].price,
  trial,
  state: 'pending',
  mode: 'simulator',
  source: 'payfast:simulate',
  createdAt: Timestamp.now(),
});

const origin = process.env.APP_ORIGIN ?? process.env.EMU_HOSTING_URL!;
const pfPaymentId = risingPaymentId();
const pairs = buildItnPairs(
  {
    m_payment_id: checkout.id,
    item_name: `RegMatch ${PLANS[plan].name}`,
    amount,
    custom_str1: firmId,
    custom_str2: plan,
    email_address: String(account.get('email') ?? ''),
    ...(trial ? { billing_date: oneMonthAfter(new Date()).toISOString().slice(0, 10) } : {}),
  },
  pfPaymentId,
  status,
  String(account.get('subscriptionToken') ?? randomUUID()),
  SIMULATOR.merchantId,
);
const signed: [string, string][] = [...pairs, ['signature', itnSignature(pairs, SIMULATOR.passphrase)]];
await db.doc(`payfastSimulatorItns/${pfPaymentId}`).set({ paramString: itnParamString(signed), createdAt: Timestamp.now() });

console.log(`Posting a signed ${status} ITN for ${firmId} (${plan}, R${amount}) to ${origin}/api/payfast/notify ${times}x...`);
for (let i = 1; i <= times; i++) {
  const response = await fetch(`${origin}/api/payfast/notify`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(signed).toString(),
  });
  console.log(`  delivery ${i}: HTTP ${response.status}`);
}
const after = await db.doc(`firms/${firmId}`).get();
const payments = await db.collection('payments').where('firmId', '==', firmId).get();
console.log(
  `Firm ${firmId} is now on '${after.get('packageType')}' with ${payments.size} recorded payment(s). pf_payment_id ${pfPaymentId}.`,
);
