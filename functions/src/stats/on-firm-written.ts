import { FieldValue } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { countChanges, firmCountKeys } from '@/domain/firms/practice-area-count-keys';
import { db } from '../shared/admin';
import { collections, practiceAreaContributionRef, practiceAreaCountsDoc } from '../shared/documents';

/**
 * Keeps the city pages' practice-area counts (stats/practiceAreaCounts) current as firms register,
 * change their cities or practice areas, or stop being active. Each firm's share is recorded in
 * practiceAreaContributions/{firmId}; a change reconciles that share with the firm as it is now
 * (read in the transaction, so triggers arriving out of order or twice still end right) and
 * applies only the difference as increments: no scan of the firms, whatever their number.
 */
export const onFirmWritten = onDocumentWritten('firms/{firmId}', async (event) => {
  const before = firmCountKeys(event.data?.before.exists ? event.data.before.data() : undefined);
  const after = firmCountKeys(event.data?.after.exists ? event.data.after.data() : undefined);
  // Most firm writes (a description, hours, a plan) leave the counted keys alone.
  if (countChanges(before, after).size === 0) return;
  await reconcileFirmCounts(event.params.firmId);
});

export async function reconcileFirmCounts(firmId: string): Promise<void> {
  const firmRef = collections.firms().doc(firmId);
  const shareRef = practiceAreaContributionRef(firmId);
  const countsRef = practiceAreaCountsDoc();
  await db.runTransaction(async (tx) => {
    const [firm, share] = await Promise.all([tx.get(firmRef), tx.get(shareRef)]);
    const counted: string[] = share.data()?.keys ?? [];
    const now = firmCountKeys(firm.exists ? firm.data() : undefined);
    const changes = countChanges(counted, now);
    if (changes.size === 0) return;
    const counts = Object.fromEntries([...changes].map(([key, delta]) => [key, FieldValue.increment(delta)]));
    tx.set(countsRef, { counts, updatedAt: FieldValue.serverTimestamp() }, { merge: true });
    if (now.length > 0) tx.set(shareRef, { keys: now, updatedAt: FieldValue.serverTimestamp() });
    else tx.delete(shareRef);
  });
}
