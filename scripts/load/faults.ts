/**
 * The fault run's schedule and its account (`npm run faults`, issue 39), pure so it is unit-tested
 * (faults.test.ts): which fault is on when, each bounded in time inside the load phase, and the
 * counters that must all be zero at the end, with one report line per fault window.
 */

export type FaultKind =
  | 'smtp-down'
  | 'whatsapp-5xx'
  | 'whatsapp-hang'
  | 'sms-429'
  | 'functions-killed'
  | 'payfast-disorder'
  | 'cut-calls'
  | 'two-sessions';

export interface FaultWindow {
  kind: FaultKind;
  /** Milliseconds after the load phase started. */
  fromMs: number;
  toMs: number;
  /** What the window does, for the report. */
  what: string;
}

/**
 * The schedule over a load phase of `durationMs`: every window starts after the first tenth (the
 * platform is warm and has traffic) and ends by nine tenths (what it left behind is settled by the
 * drain). The SMTP outage keeps the load's own place (minute 4 to 6 of 10).
 */
export function faultSchedule(durationMs: number): FaultWindow[] {
  const at = (fraction: number) => Math.round(durationMs * fraction);
  return [
    { kind: 'whatsapp-5xx', fromMs: at(0.1), toMs: at(0.2), what: 'WhatsApp answers 500' },
    { kind: 'sms-429', fromMs: at(0.2), toMs: at(0.3), what: 'SMS answers 429, Retry-After 30 s' },
    { kind: 'whatsapp-hang', fromMs: at(0.3), toMs: at(0.38), what: 'WhatsApp hangs past the 20 s provider timeout' },
    { kind: 'smtp-down', fromMs: at(0.4), toMs: at(0.6), what: 'SMTP server stops listening' },
    { kind: 'functions-killed', fromMs: at(0.5), toMs: at(0.52), what: 'every Functions worker killed (in-flight calls cut)' },
    { kind: 'functions-killed', fromMs: at(0.75), toMs: at(0.77), what: 'every Functions worker killed (in-flight calls cut)' },
    { kind: 'payfast-disorder', fromMs: at(0.1), toMs: at(0.9), what: 'PayFast notices twice, out of order, an hour late' },
    { kind: 'cut-calls', fromMs: at(0.1), toMs: at(0.9), what: '1 in 8 requests cut after sending, retried with its key' },
    { kind: 'two-sessions', fromMs: at(0.1), toMs: at(0.9), what: 'two sessions of one firm change one lead at once' },
  ];
}

/** The windows open at `ms` after the start. */
export function activeAt(schedule: readonly FaultWindow[], ms: number): FaultWindow[] {
  return schedule.filter((w) => w.fromMs <= ms && ms < w.toMs);
}

/** Is a fault of this kind on at `ms`? */
export const isOn = (schedule: readonly FaultWindow[], kind: FaultKind, ms: number) =>
  activeAt(schedule, ms).some((w) => w.kind === kind);

/** What every fault left behind, counted at the end of the run. Every `…Wrong`/`lost`/`twice` must be 0. */
export interface FaultAccount {
  /** Requests cut after sending and retried with the same key. */
  cutRetried: number;
  /** Of those, keys that made more than one lead (each extra lead counts). */
  cutDuplicateLeads: number;
  /** Keys whose retry was told success but no lead exists for it. */
  cutLost: number;
  /** Two-session changes of one lead made. */
  twoSessions: number;
  /** Of those, a server error (internal, unavailable) instead of success or the product's own refusal. */
  twoSessionsFailed: number;
  /** Leads whose final state is not one of the two sessions' changes (a lost or mixed write). */
  twoSessionsWrong: number;
  /** PayFast notices posted (duplicates included) and firms they were for. */
  payfastPosted: number;
  payfastFirms: number;
  /** Notices stored more than once, or a payment applied that payment order would not apply. */
  payfastAppliedTwice: number;
  /** Firms whose plan or live subscription differs from what payment order gives. */
  payfastWrongState: number;
  /** Phone messages queued (notifications documents). */
  phoneQueued: number;
  /** Delivered to the simulator, exactly once each. */
  phoneDelivered: number;
  /** Given up as failed, each with a reason the operator sees. */
  phoneGivenUp: number;
  /** Sent to a phone more than once (each extra copy counts). */
  phoneTwice: number;
  /** Recorded sent but never reached the phone, or still unsettled after the drain. */
  phoneLost: number;
  /** Failed without an error the operator can read. */
  phoneFailedWithoutReason: number;
  /** A WhatsApp message given up with no SMS copy queued though the person allowed SMS. */
  phoneNoFallback: number;
  /** Functions workers killed, and calls cut by it (answered NETWORK/INTERNAL/HTTP 500 during the window). */
  workersKilled: number;
  callsCutByKill: number;
  /** Queue runs cut (by count or time) and the items they left; items done twice across runs. */
  batchesCut: number;
  batchItemsTwice: number;
}

/** The counters that must be zero (the exit code follows them). */
const MUST_BE_ZERO: (keyof FaultAccount)[] = [
  'cutDuplicateLeads',
  'cutLost',
  'twoSessionsFailed',
  'twoSessionsWrong',
  'payfastAppliedTwice',
  'payfastWrongState',
  'phoneTwice',
  'phoneLost',
  'phoneFailedWithoutReason',
  'phoneNoFallback',
  'batchItemsTwice',
];

export function faultProblems(account: FaultAccount): string[] {
  return MUST_BE_ZERO.filter((key) => account[key] !== 0).map((key) => `fault counter ${key} is ${account[key]}, not 0`);
}

/** What each window did, as counted: one line per window for the report. */
export function faultLines(
  schedule: readonly FaultWindow[],
  account: FaultAccount,
  seconds = (ms: number) => Math.round(ms / 1000),
): string[] {
  const of = (w: FaultWindow): string => {
    switch (w.kind) {
      case 'smtp-down':
        return 'mail counted in the Mail line above';
      case 'whatsapp-5xx':
      case 'whatsapp-hang':
      case 'sms-429':
        return `phone: ${account.phoneQueued} queued, ${account.phoneDelivered} delivered once, ${account.phoneGivenUp} given up with a reason, ${account.phoneTwice} twice, ${account.phoneLost} lost, ${account.phoneNoFallback} without SMS fallback`;
      case 'functions-killed':
        return `${account.workersKilled} workers killed in all, ${account.callsCutByKill} calls cut; queue runs cut ${account.batchesCut}, items done twice ${account.batchItemsTwice}`;
      case 'payfast-disorder':
        return `${account.payfastPosted} notices to ${account.payfastFirms} firms, ${account.payfastAppliedTwice} applied twice, ${account.payfastWrongState} not in payment order`;
      case 'cut-calls':
        return `${account.cutRetried} retried with their key, ${account.cutDuplicateLeads} second leads, ${account.cutLost} lost`;
      case 'two-sessions':
        return `${account.twoSessions} leads changed twice at once, ${account.twoSessionsFailed} server errors, ${account.twoSessionsWrong} wrong end states`;
    }
  };
  return schedule.map(
    (w) => `  ${String(seconds(w.fromMs)).padStart(4)}-${String(seconds(w.toMs)).padEnd(4)} s  ${w.what.padEnd(56)} ${of(w)}`,
  );
}

/** An empty account. */
export const emptyFaultAccount = (): FaultAccount => ({
  cutRetried: 0,
  cutDuplicateLeads: 0,
  cutLost: 0,
  twoSessions: 0,
  twoSessionsFailed: 0,
  twoSessionsWrong: 0,
  payfastPosted: 0,
  payfastFirms: 0,
  payfastAppliedTwice: 0,
  payfastWrongState: 0,
  phoneQueued: 0,
  phoneDelivered: 0,
  phoneGivenUp: 0,
  phoneTwice: 0,
  phoneLost: 0,
  phoneFailedWithoutReason: 0,
  phoneNoFallback: 0,
  workersKilled: 0,
  callsCutByKill: 0,
  batchesCut: 0,
  batchItemsTwice: 0,
});

/** A phone message as the account needs it: the notification's state and what reached the simulator. */
export interface PhoneRecord {
  id: string;
  channel: 'whatsapp' | 'sms';
  state: string;
  error: string | null;
  providerMessageId: string | null;
  /** The person allowed SMS for this message (a WhatsApp choice falls back to SMS). */
  smsAllowed: boolean;
  /** An SMS copy of this message was queued. */
  smsCopyQueued: boolean;
}

/** Counts the phone side: each notification delivered once or given up with a reason, and the fallback. */
export function countPhone(
  records: readonly PhoneRecord[],
  /** The simulator's outbound messages: provider id and a content key (phone, channel, template, parameters). */
  received: readonly { id: string; key: string }[],
): Pick<
  FaultAccount,
  'phoneQueued' | 'phoneDelivered' | 'phoneGivenUp' | 'phoneTwice' | 'phoneLost' | 'phoneFailedWithoutReason' | 'phoneNoFallback'
> {
  const receivedIds = new Set(received.map((r) => r.id));
  const copies = new Map<string, number>();
  for (const r of received) copies.set(r.key, (copies.get(r.key) ?? 0) + 1);
  const settledSent = (s: string) => s === 'sent' || s === 'delivered' || s === 'read';
  const failed = records.filter((r) => r.state === 'failed' || r.state === 'opted-out');
  return {
    phoneQueued: records.length,
    phoneDelivered: records.filter((r) => settledSent(r.state) && r.providerMessageId && receivedIds.has(r.providerMessageId))
      .length,
    phoneGivenUp: failed.length,
    phoneTwice: [...copies.values()].reduce((extra, n) => extra + n - 1, 0),
    phoneLost: records.filter(
      (r) =>
        (settledSent(r.state) && !(r.providerMessageId && receivedIds.has(r.providerMessageId))) ||
        (!settledSent(r.state) && !failed.includes(r)),
    ).length,
    phoneFailedWithoutReason: failed.filter((r) => !r.error).length,
    phoneNoFallback: records.filter((r) => r.channel === 'whatsapp' && r.state === 'failed' && r.smsAllowed && !r.smsCopyQueued)
      .length,
  };
}
