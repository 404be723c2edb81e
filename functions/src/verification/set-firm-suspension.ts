import { VERIFICATION_MESSAGES, type SetFirmSuspensionResult } from '@/domain/firms/verification';
import { OPERATOR_MESSAGES } from '@/domain/shared/operator-contract';
import { firmDashboardPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable, callableError } from '../shared/callable';
import { readFirm, updateFirmDocument, verificationRef } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { firmPrivateDoc } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, writeAuditEntry } from '../shared/record-writes';

/**
 * The operator suspends or reinstates a firm, with a reason. Suspension unlists the firm in the
 * same transaction (firm-store derives `listed` and the match index), so it leaves matching,
 * featured lists and open leads at once. Audited; the firm is emailed.
 */
export const setFirmSuspension = callable('setFirmSuspension', {
  access: 'admin',
  handler: async ({ firmId, suspended, reason }, caller): Promise<SetFirmSuspensionResult> =>
    db.runTransaction(async (tx) => {
      const [record, evidence] = await Promise.all([readFirm(firmId, tx), tx.get(verificationRef(firmId))]);
      if (!record) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound, 'firmId');
      const { firm, account } = record;
      if (firm.suspended === suspended) {
        throw callableError(
          'suspension-unchanged',
          suspended ? VERIFICATION_MESSAGES.alreadySuspended : VERIFICATION_MESSAGES.notSuspended,
        );
      }
      const now = new Date();
      const by = auditActor(caller);
      updateFirmDocument(tx, firmId, firm, { suspended, updatedAt: now, lastUpdated: now });
      const suspension = suspended ? { reason, by, at: now } : null;
      if (evidence.exists) tx.update(firmPrivateDoc(firmId, 'verification'), { suspension });
      else {
        tx.set(firmPrivateDoc(firmId, 'verification'), {
          lpcNumber: account.lpcNumber,
          fidelityFund: null,
          submittedAt: firm.createdAt,
          decision: null,
          suspension,
          lapsedAt: null,
        });
      }
      writeAuditEntry(
        tx,
        auditEntry({
          by,
          firmId,
          firmName: firm.firmName,
          field: 'suspension',
          before: firm.suspended,
          after: suspended,
          reason,
        }),
      );
      const dashboardUrl = appUrl(firmDashboardPath());
      await enqueueMail(tx, {
        to: account.email,
        template: 'firm-verification',
        data: suspended
          ? { kind: 'suspended', firmName: firm.firmName, reason, dashboardUrl }
          : { kind: 'reinstated', firmName: firm.firmName, dashboardUrl },
      });
      return { firmId, suspended };
    }),
});
