import type { Transaction } from 'firebase-admin/firestore';
import { trialAvailableFor } from '@/domain/payments/billing';
import type { FirmRecord } from '../shared/firm-store';
import { legacyTrialClaimId, trialClaimId } from './trial-claim-id';
import { collections } from '../shared/documents';

/**
 * Premium's free month is given once per firm (premiumTrialUsed on its account) and once per LPC
 * number: `trialClaims/{sha256 of the normalised LPC number}` = { claimedAt }, written in the
 * payment transaction that starts a free month. Functions only (firestore.rules denies every
 * browser). It names no firm and holds no LPC number, and it is kept when a firm's account is
 * closed, so the same practitioner signing up again is not offered another free month.
 */
const trialClaimRef = (id: string) => collections.trialClaims().doc(id);

/** Whether this firm may have the free month now (the server's decision; the browser only shows it). */
export async function trialAvailability(record: FirmRecord, tx?: Transaction): Promise<boolean> {
  if (record.account.premiumTrialUsed) return false;
  const ids = [trialClaimId(record.account.lpcNumber), legacyTrialClaimId(record.account.lpcNumber)].filter(
    (id): id is string => id !== null,
  );
  if (ids.length === 0) return trialAvailableFor(record.account, false);
  // The number's claim under today's key, or under the key claims had before (billing.ts).
  const claims = await Promise.all(ids.map((id) => (tx ? tx.get(trialClaimRef(id)) : trialClaimRef(id).get())));
  return trialAvailableFor(
    record.account,
    claims.some((claim) => claim.exists),
  );
}

/** Records that this firm's LPC number has had its free month (in the transaction that starts it). */
export function claimTrial(tx: Transaction, record: FirmRecord, now: Date): void {
  const id = trialClaimId(record.account.lpcNumber);
  if (id) tx.set(trialClaimRef(id), { claimedAt: now });
}
