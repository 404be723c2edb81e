import { Timestamp } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { FirmDocumentError } from '@/domain/firms/model';
import { formatSast } from '@/domain/firms/response-clock';
import { RESPONSE_PAUSE_ACTOR } from '@/domain/firms/response-pause';
import { countsAsLapse } from '@/domain/leads/contact-claim';
import { countedLapses, LAPSE_WINDOW_DAYS, LAPSE_WINDOW_MS, mustPauseForLapses } from '@/domain/firms/response-pause-rule';
import { firmDashboardPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { readFirm, updateFirmDocument } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { z } from 'zod';
import { collections, fieldsOf, storedTimestamp } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { writeAuditEntry } from '../shared/record-writes';

const lapseSchema = z.object({ lapsedAt: storedTimestamp, clockStoppedBy: z.object({}).passthrough().optional() });

/** Lapses read per window, oldest first: far more than the pause needs, and a mail's list stays short. */
const MAX_LAPSES_READ = 50;

export type PauseOutcome =
  | { outcome: 'paused'; lapses: number }
  | { outcome: 'not-enough'; lapses: number }
  | { outcome: 'already-paused' }
  | { outcome: 'no-firm' };

const millisOf = (value: unknown): number | null => (value instanceof Timestamp ? value.toMillis() : null);

/**
 * Pauses the firm from matching when at least LAPSES_BEFORE_PAUSE of its leads lapsed in the
 * LAPSE_WINDOW_DAYS ending at `now` (the lapse that triggered this), counting only lapses after its
 * last resume (src/domain/firms/response-pause.ts). One transaction reads the firm and its lapses (index
 * leads (firmId, lapsedAt)), and writes the pause through updateFirmDocument (so `listed` and the
 * match index drop at once), an audit entry and the `firm-paused` mail: a second run, or a
 * concurrent one for another of the same lapses, finds the firm paused and does nothing.
 */
export async function pauseForLapses(firmId: string, now: Date): Promise<PauseOutcome> {
  return db.runTransaction(async (tx): Promise<PauseOutcome> => {
    const record = await readFirm(firmId, tx);
    if (!record) return { outcome: 'no-firm' };
    const { firm, account } = record;
    const pause = firm.responsePause ?? null;
    if (pause?.pausedAt) return { outcome: 'already-paused' };
    const resumedAt = pause?.resumedAt?.getTime() ?? null;
    const from = Math.max(now.getTime() - LAPSE_WINDOW_MS, resumedAt ?? 0);
    const snap = await tx.get(
      collections
        .leads()
        .where('firmId', '==', firmId)
        .where('lapsedAt', '>', Timestamp.fromMillis(from))
        .where('lapsedAt', '<=', Timestamp.fromDate(now))
        .orderBy('lapsedAt', 'asc')
        .limit(MAX_LAPSES_READ),
    );
    // A lapse counts unless the clock was stopped after all by something the client received or
    // confirmed (an operator upholding a firm's dispute of a No): countsAsLapse, contact-claim.ts.
    const lapses = snap.docs
      .map((doc) => {
        const fields = fieldsOf(lapseSchema, doc);
        const at = millisOf(fields?.lapsedAt);
        const counts = at !== null && countsAsLapse({ lapsedAt: at, clockStoppedBy: fields?.clockStoppedBy });
        return { leadId: doc.id, at: counts ? at : null };
      })
      .filter((lapse): lapse is { leadId: string; at: number } => lapse.at !== null);
    const times = lapses.map((lapse) => lapse.at);
    const counted = countedLapses(times, now.getTime(), resumedAt).length;
    if (!mustPauseForLapses(times, now.getTime(), pause && { pausedAt: pause.pausedAt, resumedAt })) {
      return { outcome: 'not-enough', lapses: counted };
    }

    const written = new Date();
    updateFirmDocument(tx, firmId, firm, {
      responsePause: { pausedAt: now, lapses: counted, resumedAt: pause?.resumedAt ?? null },
      updatedAt: written,
      lastUpdated: written,
    });
    const listedLapses = [...lapses]
      .sort((a, b) => a.at - b.at)
      .map((lapse) => ({ leadId: lapse.leadId, lapsedAt: formatSast(lapse.at) }));
    writeAuditEntry(
      tx,
      auditEntry({
        by: RESPONSE_PAUSE_ACTOR,
        firmId,
        firmName: firm.firmName,
        field: 'response-pause',
        before: false,
        after: true,
        reason:
          `${counted} leads lapsed unanswered within ${LAPSE_WINDOW_DAYS} days: ${listedLapses.map((l) => l.leadId).join(', ')}`.slice(
            0,
            1000,
          ),
      }),
    );
    await enqueueMail(tx, {
      to: account.email,
      template: 'firm-paused',
      data: {
        firmName: firm.firmName,
        lapses: listedLapses,
        windowDays: LAPSE_WINDOW_DAYS,
        dashboardUrl: appUrl(firmDashboardPath()),
      },
    });
    return { outcome: 'paused', lapses: counted };
  });
}

/**
 * When the response clock lapses a lead (its `lapsedAt` goes from null to a time: the job in
 * reroute-overdue-leads.ts, or the client's "No, nobody contacted me", contact-check.ts), the firm it was assigned to may have to be paused. The lapse's own
 * time is the clock, so a test that runs the job at a moved `now` moves this too.
 */
export const onLeadLapsed = onDocumentUpdated('leads/{leadId}', async (event) => {
  const before = event.data?.before.data();
  const after = event.data?.after.data();
  if (!before || !after || before.lapsedAt != null) return;
  const lapsedAt = millisOf(after.lapsedAt);
  if (lapsedAt === null || typeof after.firmId !== 'string' || after.firmId === '') return;
  try {
    const result = await pauseForLapses(after.firmId, new Date(lapsedAt));
    if (result.outcome === 'paused') logger.info('firm paused for unanswered leads', { firmId: after.firmId, ...result });
  } catch (error) {
    // A firm document that does not match its model is logged, not thrown: an unhandled error kills
    // the worker, and with it other triggers running there.
    if (!(error instanceof FirmDocumentError)) throw error;
    logger.error('Response pause skipped: the firm does not match its model', {
      leadId: event.params.leadId,
      error: error.message,
    });
  }
});
