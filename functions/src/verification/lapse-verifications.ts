import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PENDING_VERIFICATION, sastYear, verificationLapsed } from '@/domain/firms/verification';
import { firmDashboardPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { firmsCollection, readFirm, updateFirmDocument, verificationRef } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { firmPrivateDoc } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { writeAuditEntry } from '../shared/record-writes';

/** Who the audit log names for a lapse: the schedule, not a person. */
export const LAPSE_ACTOR = { uid: 'system:verification-lapse', email: null } as const;

/**
 * Moves every verified firm whose Fidelity Fund certificate year ended before `now` (SAST) back to
 * pending, emails it and audits the change; each firm in its own transaction, re-checked there.
 * Firms verified without a certificate (none needed) never lapse. The clock is a parameter, so a
 * test moves it instead of waiting. Returns the ids of the firms that lapsed.
 */
export async function lapseVerifications(now: Date): Promise<string[]> {
  // A single-field range (null years are not < anything): no composite index needed.
  const candidates = await firmsCollection().where('verification.validThroughYear', '<', sastYear(now)).get();
  const lapsed: string[] = [];
  for (const doc of candidates.docs) {
    if (!verificationLapsed(doc.data().verification, now)) continue;
    const done = await db.runTransaction(async (tx) => {
      const [record, evidence] = await Promise.all([readFirm(doc.id, tx), tx.get(verificationRef(doc.id))]);
      if (!record || !verificationLapsed(record.firm.verification, now)) return false;
      const { firm, account } = record;
      const year = firm.verification.validThroughYear ?? sastYear(now) - 1;
      updateFirmDocument(tx, doc.id, firm, { verification: PENDING_VERIFICATION, updatedAt: now, lastUpdated: now });
      if (evidence.exists) tx.update(firmPrivateDoc(doc.id, 'verification'), { lapsedAt: now });
      writeAuditEntry(
        tx,
        auditEntry({
          by: LAPSE_ACTOR,
          firmId: doc.id,
          firmName: firm.firmName,
          field: 'verification',
          before: 'verified',
          after: 'pending',
          reason: `Fidelity Fund certificate for ${year} ended`,
        }),
      );
      await enqueueMail(tx, {
        to: account.email,
        template: 'firm-verification',
        data: { kind: 'lapsed', firmName: firm.firmName, year, dashboardUrl: appUrl(firmDashboardPath()) },
      });
      return true;
    });
    if (done) lapsed.push(doc.id);
  }
  return lapsed;
}

/** 1 January, just after midnight in South Africa: last year's certificates have ended. */
export const lapseFirmVerifications = onSchedule(
  { schedule: '5 0 1 1 *', timeZone: 'Africa/Johannesburg', timeoutSeconds: 540 },
  async () => {
    const lapsed = await lapseVerifications(new Date());
    logger.info('firm verifications lapsed', { count: lapsed.length });
  },
);
