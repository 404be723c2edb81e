import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { RATE_LIMITED_CALLABLES, rateLimitMessage, type RateLimit, type RateLimitedCallable } from '@/domain';
import { z } from 'zod';
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

/** The counter documents for one call, each with its own ceiling. Ids are hashes and reveal nothing. */
export function rateLimitCounters(
  name: RateLimitedCallable,
  subject: RateLimitSubject,
  limit: RateLimit = RATE_LIMITED_CALLABLES[name],
): { id: string; max: number }[] {
  const counters = [{ id: hash(`${name}|ip:${subject.ip ?? 'unknown'}`), max: limit.perAddressMax }];
  if (subject.email) counters.push({ id: hash(`${name}|email:${subject.email.trim().toLowerCase()}`), max: limit.max });
  return counters;
}

/** A counter as countCall stores it; anything else (or nothing) reads as a fresh window. */
const counterSchema = z.object({ windowStart: z.instanceof(Timestamp), count: z.number().int().min(0) });

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
  const counters = rateLimitCounters(name, subject, limit);
  const refs = counters.map((c) => db.collection('rateLimits').doc(c.id));
  const windowMs = limit.windowSeconds * 1000;
  const waitMs = await db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const windows = snaps.map((snap) => {
      const stored = counterSchema.safeParse(snap.data());
      const open = stored.success && now - stored.data.windowStart.toMillis() < windowMs;
      return open ? { start: stored.data.windowStart.toMillis(), count: stored.data.count } : { start: now, count: 0 };
    });
    const full = windows.filter((w, i) => w.count >= counters[i]!.max);
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
