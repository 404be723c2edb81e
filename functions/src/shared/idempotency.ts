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
