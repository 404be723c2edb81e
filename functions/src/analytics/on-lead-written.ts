import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { refreshFirmStats, refreshProvinceBenchmarkIfStale } from './firm-stats-store';

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
 * status. It only reads leads: the first answer's `respondedAt`, which the response-time figures
 * measure, is set by the lead's owner in the same write as the status (src/domain/leads/record.ts,
 * leadStatusChange, written by updateLeadStatus), so this trigger counts it from that one write and
 * never writes the lead back (a write here would fire every lead trigger again; docs/architecture.md).
 */
export const onLeadWritten = onDocumentWritten('leads/{leadId}', async (event) => {
  const before = event.data?.before.exists ? event.data.before.data() : undefined;
  const after = event.data?.after.exists ? event.data.after.data() : undefined;
  const now = Date.now();

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
