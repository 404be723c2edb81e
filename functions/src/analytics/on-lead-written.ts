import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { responseStamp } from '@/domain/firms/stats';
import { refreshFirmStats, refreshProvinceBenchmarkIfStale, statsLeadOf } from './firm-stats-store';

const FIGURE_FIELDS = [
  'firmId',
  'createdAt',
  'status',
  'practiceArea',
  'respondedAt',
  // The client funnel (answer flow, CONTRACT.md).
  'answeredAt',
  'bookedAt',
  'consultationAt',
] as const;

/**
 * Keeps firmStats/{firmId} (and the province's benchmark) current as leads arrive and change
 * status. The first move away from 'pending' is stamped on the lead as respondedAt, which is what
 * the response-time figures measure; that write triggers this function again, which then counts it.
 */
export const onLeadWritten = onDocumentWritten('leads/{leadId}', async (event) => {
  const before = event.data?.before.exists ? event.data.before.data() : undefined;
  const after = event.data?.after.exists ? event.data.after.data() : undefined;
  const now = Date.now();

  const stamp = responseStamp(statsLeadOf(before), statsLeadOf(after), now);
  if (stamp !== null && event.data?.after.exists) {
    // The lead may be gone by now (its firm closed its account): nothing left to stamp.
    await event.data.after.ref.update({ respondedAt: Timestamp.fromMillis(stamp) }).catch((error: { code?: unknown }) => {
      if (error.code !== 5) throw error;
    });
    return;
  }
  const changed = FIGURE_FIELDS.some((f) => !sameValue(before?.[f], after?.[f]));
  if (!changed) return;

  const firmIds = new Set([before?.firmId, after?.firmId].filter((id): id is string => typeof id === 'string' && id.length > 0));
  for (const firmId of firmIds) {
    const stats = await refreshFirmStats(firmId, now);
    if (stats?.province) await refreshProvinceBenchmarkIfStale(stats.province, now);
  }
});

function sameValue(a: unknown, b: unknown): boolean {
  if (a instanceof Timestamp && b instanceof Timestamp) return a.isEqual(b);
  return a === b;
}
