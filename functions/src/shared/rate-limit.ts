import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { mailboxKey } from '@/domain/mail/mailbox';
import {
  RATE_LIMITED_CALLABLES,
  rateLimitMessage,
  type RateLimit,
  type RateLimitedCallable,
  type RateLimitKey,
} from '@/domain/shared/request-guards';
import { z } from 'zod';
import { db } from './admin';
import { retryOnContention } from './contention';
import { collections } from './documents';

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
  /** What the call is about, counted on its own with the limit's `max` (a suggestion's message). */
  subject?: string | null;
}

const hash = (value: string) => createHash('sha256').update(value).digest('hex');

/** A slice as countCall stores it; anything else (or nothing) reads as no calls. */
const counterSchema = z.object({ count: z.number().int() });

/** A key's window is counted in this many slices; the window slides a slice at a time. */
const RATE_LIMIT_SLICES = 6;

/** The keys one call counts against, each with its own ceiling (a hash: it reveals nothing). */
function rateLimitCounters(
  name: RateLimitedCallable,
  subject: RateLimitSubject,
  limit: RateLimit = RATE_LIMITED_CALLABLES[name],
): { id: string; max: number; key: RateLimitKey }[] {
  const counters: { id: string; max: number; key: RateLimitKey }[] = [
    { id: hash(`${name}|ip:${subject.ip ?? 'unknown'}`), max: limit.perAddressMax, key: 'address' },
  ];
  // Per mailbox, not per spelling: '+tags', case and Gmail's dots do not make a new person.
  if (subject.email) counters.push({ id: hash(`${name}|email:${mailboxKey(subject.email)}`), max: limit.max, key: 'email' });
  if (subject.subject) counters.push({ id: hash(`${name}|subject:${subject.subject}`), max: limit.max, key: 'subject' });
  return counters;
}

const sliceRef = (key: string, slice: number) => collections.rateLimits().doc(hash(`${key}|${slice}`));

/**
 * Counts one call against every key of the subject. Each key's window is `RATE_LIMIT_SLICES`
 * slices of `windowSeconds / RATE_LIMIT_SLICES`: a call adds one to its key's current slice with a
 * blind increment, then reads the key's slices back and goes ahead only if their sum is within the
 * ceiling. A burst never queues on one transaction (130 calls four at a time once waited out
 * Firestore's lock timeout and answered `unavailable`), and the limit still holds exactly: every
 * call reads a sum that includes its own increment and every increment before it, so the n-th call
 * to land reads at least n and at most `max` calls can read a sum within `max`. Under a burst a call
 * may read a later call's increment too and be refused early, never late. A refused call takes its
 * increment back, so refusals do not extend the wait. Answers null when the call may go ahead, or
 * the message to refuse it with (when to try again).
 */
export async function countCall(
  name: RateLimitedCallable,
  subject: RateLimitSubject,
  now: number = Date.now(),
  limit: RateLimit = RATE_LIMITED_CALLABLES[name],
): Promise<string | null> {
  const counters = rateLimitCounters(name, subject, limit);
  const sliceMs = (limit.windowSeconds * 1000) / RATE_LIMIT_SLICES;
  const current = Math.floor(now / sliceMs);
  const slices = Array.from({ length: RATE_LIMIT_SLICES }, (_, i) => current - i);
  const expireAt = Timestamp.fromMillis((current + RATE_LIMIT_SLICES) * sliceMs + COUNTER_GRACE_MS);

  const add = db.batch();
  for (const c of counters) add.set(sliceRef(c.id, current), { count: FieldValue.increment(1), expireAt }, { merge: true });
  await retryOnContention(() => add.commit());

  const snaps = await retryOnContention(() =>
    db.getAll(...counters.flatMap((c) => slices.map((slice) => sliceRef(c.id, slice)))),
  );
  const countOf = (i: number) => {
    const stored = counterSchema.safeParse(snaps[i]?.data());
    return stored.success ? stored.data.count : 0;
  };
  let waitMs = 0;
  // The limit the refusal names: the one that keeps the caller waiting longest.
  let refusedBy: RateLimitKey = 'address';
  counters.forEach((c, k) => {
    const counts = slices.map((_, i) => countOf(k * RATE_LIMIT_SLICES + i));
    if (counts.reduce((sum, n) => sum + n, 0) <= c.max) return;
    // The key is free again once its oldest slice with calls in it has slid out of the window.
    const oldest = counts.reduce((last, n, i) => (n > 0 ? i : last), 0);
    const wait = (slices[oldest]! + RATE_LIMIT_SLICES) * sliceMs - now;
    if (wait > waitMs) refusedBy = c.key;
    waitMs = Math.max(waitMs, wait);
  });
  if (waitMs === 0) return null;

  const takeBack = db.batch();
  for (const c of counters) takeBack.set(sliceRef(c.id, current), { count: FieldValue.increment(-1) }, { merge: true });
  // A refusal whose take-back keeps losing to the burst still refuses: the count stays one high for
  // a slice, never a server error (contention.ts).
  await retryOnContention(() => takeBack.commit()).catch(() => undefined);
  return rateLimitMessage(Math.max(1, Math.ceil(waitMs / 60_000)), refusedBy);
}
