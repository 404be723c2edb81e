/**
 * Firestore under contention (issue 39: a burst of four requests from one address got one
 * `unavailable` among the rate limit's refusals; five reports of one lead at once got one
 * `internal`): a write or transaction that lost to another is tried again with a jittered wait,
 * so contention ends in success or in the product's own refusal, never a server error.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** gRPC codes Firestore answers a write that lost to another: ABORTED, DEADLINE_EXCEEDED, UNAVAILABLE, and too much contention (RESOURCE_EXHAUSTED). */
const CONTENTION_CODES = new Set([10, 4, 14, 8]);

/**
 * Words of a write or transaction that lost. "Transaction is invalid or closed" (INVALID_ARGUMENT)
 * is how the Firestore emulator answers a read in a transaction that another took the locks from
 * (seen in a burst of four contactFirm calls); the Admin SDK retries INVALID_ARGUMENT only when the
 * transaction "has expired", so this one reached the caller as a server error.
 */
const LOST = /contention|lock timeout|aborted|transaction is invalid or closed|transaction has expired/i;

function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'number' && CONTENTION_CODES.has(code)) return true;
  return LOST.test(String((error as Error | null)?.message ?? ''));
}

/** Attempts of a contended write, and the wait before the n-th retry (doubling, jittered). */
const CONTENTION_ATTEMPTS = 6;
const waitBefore = (retry: number) => Math.round((25 << retry) * (0.5 + Math.random()));

/** Runs `work`, trying again on contention; the last contention error is thrown when every attempt lost. */
export async function retryOnContention<T>(work: () => Promise<T>, attempts = CONTENTION_ATTEMPTS): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isContention(error) || attempt >= attempts) throw error;
      await sleep(waitBefore(attempt));
    }
  }
}
