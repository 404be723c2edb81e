import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { collections, idempotencyRecordConverter } from './documents';

/** How long a key is remembered: far beyond any reload or retry; the TTL policy on `expireAt` removes it. */
const IDEMPOTENCY_RETENTION_DAYS = 7;

/**
 * `idempotencyKeys/{sha256(scope + key)}`: the scope is the callable and the signed-in caller (or
 * 'anonymous'), so one caller's key never answers another callable or another account.
 */
export function idempotencyRef(scope: string, key: string): DocumentReference {
  return collections.idempotencyKeys().doc(createHash('sha256').update(`${scope}\n${key}`).digest('hex'));
}

/** The first result stored under the key, or null when the key is new. Read inside the work's transaction. */
export async function firstResult(ref: DocumentReference, tx?: Transaction): Promise<unknown> {
  const typed = ref.withConverter(idempotencyRecordConverter);
  const snap = tx ? await tx.get(typed) : await typed.get();
  return snap.exists ? snap.data()?.result : null;
}

/** Records the result in the same transaction as the work it answers for. */
export function rememberResult(tx: Transaction, ref: DocumentReference, result: unknown): void {
  tx.set(ref, {
    // Plain JSON: what the callable answered, nothing else (no personal details: ids and public firm cards).
    result: JSON.parse(JSON.stringify(result)) as unknown,
    createdAt: FieldValue.serverTimestamp(),
    expireAt: Timestamp.fromMillis(Date.now() + IDEMPOTENCY_RETENTION_DAYS * 86_400_000),
  });
}

/**
 * Requests without a key that say the same thing are one request (issue 39: five identical calls
 * from a script, or a double submit whose page lost its key, made five leads): the same client,
 * firm and words inside this window answer the first result. Two windows are read (this one and
 * the one before), so two requests a second apart across a window's edge are still one.
 */
const DUPLICATE_WINDOW_MS = 10 * 60_000;

/** Text compared as a person reads it: Unicode-folded, case-folded, spaces collapsed. */
const sameText = (value: string) => value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();

/** A stable fingerprint of what a request says: keys sorted, every string compared as sameText. */
export function requestFingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown => {
    if (typeof v === 'string') return sameText(v);
    if (Array.isArray(v)) return v.map(canonical);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .filter(([, inner]) => inner !== undefined)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([key, inner]) => [key, canonical(inner)]),
      );
    return v;
  };
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** Where a request's content is remembered: this window's record first (written), then the one before (read). */
export function duplicateRefs(scope: string, fingerprint: string, now = Date.now()): DocumentReference[] {
  const window = Math.floor(now / DUPLICATE_WINDOW_MS);
  return [window, window - 1].map((w) => idempotencyRef(scope, `same-request\n${w}\n${fingerprint}`));
}
