/**
 * The delivery state machine of a `mail/{id}` document, as pure functions of the document's
 * `delivery` map and the clock (epoch millis). No Firebase here: the Firestore store and the
 * tests both drive it.
 *
 *   PENDING --claim--> PROCESSING --sent--> SENT (final)
 *                          |  \--permanent failure / last attempt--> ERROR (final)
 *                          \--transient failure--> RETRY --(nextAttemptAt due) claim--> PROCESSING
 *   PROCESSING whose lease expired (the worker died mid-send) is claimed again like RETRY.
 *
 * `nextAttemptAt` is set on every non-final state: when a PENDING message may be swept if its
 * trigger never ran, when a RETRY is due, when a PROCESSING lease expires. Final states delete it,
 * so the sweeper's one range query on it only ever finds work.
 */
export const MAIL_STATES = ['PENDING', 'PROCESSING', 'RETRY', 'SENT', 'ERROR'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** Sends per message before it is given up as ERROR. */
export const MAX_ATTEMPTS = 5;
/** Waits after the 1st, 2nd, ... failed attempt: a short outage heals without anyone noticing. */
export const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** How long a claim holds: longer than the SMTP timeouts, so a live send is never taken over. */
export const LEASE_MS = 2 * 60_000;
/** A PENDING message its trigger has not claimed after this long is picked up by the sweeper. */
export const PENDING_GRACE_MS = 2 * 60_000;

export interface DeliveryRecord {
  state: MailState;
  attempts: number;
  /** Epoch millis; see the header comment. Absent on SENT and ERROR. */
  nextAttemptAt?: number | null;
  /** Identifies the claim that holds PROCESSING; only its holder may record the outcome. */
  leaseId?: string | null;
  error?: string | null;
  messageId?: string | null;
  /** The recipient's mail server refused the address itself (an SMTP 5xx to RCPT TO): final, never retried. */
  bounced?: boolean;
}

/** Reads whatever is stored, tolerating missing or damaged fields (operators may edit the queue). */
export function readDelivery(raw: unknown): DeliveryRecord {
  const d = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const state = (MAIL_STATES as readonly unknown[]).includes(d.state) ? (d.state as MailState) : 'PENDING';
  const attempts = typeof d.attempts === 'number' && Number.isFinite(d.attempts) && d.attempts > 0 ? Math.floor(d.attempts) : 0;
  const next = d.nextAttemptAt;
  const nextAttemptAt =
    typeof next === 'number'
      ? next
      : next && typeof (next as { toMillis?: unknown }).toMillis === 'function'
        ? (next as { toMillis(): number }).toMillis()
        : null;
  return {
    state,
    attempts,
    nextAttemptAt,
    leaseId: typeof d.leaseId === 'string' ? d.leaseId : null,
    error: typeof d.error === 'string' ? d.error : null,
  };
}

export const isFinal = (state: MailState) => state === 'SENT' || state === 'ERROR';

/**
 * May a worker claim this message now? PENDING always (the trigger's first try); RETRY once due;
 * PROCESSING only after its lease expired. SENT and ERROR never: a sent mail is never sent again.
 */
export function claimable(delivery: DeliveryRecord, now: number): boolean {
  if (delivery.state === 'PENDING') return true;
  if (delivery.state === 'RETRY' || delivery.state === 'PROCESSING') return (delivery.nextAttemptAt ?? 0) <= now;
  return false;
}

/** The fields a claim writes: one more attempt, held until the lease runs out. */
export function claimFields(delivery: DeliveryRecord, now: number, leaseId: string): DeliveryRecord {
  return {
    state: 'PROCESSING',
    attempts: delivery.attempts + 1,
    nextAttemptAt: now + LEASE_MS,
    leaseId,
    error: delivery.error ?? null,
  };
}

function backoffMs(failedAttempts: number): number {
  return BACKOFF_MS[Math.min(Math.max(failedAttempts, 1), BACKOFF_MS.length) - 1]!;
}

/** After a failed send: RETRY later, or ERROR once the attempts are used up or the fault is permanent. */
export function failureFields(attempts: number, error: string, now: number, permanent: boolean): DeliveryRecord {
  const message = error.slice(0, 500);
  if (permanent || attempts >= MAX_ATTEMPTS)
    return { state: 'ERROR', attempts, nextAttemptAt: null, leaseId: null, error: message };
  return { state: 'RETRY', attempts, nextAttemptAt: now + backoffMs(attempts), leaseId: null, error: message };
}

/** A refused recipient: no retry can make an address exist, so it is final at once. */
export function bouncedFields(attempts: number, error: string): DeliveryRecord {
  return { state: 'ERROR', attempts, nextAttemptAt: null, leaseId: null, error: error.slice(0, 500), bounced: true };
}

export function sentFields(attempts: number, messageId: string): DeliveryRecord {
  return { state: 'SENT', attempts, nextAttemptAt: null, leaseId: null, error: null, messageId };
}

/**
 * May a worker holding `leaseId` record `next`? Never over a final state. A SENT outcome always
 * (the message went out; recording it stops any later claim from sending it again); any other
 * outcome only while the worker's lease still holds, so a worker that overran its lease cannot
 * overwrite the claim of the one that took over.
 */
export function maySettle(current: DeliveryRecord, leaseId: string, next: DeliveryRecord): boolean {
  if (isFinal(current.state)) return false;
  if (next.state === 'SENT') return true;
  return current.state === 'PROCESSING' && current.leaseId === leaseId;
}
