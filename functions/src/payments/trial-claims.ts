import type { Transaction } from 'firebase-admin/firestore';
import { normaliseLpcNumber, trialAvailableFor } from '@/domain';
import { db } from '../shared/admin';
import type { FirmRecord } from '../shared/firm-store';

/**
 * Premium's free month is given once per firm (premiumTrialUsed on its account) and once per LPC
 * number: `trialClaims/{normalised LPC number}` = { firmId, claimedAt }, written in the payment
 * transaction that starts a free month. Functions only (firestore.rules denies every browser), and
 * kept when a firm's account is closed, so the same practitioner signing up again is not offered
 * another free month.
 */
export const trialClaimRef = (lpcKey: string) => db.collection('trialClaims').doc(lpcKey);

/** Whether this firm may have the free month now (the server's decision; the browser only shows it). */
export async function trialAvailability(record: FirmRecord, tx?: Transaction): Promise<boolean> {
  if (record.account.premiumTrialUsed) return false;
  const key = normaliseLpcNumber(record.account.lpcNumber);
  if (!key) return trialAvailableFor(record.account, record.id, null);
  const claim = tx ? await tx.get(trialClaimRef(key)) : await trialClaimRef(key).get();
  const claimedBy = claim.exists ? String(claim.get('firmId')) : null;
  return trialAvailableFor(record.account, record.id, claimedBy);
}

/** Records that this firm's LPC number has had its free month (in the transaction that starts it). */
export function claimTrial(tx: Transaction, record: FirmRecord, now: Date): void {
  const key = normaliseLpcNumber(record.account.lpcNumber);
  if (!key) return;
  tx.set(trialClaimRef(key), { firmId: record.id, claimedAt: now });
}
