/**
 * The fault run's drivers (`npm run faults`, issue 39), loopback only: PayFast notices delivered
 * twice, out of order and an hour late; the Functions emulator's workers killed mid-run; a request
 * cut after it was sent. Each driver keeps what it did, and its check counts what must hold.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { itnParamString, itnSignature } from '../../functions/src/payments/payfast-signature';
import { buildItnPairs, risingPaymentId } from '../../functions/src/payments/simulated-itn';
import { localAppCheckToken } from '../../src/lib/app-check-local-token';
import { PLANS } from '../../src/domain/payments/plans';
import { adminApp } from '../lib/seed-demo-data';
import { PROJECT_ID } from './platform';

const FUNCTIONS = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${PROJECT_ID}/africa-south1`;
/** The simulator's public test merchant and passphrase (PAYFAST_MODE=simulator in every local run). */
const SIM = { merchantId: '10000100', passphrase: 'regmatch-simulator-passphrase' };

// ---------------------------------------------------------------------------------------------
// PayFast: four shapes of disorder, each with the state payment order gives
// ---------------------------------------------------------------------------------------------
type Plan = 'premium' | 'premium_plus';
interface Notice {
  pfPaymentId: string;
  body: string;
}
interface Expected {
  plan: 'free' | Plan;
  token: string | null;
  /** planEvents lines and invoices payment order makes. */
  lines: number;
  invoices: number;
}
export interface PayfastCase {
  firmId: string;
  shape: 'twice' | 'cancel-first' | 'older-after-newer' | 'late-renewal';
  expected: Expected;
  posted: number;
}

async function issue(
  firmId: string,
  plan: Plan,
  checkoutId: string,
  o: { status?: 'COMPLETE' | 'CANCELLED'; token: string; takenAt?: number },
): Promise<Notice> {
  const db = getFirestore(adminApp());
  const pfPaymentId = risingPaymentId(o.takenAt);
  const amount = o.status === 'CANCELLED' ? '0.00' : PLANS[plan].price.toFixed(2);
  const pairs = buildItnPairs(
    {
      m_payment_id: checkoutId,
      amount,
      item_name: `RegMatch ${PLANS[plan].name}`,
      custom_str1: firmId,
      custom_str2: plan,
      email_address: `${firmId}@payer.example.co.za`,
    },
    pfPaymentId,
    o.status ?? 'COMPLETE',
    o.token,
    SIM.merchantId,
  );
  const signed: [string, string][] = [...pairs, ['signature', itnSignature(pairs, SIM.passphrase)]];
  // What the simulator records, so the handler's validate call finds that 'PayFast' sent it.
  await db.doc(`payfastSimulatorItns/${pfPaymentId}`).set({ paramString: itnParamString(signed), createdAt: Timestamp.now() });
  return { pfPaymentId, body: new URLSearchParams(signed).toString() };
}

async function checkout(firmId: string, plan: Plan): Promise<string> {
  const ref = getFirestore(adminApp()).collection('checkouts').doc();
  await ref.set({ firmId, plan, state: 'pending', createdAt: Timestamp.now() });
  return ref.id;
}

async function post(notice: Notice): Promise<number> {
  try {
    const response = await fetch(`${FUNCTIONS}/payfastNotify`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: notice.body,
      signal: AbortSignal.timeout(60_000),
    });
    return response.status;
  } catch {
    return 0;
  }
}

/**
 * PayFast retries until it gets a 200: a notice answered otherwise (a worker killed mid-call) is
 * posted again, as PayFast would, a few seconds later.
 */
async function deliver(notice: Notice, counter: { posted: number }) {
  for (let attempt = 0; attempt < 6; attempt++) {
    counter.posted++;
    if ((await post(notice)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}

/** One firm's disorder of the given shape; answers what payment order makes of it. */
export async function payfastDisorder(firmId: string, shape: PayfastCase['shape']): Promise<PayfastCase> {
  const counter = { posted: 0 };
  const token = `load-${randomUUID()}`;
  const send = (...notices: Notice[]) => Promise.all(notices.map((n) => deliver(n, counter)));
  let expected: Expected;
  if (shape === 'twice') {
    const paid = await issue(firmId, 'premium_plus', await checkout(firmId, 'premium_plus'), { token });
    await send(paid, paid);
    await send(paid);
    expected = { plan: 'premium_plus', token, lines: 1, invoices: 1 };
  } else if (shape === 'cancel-first') {
    const id = await checkout(firmId, 'premium');
    const paid = await issue(firmId, 'premium', id, { token });
    const cancelled = await issue(firmId, 'premium', id, { token, status: 'CANCELLED' });
    await send(cancelled);
    await send(paid);
    await send(cancelled);
    expected = { plan: 'free', token: null, lines: 2, invoices: 1 };
  } else if (shape === 'older-after-newer') {
    const older = await issue(firmId, 'premium', await checkout(firmId, 'premium'), { token: `${token}-old` });
    const newer = await issue(firmId, 'premium_plus', await checkout(firmId, 'premium_plus'), { token });
    await send(newer);
    await send(older, older);
    expected = { plan: 'premium_plus', token, lines: 1, invoices: 1 };
  } else {
    const id = await checkout(firmId, 'premium');
    const hour = 3_600_000;
    const first = await issue(firmId, 'premium', id, { token, takenAt: Date.now() - 2 * hour });
    const late = await issue(firmId, 'premium', id, { token, takenAt: Date.now() - hour });
    const renewal = await issue(firmId, 'premium', id, { token });
    await send(first);
    await send(renewal);
    // The renewal taken an hour ago arrives now, after the newer one.
    await send(late, late);
    expected = { plan: 'premium', token, lines: 1, invoices: 2 };
  }
  return { firmId, shape, expected, posted: counter.posted };
}

/** The firms whose end state is not payment order's, and notices whose effects were applied twice. */
export async function checkPayfast(cases: readonly PayfastCase[]): Promise<{ wrongState: string[]; appliedTwice: string[] }> {
  const db = getFirestore(adminApp());
  const wrongState: string[] = [];
  const appliedTwice: string[] = [];
  for (const c of cases) {
    const [firm, account, lines] = await Promise.all([
      db.doc(`firms/${c.firmId}`).get(),
      db.doc(`firms/${c.firmId}/private/account`).get(),
      db.collection('planEvents').where('firmId', '==', c.firmId).get(),
    ]);
    const email = String(account.get('email') ?? '');
    const invoiceCount = email
      ? (await db.collection('mail').where('template', '==', 'invoice').where('to', '==', email).get()).size
      : 0;
    if (firm.get('packageType') !== c.expected.plan || (account.get('subscriptionToken') ?? null) !== c.expected.token)
      wrongState.push(`${c.shape} ${c.firmId}: ${firm.get('packageType')}/${account.get('subscriptionToken')}`);
    if (lines.size !== c.expected.lines || invoiceCount !== c.expected.invoices)
      appliedTwice.push(`${c.shape} ${c.firmId}: ${lines.size} lines, ${invoiceCount} invoices`);
  }
  return { wrongState, appliedTwice };
}

// ---------------------------------------------------------------------------------------------
// The Functions runtime dying: every worker process of this run's Functions emulator, killed
// ---------------------------------------------------------------------------------------------
const parentOf = (pid: number): number => Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]);
const commandOf = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ');
  } catch {
    return '';
  }
};

/**
 * The firebase CLI process this run is inside (`emulators:exec` started it): found by walking up
 * from this process, so only this run's own emulators are ever touched.
 */
function emulatorsProcess(): number | null {
  for (let pid = process.ppid; pid > 1; pid = parentOf(pid)) if (/emulators:(exec|start)/.test(commandOf(pid))) return pid;
  return null;
}

/**
 * Kills (SIGKILL) every Functions runtime worker under this run's emulators: a function run cut
 * in the middle, as when a Cloud Functions instance dies. The emulator starts new workers on the
 * next calls. Answers how many were killed.
 */
export function killFunctionWorkers(): number {
  const root = emulatorsProcess();
  if (!root) return 0;
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    try {
      const parent = parentOf(pid);
      children.set(parent, [...(children.get(parent) ?? []), pid]);
    } catch {
      // gone meanwhile
    }
  }
  const descendants: number[] = [];
  const walk = (pid: number) => {
    for (const child of children.get(pid) ?? []) {
      descendants.push(child);
      walk(child);
    }
  };
  walk(root);
  const workers = descendants.filter((pid) => commandOf(pid).includes('functionsEmulatorRuntime'));
  for (const pid of workers) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return workers.length;
}

// ---------------------------------------------------------------------------------------------
// A request cut after it was sent: the connection drops before the answer comes back
// ---------------------------------------------------------------------------------------------
/** Sends a callable and drops the connection `afterMs` later, whatever happens; the server carries on. */
export async function cutCall(name: string, data: unknown, forwardedFor: string, afterMs: number): Promise<void> {
  try {
    const response = await fetch(`${FUNCTIONS}/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Firebase-AppCheck': localAppCheckToken('demo-app', PROJECT_ID).token,
        'X-Forwarded-For': forwardedFor,
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(Math.max(1, Math.round(afterMs))),
    });
    await response.text();
  } catch {
    // The cut: whatever the server did, this caller never hears of it.
  }
}
