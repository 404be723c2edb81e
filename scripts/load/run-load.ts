/**
 * The load run inside `npm run load` (scripts/load.mjs starts the emulators around it): seeds
 * firms, then for a bounded time drives 50 simulated clients through the matching wizard's
 * requestMatch and 20 signed-in firms working their leads, stops the mail catcher's SMTP listener
 * for the middle fifth of the run, sweeps the mail queue once a minute as the schedule does, drains
 * it afterwards and reports errors, latency and lost or duplicated writes. Loopback only.
 *
 * Flags: --minutes 10, --clients 50, --firms 20, --in-flight 2, --max-calls 40000,
 * --drain-minutes 10, --firm-count 150, --out test-results/load-<time>.json
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, Timestamp } from 'firebase-admin/firestore';
import { MailDev } from 'maildev';
import { slotProblems } from '../../src/domain/answers/slots';
import { DEFAULT_BUSINESS_HOURS, type BusinessHours } from '../../src/domain/firms/options';
import { FREE_OVERVIEW_LEAD_LIMIT, sastMonthStart } from '../../src/domain/leads/free-plan';
import { SAST_OFFSET_MS } from '../../src/domain/payments/plans';
import { runJobAt } from '../../tests/fixtures/clock-run';
import { caughtEmails, mailPorts } from '../lib/mail-catcher';
import { adminApp, seedDemoData } from '../lib/seed-demo-data';
import { normaliseSouthAfricanMobile } from '../../src/domain/notifications/channels';
import { startMessagingSimulator, webhookUrlFor, type MessagingSimulator } from '../lib/messaging-simulator';
import { checkPayfast, cutCall, killFunctionWorkers, payfastDisorder, type PayfastCase } from './fault-drivers';
import {
  countPhone,
  emptyFaultAccount,
  faultLines,
  faultProblems,
  faultSchedule,
  isOn,
  type FaultAccount,
  type PhoneRecord,
} from './faults';
import { callCallable, listLeads, PROJECT_ID, signIn, sweepMail, sweepPhone, type ListedLead } from './platform';
import { countLeads, countMail, problems, REFUSAL_CODES, summariseCalls, type CallSample } from './report';
import { canTarget, wizardInput, type TargetFirm } from './requests';

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
const outFlag = process.argv.indexOf('--out');
/** `--faults` (`npm run faults`): the load with the fault schedule of faults.ts, shorter so the whole run fits 10 minutes. */
const FAULTS = process.argv.includes('--faults');

const MINUTES = flag('minutes', FAULTS ? 5 : 10);
const CLIENTS = flag('clients', 50);
const FIRMS = flag('firms', 20);
/**
 * Calls in flight at once, whatever the simulated people want: the Functions emulator keeps a
 * worker process (~150 MB, seconds of CPU to start) for every call that was ever in flight at once
 * (one shared pool in our sessions: scripts/lib/functions-shared-workers.mjs), so the cap is what
 * bounds the run's memory on a shared machine. Time waiting for a slot is not latency.
 */
const IN_FLIGHT = flag('in-flight', 2);
const MAX_CALLS = flag('max-calls', 40_000);
const DRAIN_MINUTES = flag('drain-minutes', FAULTS ? 3 : 10);
const FIRM_COUNT = flag('firm-count', 150);
const ROOT = new URL('../..', import.meta.url).pathname;
const OUT =
  outFlag >= 0
    ? process.argv[outFlag + 1]!
    : join(ROOT, 'test-results', `load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);

const durationMs = MINUTES * 60_000;
/** The SMTP outage: minute 4 to 6 of 10, proportionally for other lengths. */
const OUTAGE = { fromMs: durationMs * 0.4, toMs: durationMs * 0.6 };
/** The fault run's windows (faults.ts); none in a plain load run but the SMTP outage above. */
const SCHEDULE = FAULTS ? faultSchedule(durationMs) : [];
const faultOn = (kind: Parameters<typeof isOn>[1]) => FAULTS && startedAt > 0 && isOn(SCHEDULE, kind, Date.now() - startedAt);
const faults: FaultAccount = emptyFaultAccount();
/** Each simulated client's address serves at most this many requests, below requestMatch's per-network limit (100 an hour). */
const REQUESTS_PER_ADDRESS = 60;
const SWEEP_EVERY_MS = 60_000;
/** The dashboard's page of leads: PAGE_SIZE in src/lib/use-paged-query.ts (which loads the web SDK, so not imported). */
const PAGE_SIZE = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const between = (min: number, max: number) => min + Math.random() * (max - min);
const log = (message: string) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${message}`);

// ---------------------------------------------------------------------------------------------
// Bounds: a hard stop, a cap on calls, a cap on calls in flight.
// ---------------------------------------------------------------------------------------------
const samples: CallSample[] = [];
let startedAt = 0;
let stopped = false;
const running = () => !stopped && Date.now() - startedAt < durationMs && samples.length < MAX_CALLS;

/** A fixed number of slots; a call that gets one after the stop is not made. */
class Slots {
  inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly size: number) {}

  /** `evenAfterStop`: a person's second press of Submit, seconds after the first, is made whatever the clock. */
  async run<T>(work: () => Promise<T>, evenAfterStop = false): Promise<T | null> {
    if (this.inFlight >= this.size) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inFlight++;
    try {
      return running() || evenAfterStop ? await work() : null;
    } finally {
      this.inFlight--;
      this.waiting.shift()?.();
    }
  }
}
/** The clients' and the firms' calls queue apart, so fifty clients never starve twenty firms. */
const clientSlots = new Slots(IN_FLIGHT);
const firmSlots = new Slots(Math.max(1, Math.ceil(IN_FLIGHT / 2)));
/**
 * Bookings queue apart too: behind fifty clients' requests (seconds each, two at a time) a client
 * who received an answer waited minutes for a slot, so a run booked almost nothing. Two, so the
 * two calls of a race are in flight at the same moment.
 */
const bookingSlots = new Slots(2);
/**
 * The fault run's resends (after a cut or a failed call) are the same person pressing Submit again
 * seconds later: they queue apart (behind fifty clients they would wait minutes) and are made even
 * after the stop, so a lead written by the first call is always named by the resend's answer.
 */
const resendSlots = new Slots(1);

async function record<T>(slots: Slots, call: () => Promise<{ sample: CallSample; data?: T }>): Promise<T | undefined> {
  const answer = await slots.run(call);
  if (!answer) return undefined;
  samples.push(answer.sample);
  return answer.data;
}

// ---------------------------------------------------------------------------------------------
// Seeding: the demo dataset (listed, verified firms with their match index; free and paid), plus
// a sign-in for each working firm.
// ---------------------------------------------------------------------------------------------
interface SeededFirm extends TargetFirm {
  paid: boolean;
  businessHours: BusinessHours;
}

/**
 * The seed writes complete documents (match index and counters included), so the triggers that
 * would derive them are switched off meanwhile (the emulator hub's switch, as
 * @firebase/rules-unit-testing uses it): 150 firm writes at once otherwise start a Functions
 * emulator worker, a Node process of ~150 MB, per trigger event in flight.
 */
async function withTriggersOff<T>(work: () => Promise<T>): Promise<T> {
  const hub = `http://${process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400'}/functions`;
  const toggle = async (path: string) => {
    const response = await fetch(`${hub}/${path}`, { method: 'PUT' });
    if (!response.ok) throw new Error(`The emulator hub answered ${response.status} to ${path}`);
  };
  await toggle('disableBackgroundTriggers');
  try {
    return await work();
  } finally {
    await toggle('enableBackgroundTriggers');
  }
}

async function seed(): Promise<{ targets: SeededFirm[]; workers: { firm: SeededFirm; idToken: string }[] }> {
  await seedDemoData({ firmCount: FIRM_COUNT, quiet: true });
  const db = getFirestore(adminApp());
  const firms = (await db.collection('firms').where('listed', '==', true).get()).docs.map((d) => ({
    id: d.id,
    province: d.get('province') as string,
    primaryCity: d.get('primaryCity') as string,
    practiceAreas: (d.get('practiceAreas') as string[]) ?? [],
    businessServices: d.get('businessServices') as TargetFirm['businessServices'],
    paid: d.get('packageType') !== 'free',
    businessHours: (d.get('businessHours') as BusinessHours | undefined) ?? DEFAULT_BUSINESS_HOURS,
  }));
  const candidates = firms.filter((f) => !f.id.startsWith('demo-') && canTarget(f));
  const paid = candidates.filter((f) => f.paid);
  const free = candidates.filter((f) => !f.paid);
  const freeWorkers = Math.min(free.length, Math.round(FIRMS * 0.3));
  const chosen = [...paid.slice(0, FIRMS - freeWorkers), ...free.slice(0, freeWorkers)];
  const auth = getAuth(adminApp());
  const workers = [];
  for (const [i, firm] of chosen.entries()) {
    const email = `load-firm-${i}@firm-${firm.id}.co.za`;
    const password = `load-pass-${i}-${randomUUID()}`;
    const user = await auth.createUser({ email, password, emailVerified: true });
    await auth.setCustomUserClaims(user.uid, { firmId: firm.id, role: 'firm_admin' });
    await db
      .doc(`users/${user.uid}`)
      .set({ firmId: firm.id, role: 'firm_admin', email, createdAt: Timestamp.now(), lastLogin: null });
    workers.push({ firm, idToken: await signIn(email, password) });
  }
  return { targets: paid, workers };
}

// ---------------------------------------------------------------------------------------------
// The simulated people
// ---------------------------------------------------------------------------------------------
const answeredLeads = new Set<string>();
const runTag = Date.now().toString(36);

/** A stream of people on one network, each submitting the wizard once, a few seconds apart. */
async function client(index: number, targets: readonly TargetFirm[], workerFirms: readonly TargetFirm[]) {
  for (let n = 0; running(); n++) {
    await sleep(between(2_000, 6_000));
    if (!running()) return;
    // Two in five requests ask for what a working firm offers, so the firms have leads to work.
    const pool = Math.random() < 0.4 && workerFirms.length ? workerFirms : targets;
    const firm = pool[Math.floor(Math.random() * pool.length)]!;
    const email = `load-${runTag}-c${index}-r${n}@example.co.za`;
    const input = {
      ...wizardInput(firm, email, Math.random),
      idempotencyKey: randomUUID(),
      consent: { shareWithOtherFirms: Math.random() < 0.3, reroute: Math.random() < 0.5 },
    };
    // 198.18.0.0/15 is the range set aside for benchmarking (RFC 2544).
    const address = `198.18.${index}.${1 + Math.floor(n / REQUESTS_PER_ADDRESS)}`;
    // The fault run: one request in seven also asks for WhatsApp or SMS updates (a number its
    // holder has confirmed), and one in eight is cut after sending and sent again with its key.
    if (FAULTS && Math.random() < 1 / 7) Object.assign(input, { messaging: await confirmedPhone() });
    const cut = faultOn('cut-calls') && Math.random() < 1 / 8;
    if (cut) await clientSlots.run(() => cutCall('requestMatch', input, address, between(150, 600)));
    const attempt = async (resend: boolean) => {
      const call = () => callCallable<{ leadId: string }>('requestMatch', input, { forwardedFor: address });
      const answer = resend ? await resendSlots.run(call, true) : await clientSlots.run(call);
      if (answer) samples.push(answer.sample);
      return answer;
    };
    // After a cut, the person's resend (with the same key) comes at once.
    let answer = await attempt(cut);
    // The fault run: a call that failed (a killed worker) is sent again from the kept draft, with
    // its key, as the wizard's person would press Submit again.
    const error = answer?.sample.error;
    if (FAULTS && error && !REFUSAL_CODES.has(error)) {
      await sleep(3_000);
      answer = await attempt(true);
      failedRequests.push({ email, error, retried: answer?.data?.leadId ?? answer?.sample.error ?? 'not sent' });
    }
    const data = answer?.data;
    if (data?.leadId) answeredLeads.add(data.leadId);
    if (cut) cutRequests.push({ email, leadId: data?.leadId ?? null });
  }
}

/** Requests whose call failed (a killed worker) and were sent again: what the retry answered. */
const failedRequests: { email: string; error: string; retried: string }[] = [];
/** Requests cut after sending and retried with their key: the address each used, the lead the retry named. */
const cutRequests: { email: string; leadId: string | null }[] = [];
let phoneCount = 0;

/**
 * A phone choice for one request, its number confirmed by its holder (the YES path has its own
 * tests: abuse-phone-numbers.test.ts). Each number has a number range of its own (the per-range
 * cap); one in ten has no WhatsApp (the simulator reports it failed), so its messages must fall
 * back to SMS; one in ten chose SMS.
 */
async function confirmedPhone(): Promise<{ phone: string; channel: 'whatsapp' | 'sms'; consent: true }> {
  const k = phoneCount++;
  const noWhatsapp = k % 10 === 1;
  // The first seven digits of the E.164 number are its range: one range per number.
  const local = noWhatsapp
    ? `609${String(Math.floor(k / 10) % 100).padStart(2, '0')}${String(randomInt(0, 10_000)).padStart(4, '0')}`
    : `8${2 + (k % 3)}${String(k % 1000).padStart(3, '0')}${String(randomInt(0, 10_000)).padStart(4, '0')}`;
  const phone = normaliseSouthAfricanMobile(`0${local}`)!;
  await getFirestore(adminApp())
    .collection('messagingNumbers')
    .doc(createHash('sha256').update(phone).digest('hex'))
    .set({ confirmedAt: new Date(), confirmedBy: 'whatsapp' }, { merge: true });
  return { phone, channel: k % 10 === 3 ? 'sms' : 'whatsapp', consent: true };
}

/** Leads two sessions of one firm answered at the same moment, with both calls' answers. */
const twoSessionLeads: { leadId: string; calls: CallSample[] }[] = [];

/** The firm's answers that succeeded (issue 35): each must be stored and its email queued. */
const answersSent: { answerId: string; leadId: string }[] = [];
const bookingsMade: string[] = [];
const HOUR_MS = 3_600_000;

/**
 * Two consultation times a firm offers: on the hour, 09:00 to 15:00 SAST on the next eight days, from
 * a small pool shared by every lead of the firm, so clients of one firm compete for the same times
 * (first come, first served); only times the firm's hours allow (slotProblems, as the server checks).
 */
function offeredTimes(firm: SeededFirm): { startsAt: number; minutes: 60; mode: 'phone' }[] {
  const now = Date.now();
  const pool: number[] = [];
  for (let d = 1; d <= 8; d++) {
    const local = new Date(now + SAST_OFFSET_MS + d * 24 * HOUR_MS);
    for (let h = 9; h <= 15; h++) {
      const at = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), h) - SAST_OFFSET_MS;
      if (slotProblems([{ startsAt: at, minutes: 60 }], { now, businessHours: firm.businessHours }).length === 0) pool.push(at);
    }
  }
  const few = pool.slice(0, 6);
  const picked = [...new Set([few[Math.floor(Math.random() * few.length)]!, few[Math.floor(Math.random() * few.length)]!])];
  return picked.filter((t) => t !== undefined).map((startsAt) => ({ startsAt, minutes: 60, mode: 'phone' }));
}

/** A client who received an answer books one of its times, a few seconds later (half of them). */
async function booker() {
  const db = getFirestore(adminApp());
  const seen = new Set<string>();
  while (running()) {
    await sleep(between(3_000, 6_000));
    const answers = await db.collection('mail').where('template', '==', 'answer-received').get();
    for (const doc of answers.docs) {
      if (seen.has(doc.id) || !running()) continue;
      seen.add(doc.id);
      if (Math.random() < 0.5) continue;
      const data = doc.get('data') as {
        firmName?: string;
        answerUrl: string;
        offer: { kind: string; slots?: { startsAt: number }[] };
      };
      const slots = data.offer.slots ?? [];
      if (!slots.length) continue;
      const token = new URL(data.answerUrl).searchParams.get('token');
      const startsAt = slots[Math.floor(Math.random() * slots.length)]!.startsAt;
      const book = (t: string | null) =>
        bookingSlots.run(() => callCallable<{ bookingId: string }>('bookConsultation', { token: t, startsAt }));
      // Deliberate races: the same client in two tabs, or another client of the same firm offered
      // the same time, books it at the same moment. First come, first served: one booking.
      const rival = Math.random() < 0.5 ? rivalFor(doc.id, data, startsAt, answers.docs) : null;
      const racing = rival ? [book(token), book(rival)] : Math.random() < 0.3 ? [book(token), book(token)] : [book(token)];
      const answered = (await Promise.all(racing)).filter((a) => a !== null);
      for (const a of answered) {
        samples.push(a.sample);
        if (a.data?.bookingId) bookingsMade.push(a.data.bookingId);
      }
      if (racing.length > 1) {
        bookingRaces.push({ kind: rival ? 'two clients' : 'two tabs', booked: answered.filter((a) => a.data?.bookingId).length });
        if (rival) seen.add(rivalDocOf.get(rival) ?? '');
      }
    }
  }
}

/** Races run: each the number of bookings its two calls made (more than one is a double booking). */
const bookingRaces: { kind: 'two clients' | 'two tabs'; booked: number }[] = [];
const rivalDocOf = new Map<string, string>();

/** Another client's answer from the same firm that offers the same time, not yet booked from: its link. */
function rivalFor(
  id: string,
  data: { firmName?: string; answerUrl: string },
  startsAt: number,
  docs: readonly { id: string; get(field: string): unknown }[],
): string | null {
  for (const other of docs) {
    if (other.id === id) continue;
    const d = other.get('data') as { firmName?: string; answerUrl: string; offer: { slots?: { startsAt: number }[] } };
    if (d.firmName !== data.firmName || !(d.offer.slots ?? []).some((s) => s.startsAt === startsAt)) continue;
    const token = new URL(d.answerUrl).searchParams.get('token');
    if (token) {
      rivalDocOf.set(token, other.id);
      return token;
    }
  }
  return null;
}

/** A signed-in firm with its dashboard open: lists its leads, opens new ones, answers half, marks them contacted. */
async function firmWorker(firm: SeededFirm, idToken: string) {
  const opened = new Set<string>();
  while (running()) {
    await sleep(between(3_000, 8_000));
    if (!running()) return;
    const leads: ListedLead[] =
      (await record(firmSlots, () =>
        firm.paid
          ? listLeads(idToken, firm.id, null, PAGE_SIZE)
          : listLeads(idToken, firm.id, sastMonthStart(Date.now()), FREE_OVERVIEW_LEAD_LIMIT),
      )) ?? [];
    for (const lead of leads.filter((l) => l.status === 'pending').slice(0, 3)) {
      if (!running()) return;
      if (!lead.seen && !opened.has(lead.id)) {
        opened.add(lead.id);
        await record(firmSlots, () => callCallable('markLeadSeen', { leadId: lead.id }, { idToken }));
      }
      await sleep(between(500, 2_000));
      if (Math.random() < 0.5) {
        const input = {
          leadId: lead.id,
          message: 'We can help with this. Please choose a time for a first consultation.',
          fee: { consultation: { kind: 'free' }, matter: { kind: 'hourly', rand: 1500 }, vat: 'included' },
          offer: { kind: 'times', slots: offeredTimes(firm) },
        };
        if (faultOn('two-sessions') && Math.random() < 0.3) {
          // Two sessions of the firm (two tabs, two people) answer the same lead at the same moment.
          const second = { ...input, message: 'A colleague here: we can also help. Please choose a time.' };
          const both = await Promise.all([
            firmSlots.run(() => callCallable<{ answerId: string }>('answerLead', input, { idToken })),
            firmSlots.run(() => callCallable<{ answerId: string }>('answerLead', second, { idToken })),
          ]);
          for (const answer of both) {
            if (!answer) continue;
            samples.push(answer.sample);
            if (answer.data?.answerId) answersSent.push({ answerId: answer.data.answerId, leadId: lead.id });
          }
          twoSessionLeads.push({ leadId: lead.id, calls: both.flatMap((b) => (b ? [b.sample] : [])) });
        } else {
          const answered = await record(firmSlots, () => callCallable<{ answerId: string }>('answerLead', input, { idToken }));
          if (answered?.answerId) answersSent.push({ answerId: answered.answerId, leadId: lead.id });
        }
      }
      await record(firmSlots, () => callCallable('updateLeadStatus', { leadId: lead.id, status: 'contacted' }, { idToken }));
    }
    // Only a paid plan tracks conversions (a free firm's dashboard offers contacted alone).
    const contacted = leads.find((l) => l.status === 'contacted');
    if (firm.paid && contacted && Math.random() < 0.2 && running()) {
      await record(firmSlots, () => callCallable('updateLeadStatus', { leadId: contacted.id, status: 'converted' }, { idToken }));
    }
  }
}

// ---------------------------------------------------------------------------------------------
// The mail side: the catcher, its outage, the sweeper
// ---------------------------------------------------------------------------------------------
type SmtpListener = { stop(): Promise<void>; start(): Promise<void> };

async function startCatcher(): Promise<MailDev> {
  const { smtp, web } = mailPorts();
  const already = await fetch(`http://127.0.0.1:${web}/api/email`, { signal: AbortSignal.timeout(1_000) }).then(
    (r) => r.ok,
    () => false,
  );
  // Counting needs a catcher of our own, empty at the start, whose listener this run may stop.
  if (already) throw new Error(`A mail catcher already listens on port ${web}: use another EMU_INSTANCE.`);
  const maildev = new MailDev({ smtp, web, ip: '127.0.0.1', webIp: '127.0.0.1', silent: true, logLevel: 'silent' } as never);
  await maildev.start();
  return maildev;
}

const sweeps = { runs: 0, taken: 0, failures: 0 };
async function sweepOnce(now?: number): Promise<number> {
  try {
    const taken = await sweepMail(now);
    sweeps.runs++;
    sweeps.taken += taken;
    return taken;
  } catch (error) {
    sweeps.failures++;
    log(`sweep failed: ${(error as Error).message}`);
    return 0;
  }
}

async function mailStates(): Promise<{ id: string; state: string; attempts: number; nextAttemptAt: number | null }[]> {
  const snapshot = await getFirestore(adminApp()).collection('mail').select('delivery').get();
  return snapshot.docs.map((d) => ({
    id: d.id,
    state: (d.get('delivery.state') as string) ?? 'PENDING',
    attempts: (d.get('delivery.attempts') as number) ?? 0,
    nextAttemptAt: (d.get('delivery.nextAttemptAt') as Timestamp | undefined)?.toMillis() ?? null,
  }));
}

/**
 * The fault run's drain is short: when every open message waits for a retry (none held by a live
 * lease), the sweep runs at the earliest retry's time, as the schedule would when it comes.
 */
let drainClock = 0;
function skipToRetry(open: readonly { state: string; nextAttemptAt: number | null }[]): number | undefined {
  if (!FAULTS || open.some((m) => m.state !== 'RETRY' || m.nextAttemptAt === null)) return undefined;
  drainClock = Math.max(drainClock, Date.now(), Math.min(...open.map((m) => m.nextAttemptAt!)));
  return drainClock;
}

/** After the load: sweep until every message is SENT or ERROR, or the drain time runs out. */
async function drain(): Promise<{ ms: number; settled: boolean }> {
  const started = Date.now();
  while (Date.now() - started < DRAIN_MINUTES * 60_000) {
    const open = (await mailStates()).filter((m) => m.state !== 'SENT' && m.state !== 'ERROR');
    if (open.length === 0) return { ms: Date.now() - started, settled: true };
    // Due work is swept at once, run after run (as the schedule would over the next minutes);
    // when nothing is due yet (a retry's backoff, a live lease), wait as the schedule would.
    if ((await sweepOnce(drainClock > Date.now() ? drainClock : undefined)) === 0) {
      const at = skipToRetry(open);
      if (at !== undefined && (await sweepOnce(at)) > 0) continue;
      log(`drain: ${open.length} message(s) not final yet, none due; waiting`);
      await sleep(15_000);
    }
  }
  return { ms: Date.now() - started, settled: false };
}

// ---------------------------------------------------------------------------------------------
// The fault run's schedule, phone sweeps and accounts
// ---------------------------------------------------------------------------------------------
/** When the Functions workers were killed (epoch ms), and how a call it cut is recognised. */
const killedAt: number[] = [];
const cutByKill = (x: CallSample) =>
  Boolean(x.error) &&
  !REFUSAL_CODES.has(x.error!) &&
  killedAt.some((t) => (x.at ?? 0) <= t + 5_000 && (x.at ?? 0) + x.ms >= t - 1_000);

/** Opens each window of the schedule at its time: the simulator's faults, the killed workers. */
function scheduleFaults(simulator: MessagingSimulator | null): NodeJS.Timeout[] {
  return SCHEDULE.flatMap((w) => {
    const seconds = Math.round((w.toMs - w.fromMs) / 1000);
    const open = async () => {
      log(`fault window: ${w.what} for ${seconds} s`);
      const fault = (channel: string, mode: string) =>
        fetch(`http://127.0.0.1:${simulator!.port}/api/fault`, {
          method: 'POST',
          body: JSON.stringify({ channel, mode, seconds, retryAfterSeconds: 30 }),
        });
      if (w.kind === 'whatsapp-5xx') await fault('whatsapp', 'error');
      if (w.kind === 'whatsapp-hang') await fault('whatsapp', 'hang');
      if (w.kind === 'sms-429') await fault('sms', 'rate-limit');
      if (w.kind === 'functions-killed') {
        killedAt.push(Date.now());
        const killed = killFunctionWorkers();
        faults.workersKilled += killed;
        log(`killed ${killed} Functions worker(s)`);
      }
    };
    return [setTimeout(() => void open().catch((error: unknown) => log(`fault window failed: ${String(error)}`)), w.fromMs)];
  });
}

const phoneSweeps = { runs: 0, failures: 0, cut: 0 };
async function phoneSweepOnce(now = Date.now()): Promise<number> {
  try {
    const report = await sweepPhone(now);
    phoneSweeps.runs++;
    if (report.remaining > 0) phoneSweeps.cut++;
    return report.outcomes.length;
  } catch (error) {
    phoneSweeps.failures++;
    log(`phone sweep failed: ${(error as Error).message}`);
    return 0;
  }
}

async function phoneRecords(): Promise<PhoneRecord[]> {
  const snapshot = await getFirestore(adminApp()).collection('notifications').get();
  const ids = new Set(snapshot.docs.map((d) => d.id));
  return snapshot.docs
    .filter((d) => d.get('message') !== 'confirm-number')
    .map((d) => ({
      id: d.id,
      channel: d.get('channel') as 'whatsapp' | 'sms',
      state: String(d.get('state') ?? ''),
      error: (d.get('error') as string | undefined) ?? null,
      providerMessageId: (d.get('providerMessageId') as string | undefined) ?? null,
      // A WhatsApp message may fall back to SMS (every request with a number allows it).
      smsAllowed: true,
      smsCopyQueued: ids.has(`${String(d.get('mailId'))}_sms`),
    }));
}

/**
 * After the load: phone sweeps until every message is final. When none is held by a live lease
 * (`sending`), the sweep runs at the earliest retry's time (the backoff is 1, 5, 15, 60 minutes),
 * as the schedule would when it comes; otherwise it waits for the lease.
 */
async function drainPhone(): Promise<{ ms: number; settled: boolean }> {
  const started = Date.now();
  let clock = Date.now();
  while (Date.now() - started < DRAIN_MINUTES * 60_000) {
    const snapshot = await getFirestore(adminApp()).collection('notifications').get();
    const open = snapshot.docs.filter((d) => !['sent', 'delivered', 'read', 'failed'].includes(String(d.get('state'))));
    if (open.length === 0) return { ms: Date.now() - started, settled: true };
    if ((await phoneSweepOnce(Math.max(clock, Date.now()))) > 0) continue;
    if (open.some((d) => d.get('state') === 'sending')) {
      await sleep(10_000);
      continue;
    }
    const next = Math.min(...open.map((d) => (d.get('nextAttemptAt') as Timestamp | undefined)?.toMillis() ?? Date.now()));
    clock = Math.max(clock, next);
    await sleep(2_000);
  }
  return { ms: Date.now() - started, settled: false };
}

async function phoneAccount(simulator: MessagingSimulator) {
  const received = simulator.messages
    .filter((m) => m.direction === 'out')
    .map((m) => ({ id: m.id, key: `${m.phone} ${m.channel} ${JSON.stringify(m.template ?? m.text ?? '')}` }));
  return countPhone(await phoneRecords(), received);
}

/** Requests cut and retried with their key: one lead each, none lost. */
async function cutAccount(): Promise<Pick<FaultAccount, 'cutRetried' | 'cutDuplicateLeads' | 'cutLost'>> {
  const db = getFirestore(adminApp());
  let duplicates = 0;
  let lost = 0;
  for (const cut of cutRequests) {
    const leads = await db.collection('leads').where('formData.email', '==', cut.email).select().get();
    duplicates += Math.max(0, leads.size - 1);
    if (cut.leadId && !leads.docs.some((d) => d.id === cut.leadId)) lost++;
  }
  return { cutRetried: cutRequests.length, cutDuplicateLeads: duplicates, cutLost: lost };
}

/** Leads two sessions answered at once: no server error, and one current answer, the lead's latest. */
async function twoSessionAccount(): Promise<Pick<FaultAccount, 'twoSessions' | 'twoSessionsFailed' | 'twoSessionsWrong'>> {
  const db = getFirestore(adminApp());
  let failed = 0;
  let wrong = 0;
  for (const { leadId, calls } of twoSessionLeads) {
    failed += calls.filter((c) => c.error && !REFUSAL_CODES.has(c.error) && !cutByKill(c)).length;
    const [lead, answers] = await Promise.all([
      db.doc(`leads/${leadId}`).get(),
      db.collection('leadAnswers').where('leadId', '==', leadId).get(),
    ]);
    const current = answers.docs.filter((d) => !d.get('replacedByAnswerId'));
    if (answers.size > 0 && (current.length !== 1 || current[0]!.id !== lead.get('latestAnswerId'))) wrong++;
  }
  return { twoSessions: twoSessionLeads.length, twoSessionsFailed: failed, twoSessionsWrong: wrong };
}

/** Free, listed firms that neither work in this run nor were chosen as targets: PayFast's own. */
async function quietFreeFirms(workerIds: readonly string[], count: number): Promise<string[]> {
  const db = getFirestore(adminApp());
  const free = await db
    .collection('firms')
    .where('packageType', '==', 'free')
    .limit(count + workerIds.length + 5)
    .get();
  return free.docs
    .map((d) => d.id)
    .filter((id) => !workerIds.includes(id) && !id.startsWith('demo-'))
    .slice(0, count);
}

// ---------------------------------------------------------------------------------------------
// The run
// ---------------------------------------------------------------------------------------------
async function main() {
  if (!process.env.FIRESTORE_EMULATOR_HOST) throw new Error('Run through `npm run load` (it starts the emulators).');
  const maildev = await startCatcher();
  const smtp = maildev.getServers()!.smtp as unknown as SmtpListener;
  // The fault run's phone messages go to the messaging simulator on this instance's port.
  const simulator: MessagingSimulator | null = FAULTS
    ? await startMessagingSimulator({ webhookUrl: webhookUrlFor(process.env.EMU_FUNCTIONS_PORT ?? '5001', PROJECT_ID) })
    : null;
  try {
    log(`seeding ${FIRM_COUNT} firms`);
    const { targets, workers } = await withTriggersOff(seed);
    log(
      `${targets.length} paid firms to ask for, ${workers.length} firms signed in (${workers.filter((w) => !w.firm.paid).length} free); warming functions`,
    );
    // One worker of each function the run calls, started before the clock runs.
    await callCallable('requestMatch', {});
    await callCallable('markLeadSeen', {});
    await callCallable('updateLeadStatus', {});
    await callCallable('answerLead', {});
    await callCallable('bookConsultation', {});
    await sweepMail();
    if (FAULTS) await sweepPhone();
    // Free firms nobody works or asks for, for PayFast's disorder (two of each shape).
    const payfastFirms = FAULTS
      ? await quietFreeFirms(
          workers.map((w) => w.firm.id),
          8,
        )
      : [];

    log(
      `driving ${CLIENTS} clients and ${workers.length} firms for ${MINUTES} min (at most ${IN_FLIGHT} client and ${Math.ceil(IN_FLIGHT / 2)} firm calls in flight, ${MAX_CALLS} calls)`,
    );
    startedAt = Date.now();
    const outage = { stoppedAt: 0, startedAt: 0 };
    const timers = [
      setTimeout(() => {
        outage.stoppedAt = Date.now() - startedAt;
        log('SMTP outage: the catcher stops listening');
        void smtp.stop();
      }, OUTAGE.fromMs),
      setTimeout(() => {
        outage.startedAt = Date.now() - startedAt;
        log('SMTP outage over: the catcher listens again');
        void smtp.start();
      }, OUTAGE.toMs),
    ];
    const sweeper = (async () => {
      while (running()) {
        await sleep(Math.min(SWEEP_EVERY_MS, Math.max(0, durationMs - (Date.now() - startedAt))));
        if (running()) await Promise.all([sweepOnce(), FAULTS ? phoneSweepOnce() : undefined]);
      }
    })();
    timers.push(...scheduleFaults(simulator));
    const payfastCases: PayfastCase[] = [];
    const payfast = (async () => {
      const shapes = ['twice', 'cancel-first', 'older-after-newer', 'late-renewal'] as const;
      for (const [i, firmId] of payfastFirms.entries()) {
        while (running() && !faultOn('payfast-disorder')) await sleep(2_000);
        if (!running()) return;
        payfastCases.push(await payfastDisorder(firmId, shapes[i % shapes.length]!));
        await sleep(between(10_000, 20_000));
      }
    })();
    const progress = setInterval(
      () =>
        log(
          `${samples.length} calls, ${answeredLeads.size} leads, ${clientSlots.inFlight + firmSlots.inFlight + bookingSlots.inFlight} in flight`,
        ),
      60_000,
    );
    const workerFirms = workers.map((w) => w.firm);
    await Promise.all([
      ...Array.from({ length: CLIENTS }, (_, i) => client(i, targets, workerFirms)),
      ...workers.map((w) => firmWorker(w.firm, w.idToken)),
      booker(),
      sweeper,
      payfast,
    ]);
    stopped = true;
    clearInterval(progress);
    timers.forEach(clearTimeout);
    if (outage.stoppedAt && !outage.startedAt) await smtp.start(); // a run cut short by --max-calls
    const loadMs = Date.now() - startedAt;
    log(`load phase over after ${(loadMs / 1000).toFixed(0)} s: ${samples.length} calls; draining the mail queue`);

    const drained = await drain();
    const phoneDrained = FAULTS ? await drainPhone() : { ms: 0, settled: true };
    // Give the catcher a moment to store what the last sends delivered.
    await sleep(2_000);
    const db = getFirestore(adminApp());
    const runLeads = (await db.collection('leads').select('formData.email').get()).docs.filter((d) =>
      String(d.get('formData.email') ?? '').startsWith(`load-${runTag}-`),
    );
    const storedLeads = runLeads.map((d) => d.id);
    // Where a lead no answer named came from, to start a diagnosis from.
    const unnamedLeads = runLeads
      .filter((d) => !answeredLeads.has(d.id))
      .map((d) => {
        const email = String(d.get('formData.email'));
        return {
          leadId: d.id,
          email,
          sameEmail: runLeads.filter((o) => o.get('formData.email') === email).length,
          failed: failedRequests.find((f) => f.email === email) ?? null,
        };
      });
    const mail = await mailStates();
    const received = await caughtEmails();
    const calls = summariseCalls(samples);
    const leads = countLeads(answeredLeads, storedLeads);
    const mailAccount = countMail(
      mail,
      received.map((m) => (m as unknown as { headers?: Record<string, string> }).headers?.['message-id']),
    );
    const answers = await answerAccount();
    if (FAULTS) {
      Object.assign(faults, await phoneAccount(simulator!));
      Object.assign(faults, await cutAccount(), await twoSessionAccount());
      const payfastChecked = await checkPayfast(payfastCases);
      faults.payfastFirms = payfastCases.length;
      faults.payfastPosted = payfastCases.reduce((n, c) => n + c.posted, 0);
      faults.payfastWrongState = payfastChecked.wrongState.length;
      faults.payfastAppliedTwice = payfastChecked.appliedTwice.length;
      for (const line of [...payfastChecked.wrongState, ...payfastChecked.appliedTwice]) log(`payfast: ${line}`);
      faults.callsCutByKill = samples.filter(cutByKill).length;
      faults.batchesCut = sweeps.failures + phoneSweeps.failures + phoneSweeps.cut;
      faults.batchItemsTwice = mailAccount.duplicated + answers.remindersDuplicated;
    }
    const found = [
      // A call cut by a killed worker failed as a person would see it (and the wizard's retry with
      // the same key is counted like any call); the rest must not fail.
      ...problems(FAULTS ? summariseCalls(samples.filter((x) => !cutByKill(x))) : calls, leads, mailAccount),
      ...answerProblems(answers),
      ...(FAULTS ? faultProblems(faults) : []),
      ...(phoneDrained.settled ? [] : ['phone messages not settled after the drain']),
    ];
    const report = {
      date: new Date().toISOString(),
      settings: {
        minutes: MINUTES,
        clients: CLIENTS,
        firms: workers.length,
        inFlight: IN_FLIGHT,
        maxCalls: MAX_CALLS,
        firmCount: FIRM_COUNT,
      },
      loadSeconds: Math.round(loadMs / 1000),
      outageSeconds: { from: Math.round(outage.stoppedAt / 1000), to: Math.round(outage.startedAt / 1000) },
      calls,
      leads,
      answers,
      ...(FAULTS ? { faults, schedule: SCHEDULE, phoneDrainSeconds: Math.round(phoneDrained.ms / 1000) } : {}),
      mail: {
        ...mailAccount,
        retried: mail.filter((m) => m.attempts > 1).length,
        maxAttempts: Math.max(0, ...mail.map((m) => m.attempts)),
      },
      sweeps,
      drain: { seconds: Math.round(drained.ms / 1000), settled: drained.settled },
      problems: found,
      unnamedLeads,
      failedRequests,
      /** The first answer of each failure code, to start a diagnosis from. */
      failureExamples: Object.fromEntries(
        samples.filter((s) => s.error && s.message).map((s) => [`${s.callable} ${s.error}`, s.message]),
      ),
    };
    mkdirSync(dirname(OUT), { recursive: true });
    writeFileSync(OUT, `${JSON.stringify(report, null, 2)}\n`);
    // scripts/load.mjs prints the text version; the JSON is for comparing runs.
    writeFileSync(OUT.replace(/\.json$/, '.txt'), reportText(report));
    log(`report written to ${OUT}`);
    process.exitCode = found.length > 0 ? 1 : 0;
  } finally {
    await maildev.stop().catch(() => undefined);
    await simulator?.stop().catch(() => undefined);
  }
}

/**
 * The answers' account (issue 35): every answer a firm was told it sent is stored with its email;
 * no firm holds two booked consultations at overlapping times; every due reminder goes exactly
 * once (the reminder job run at each booking's moment twice: the second run must send nothing).
 */
async function answerAccount() {
  const db = getFirestore(adminApp());
  let lostAnswers = 0;
  for (const { answerId, leadId } of answersSent) {
    const stored = (await db.doc(`leadAnswers/${answerId}`).get()).exists;
    const mailed = !(
      await db.collection('mail').where('data.leadId', '==', leadId).where('template', '==', 'answer-received').limit(1).get()
    ).empty;
    if (!stored || !mailed) lostAnswers++;
  }
  const booked = (await db.collection('consultationBookings').where('state', '==', 'booked').get()).docs.map((d) => ({
    id: d.id,
    firmId: d.get('firmId') as string,
    start: d.get('slot.startsAt') as number,
    end: (d.get('slot.startsAt') as number) + (d.get('slot.minutes') as number) * 60_000,
    remindAt: (d.get('remindAt') as Timestamp | null)?.toMillis() ?? null,
  }));
  let doubleBookings = 0;
  for (const a of booked)
    for (const b of booked) if (a.id < b.id && a.firmId === b.firmId && a.start < b.end && b.start < a.end) doubleBookings++;
  const due = booked.filter((b) => b.remindAt !== null);
  let sent = 0;
  let sentAgain = 0;
  for (const b of due) {
    const first = await runJobAt<{ outcome: string }>('consultationRemindersRun', b.start - 23 * HOUR_MS, { bookingIds: [b.id] });
    const second = await runJobAt<{ outcome: string }>('consultationRemindersRun', b.start - 22 * HOUR_MS, {
      bookingIds: [b.id],
    });
    sent += first.filter((o) => o.outcome === 'sent').length;
    sentAgain += second.filter((o) => o.outcome === 'sent').length;
  }
  const reminderMails = (await db.collection('mail').where('template', '==', 'consultation-reminder').get()).size;
  return {
    races: bookingRaces.length,
    raceDoubles: bookingRaces.filter((r) => r.booked > 1).length,
    answered: answersSent.length,
    lostAnswers,
    bookingsMade: bookingsMade.length,
    booked: booked.length,
    doubleBookings,
    remindersDue: due.length,
    remindersLost: due.length - sent,
    remindersDuplicated: sentAgain + Math.max(0, reminderMails - sent),
  };
}

function answerProblems(a: Awaited<ReturnType<typeof answerAccount>>): string[] {
  const found: string[] = [];
  if (a.lostAnswers > 0) found.push(`${a.lostAnswers} answer(s) confirmed to the firm but not stored or not emailed`);
  if (a.doubleBookings > 0) found.push(`${a.doubleBookings} double booking(s) of one firm's time`);
  if (a.raceDoubles > 0) found.push(`${a.raceDoubles} race(s) of two bookings at once booked twice`);
  if (a.remindersLost > 0) found.push(`${a.remindersLost} reminder(s) due but not sent`);
  if (a.remindersDuplicated > 0) found.push(`${a.remindersDuplicated} reminder(s) sent twice`);
  return found;
}

function reportText(report: {
  calls: ReturnType<typeof summariseCalls>;
  answers: Awaited<ReturnType<typeof answerAccount>>;
  leads: ReturnType<typeof countLeads>;
  mail: ReturnType<typeof countMail> & { retried: number; maxAttempts: number };
  drain: { seconds: number; settled: boolean };
  outageSeconds: { from: number; to: number };
  loadSeconds: number;
  problems: string[];
  faults?: FaultAccount;
}): string {
  const lines = [`Load: ${report.loadSeconds} s, SMTP down from ${report.outageSeconds.from} s to ${report.outageSeconds.to} s`];
  lines.push('callable                  calls      ok  refused  failed   p50 ms   p95 ms   max ms');
  for (const [name, s] of Object.entries(report.calls)) {
    const refused = Object.values(s.refused).reduce((a, b) => a + b, 0);
    const failed = Object.values(s.failed).reduce((a, b) => a + b, 0);
    lines.push(
      `${name.padEnd(24)}${String(s.calls).padStart(7)}${String(s.ok).padStart(8)}${String(refused).padStart(9)}${String(failed).padStart(8)}` +
        `${String(s.p50Ms).padStart(9)}${String(s.p95Ms).padStart(9)}${String(s.maxMs).padStart(9)}` +
        (refused || failed ? `   ${JSON.stringify({ ...s.refused, ...s.failed })}` : ''),
    );
  }
  const a = report.answers;
  lines.push(
    `Answers: ${a.answered} sent, ${a.lostAnswers} lost; bookings: ${a.bookingsMade} made, ${a.booked} held, ${a.doubleBookings} double ` +
      `(${a.races} races of two at once, ${a.raceDoubles} booked twice); ` +
      `reminders: ${a.remindersDue} due, ${a.remindersLost} lost, ${a.remindersDuplicated} duplicated`,
  );
  const l = report.leads;
  lines.push(`Leads: ${l.answered} answered, ${l.stored} stored, ${l.lost} lost, ${l.unanswered} stored without an answer`);
  const m = report.mail;
  lines.push(
    `Mail: ${m.queued} queued ${JSON.stringify(m.states)}, ${m.received} received, ${m.lost} lost, ${m.duplicated} duplicated, ` +
      `${m.undeliverable} given up, ${m.unknown} unknown; ${m.retried} needed a retry (at most ${m.maxAttempts} attempts); ` +
      `drain ${report.drain.seconds} s${report.drain.settled ? '' : ' (NOT settled)'}`,
  );
  if (report.faults) {
    lines.push('Fault windows (seconds into the load):');
    lines.push(...faultLines(SCHEDULE, report.faults));
  }
  lines.push(
    report.problems.length
      ? `\n✖ Not clean:\n  ${report.problems.join('\n  ')}`
      : '\n✔ Clean: no failures, no lost or duplicated writes',
  );
  return `${lines.join('\n')}\n`;
}

main().catch((error) => {
  console.error(error);
  // The run's timers and intervals would keep it alive: a run that broke ends here.
  process.exit(1);
});
