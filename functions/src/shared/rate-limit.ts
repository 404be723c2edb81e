import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { RATE_LIMITED_CALLABLES, rateLimitMessage, type RateLimit, type RateLimitedCallable } from '@/domain';
import { db } from './admin';

/** Counters outlive their window by this much, then the TTL policy on `expireAt` removes them. */
const COUNTER_GRACE_MS = 60 * 60 * 1000;

/**
 * Who is asking, as far as the platform can tell: the address the load balancer saw
 * (`rawRequest.ip`, never a header the caller sets) and, where the request names one, the email
 * address it is about. Each is counted on its own, so neither rotating addresses nor rotating
 * emails gets past the limit.
 */
export interface RateLimitSubject {
  ip: string | undefined;
  email?: string | null;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** The counter documents for one call: one per key, per callable. Ids are hashes and reveal nothing. */
export function rateLimitDocIds(name: RateLimitedCallable, subject: RateLimitSubject): string[] {
  const keys = [`ip:${subject.ip ?? 'unknown'}`];
  if (subject.email) keys.push(`email:${subject.email.trim().toLowerCase()}`);
  return keys.map((key) => hash(`${name}|${key}`));
}

/**
 * Counts one call against every key of the subject in one transaction. Each key's window opens at
 * its first call and lasts the limit's length (so the count never resets at a clock boundary in
 * the middle of a burst). Answers null when the call may go ahead, or the message to refuse it
 * with (when to try again) when any key has used its window; a refused call is not counted.
 */
export async function countCall(
  name: RateLimitedCallable,
  subject: RateLimitSubject,
  now: number = Date.now(),
  limit: RateLimit = RATE_LIMITED_CALLABLES[name],
): Promise<string | null> {
  const refs = rateLimitDocIds(name, subject).map((id) => db.collection('rateLimits').doc(id));
  const windowMs = limit.windowSeconds * 1000;
  const waitMs = await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const windows = snaps.map((snap) => {
      const start = snap.get('windowStart') as unknown;
      const count = snap.get('count') as unknown;
      const open = start instanceof Timestamp && now - start.toMillis() < windowMs && typeof count === 'number';
      return open ? { start: (start as Timestamp).toMillis(), count: count as number } : { start: now, count: 0 };
    });
    const full = windows.filter((w) => w.count >= limit.max);
    if (full.length > 0) return Math.max(...full.map((w) => w.start + windowMs - now));
    refs.forEach((ref, i) => {
      const w = windows[i]!;
      tx.set(ref, {
        count: w.count + 1,
        windowStart: Timestamp.fromMillis(w.start),
        expireAt: Timestamp.fromMillis(w.start + windowMs + COUNTER_GRACE_MS),
      });
    });
    return 0;
  });
  return waitMs > 0 ? rateLimitMessage(Math.max(1, Math.ceil(waitMs / 60_000))) : null;
}
