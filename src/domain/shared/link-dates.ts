/**
 * The dates of a single-use link's record as first written (functions/src/shared/single-use-links.ts
 * stores them as Timestamps): made at `now`, working for `ttlDays` (never past `notAfter`, epoch
 * millis), not yet used. Pure, so the rules tests seed a link record exactly as the writer makes it.
 */
const DAY_MS = 86_400_000;

export function newLinkDates(now: number, ttlDays: number, notAfter = Number.POSITIVE_INFINITY) {
  return { createdAt: new Date(now), expiresAt: new Date(Math.min(now + ttlDays * DAY_MS, notAfter)), usedAt: null };
}
