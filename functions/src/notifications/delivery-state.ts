/**
 * The delivery state of one phone message (notifications/{mailId}_{channel}), as pure rules:
 *
 *   queued --claim--> sending --accepted--> sent --status--> delivered --status--> read
 *                        |  \--refused, or the last attempt--> failed (WhatsApp: the SMS copy is queued)
 *                        \--provider down--> retry --(nextAttemptAt due) claim--> sending
 *
 * The provider's status callbacks only move a message forward (a late 'delivered' never undoes
 * 'read'); 'failed' from a callback ends it unless it was already delivered or read.
 */
export type NotificationState = 'queued' | 'sending' | 'retry' | 'sent' | 'delivered' | 'read' | 'failed';

export const MAX_ATTEMPTS = 5;
/** Waits after the 1st, 2nd, ... failed attempt. */
const BACKOFF_MS = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000] as const;
/** A claim holds this long: longer than a send's timeout, so a live send is never taken over. */
export const LEASE_MS = 2 * 60_000;
/** A queued message its trigger never claimed is swept after this. */
export const QUEUED_GRACE_MS = 2 * 60_000;
/** Inside this long after the number's last message to us, WhatsApp allows free-form text. */
const SERVICE_WINDOW_MS = 24 * 60 * 60_000;

const RANK: Record<NotificationState, number> = { queued: 0, sending: 0, retry: 0, sent: 1, delivered: 2, read: 3, failed: 4 };

export function claimable(state: NotificationState, nextAttemptAt: number | null, now: number): boolean {
  if (state === 'queued') return true;
  if (state === 'retry' || state === 'sending') return (nextAttemptAt ?? 0) <= now;
  return false;
}

/**
 * After a failed attempt: try again later, or give up. A provider that said when to come back
 * (Retry-After on a 429 or 503) is not tried before then, whatever the usual wait.
 */
export function afterFailure(
  attempts: number,
  retryable: boolean,
  now: number,
  retryAfterMs = 0,
): { state: 'retry' | 'failed'; nextAttemptAt: number | null } {
  if (!retryable || attempts >= MAX_ATTEMPTS) return { state: 'failed', nextAttemptAt: null };
  const backoff = BACKOFF_MS[Math.min(attempts - 1, BACKOFF_MS.length - 1)]!;
  return { state: 'retry', nextAttemptAt: now + Math.max(backoff, retryAfterMs) };
}

/** Whether a provider status may replace the stored one. */
export function statusMovesForward(current: NotificationState, incoming: 'sent' | 'delivered' | 'read' | 'failed'): boolean {
  if (current === 'failed') return false;
  // A message reported delivered or read has arrived: a later 'failed' (providers send them out of
  // order) must not end it, or its SMS copy would give the person the message twice.
  if (incoming === 'failed') return current !== 'delivered' && current !== 'read';
  return RANK[incoming] > RANK[current];
}

export const insideServiceWindow = (lastInboundAt: number | null, now: number) =>
  lastInboundAt !== null && now - lastInboundAt < SERVICE_WINDOW_MS;
