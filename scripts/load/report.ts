/**
 * The arithmetic of `npm run load`'s report, pure so it is unit-tested (report.test.ts): latency
 * percentiles per callable, answers sorted into successes, refusals and failures, and the writes
 * that went missing or arrived twice (leads against the calls that answered with one, mails
 * against what the catcher received).
 */

/** One callable answer as the load driver saw it. */
export interface CallSample {
  callable: string;
  /** When the call was sent (epoch ms). */
  at?: number;
  ms: number;
  /** The callable error's status (e.g. RESOURCE_EXHAUSTED), 'NETWORK' for no answer; absent on success. */
  error?: string;
  /** The error's message, for the report's examples. */
  message?: string;
}

/**
 * Answers that are the platform working as designed (a limit, a full firm, a time another client
 * booked first: `slot-taken` is ALREADY_EXISTS), not a fault. Anything else, INTERNAL, UNAVAILABLE,
 * DEADLINE_EXCEEDED or no answer at all, is a failure.
 */
export const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'RESOURCE_EXHAUSTED',
  'FAILED_PRECONDITION',
  'PERMISSION_DENIED',
  'ALREADY_EXISTS',
]);

/** Nearest-rank percentile (p in 0..100) of unsorted values; null for none. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface CallableSummary {
  calls: number;
  ok: number;
  /** By status code. */
  refused: Record<string, number>;
  failed: Record<string, number>;
  /** Of every answer, refusals and failures included; milliseconds, rounded. */
  p50Ms: number | null;
  p95Ms: number | null;
  maxMs: number | null;
}

const bump = (counts: Record<string, number>, key: string) => {
  counts[key] = (counts[key] ?? 0) + 1;
};
const round = (ms: number | null) => (ms === null ? null : Math.round(ms));

export function summariseCalls(samples: readonly CallSample[]): Record<string, CallableSummary> {
  const byCallable = new Map<string, CallSample[]>();
  for (const s of samples) byCallable.set(s.callable, [...(byCallable.get(s.callable) ?? []), s]);
  const summary: Record<string, CallableSummary> = {};
  for (const [callable, list] of [...byCallable].sort(([a], [b]) => a.localeCompare(b))) {
    const refused: Record<string, number> = {};
    const failed: Record<string, number> = {};
    for (const s of list) {
      if (!s.error) continue;
      bump(REFUSAL_CODES.has(s.error) ? refused : failed, s.error);
    }
    const ms = list.map((s) => s.ms);
    summary[callable] = {
      calls: list.length,
      ok: list.filter((s) => !s.error).length,
      refused,
      failed,
      p50Ms: round(percentile(ms, 50)),
      p95Ms: round(percentile(ms, 95)),
      maxMs: round(ms.length ? Math.max(...ms) : null),
    };
  }
  return summary;
}

export interface LeadAccount {
  /** Distinct lead ids requestMatch answered with. */
  answered: number;
  /** Of those, how many exist in Firestore. */
  stored: number;
  /** Answered with a lead id that Firestore does not hold. */
  lost: number;
  /** Leads the run's clients caused in Firestore that no answer named (a write the caller never heard of). */
  unanswered: number;
}

export function countLeads(answeredIds: Iterable<string>, storedIds: Iterable<string>): LeadAccount {
  const answered = new Set(answeredIds);
  const stored = new Set(storedIds);
  const found = [...answered].filter((id) => stored.has(id)).length;
  return {
    answered: answered.size,
    stored: found,
    lost: answered.size - found,
    unanswered: [...stored].filter((id) => !answered.has(id)).length,
  };
}

/** A queued `mail/{id}` document as the report needs it. */
export interface QueuedMail {
  id: string;
  state: string;
}

export interface MailAccount {
  queued: number;
  /** By delivery state at the end of the drain. */
  states: Record<string, number>;
  received: number;
  /** SENT (or still on its way) but never received. ERROR documents are counted under `undeliverable`. */
  lost: number;
  /** Queued documents given up as ERROR: the platform knows, an operator sees them. */
  undeliverable: number;
  /** Mail documents the catcher received more than once (each extra copy counts one). */
  duplicated: number;
  /** Received messages that name no queued document (another sender, or a wrong Message-ID). */
  unknown: number;
}

/** `<mailDocId@domain>` (the sender's Message-ID) to the document id; null for anything else. */
export function mailIdOfMessageId(messageId: string | undefined | null): string | null {
  const match = /^<?([^@<>\s]+)@[^<>\s]+>?$/.exec((messageId ?? '').trim());
  return match ? match[1]! : null;
}

export function countMail(
  queued: readonly QueuedMail[],
  receivedMessageIds: readonly (string | undefined | null)[],
): MailAccount {
  const states: Record<string, number> = {};
  for (const m of queued) bump(states, m.state);
  const ids = new Set(queued.map((m) => m.id));
  const copies = new Map<string, number>();
  let unknown = 0;
  for (const messageId of receivedMessageIds) {
    const id = mailIdOfMessageId(messageId);
    if (id === null || !ids.has(id)) {
      unknown++;
      continue;
    }
    copies.set(id, (copies.get(id) ?? 0) + 1);
  }
  const undeliverable = queued.filter((m) => m.state === 'ERROR' && !copies.has(m.id)).length;
  return {
    queued: queued.length,
    states,
    received: receivedMessageIds.length,
    lost: queued.filter((m) => m.state !== 'ERROR' && !copies.has(m.id)).length,
    undeliverable,
    duplicated: [...copies.values()].reduce((extra, n) => extra + n - 1, 0),
    unknown,
  };
}

/** Why the run is not clean; empty when it is (the exit code follows it). */
export function problems(calls: Record<string, CallableSummary>, leads: LeadAccount, mail: MailAccount): string[] {
  const found: string[] = [];
  for (const [callable, s] of Object.entries(calls)) {
    const failures = Object.values(s.failed).reduce((a, b) => a + b, 0);
    if (failures > 0) found.push(`${callable}: ${failures} failed (${JSON.stringify(s.failed)})`);
  }
  if (leads.lost > 0) found.push(`${leads.lost} lead(s) answered but not stored`);
  if (leads.unanswered > 0) found.push(`${leads.unanswered} lead(s) stored that no answer named`);
  if (mail.lost > 0) found.push(`${mail.lost} mail(s) queued but never received`);
  if (mail.undeliverable > 0) found.push(`${mail.undeliverable} mail(s) given up as ERROR`);
  if (mail.duplicated > 0) found.push(`${mail.duplicated} mail(s) received twice`);
  if (mail.unknown > 0) found.push(`${mail.unknown} received mail(s) match no queued document`);
  return found;
}
