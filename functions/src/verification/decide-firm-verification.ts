import {
  VERIFICATION_MESSAGES,
  verifiedSummary,
  PENDING_VERIFICATION,
  type DecideFirmVerificationResult,
  type VerificationCheck,
} from '@/domain/firms/verification';
import { verifiedBadgeText } from '@/domain/firms/verification-badge';
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
 * The operator approves a pending firm (recording who, when and what was checked) or rejects it
 * with a reason the firm is emailed. The public summary, the private evidence record, the audit
 * entry and the email are written in one transaction.
 */
export const decideFirmVerification = callable('decideFirmVerification', {
  access: 'admin',
  handler: async ({ firmId, decision }, caller): Promise<DecideFirmVerificationResult> =>
    db.runTransaction(async (tx) => {
      const [record, evidence] = await Promise.all([readFirm(firmId, tx), tx.get(verificationRef(firmId))]);
      if (!record) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound, 'firmId');
      const { firm, account } = record;
      if (firm.verification.state !== 'pending') {
        throw callableError('verification-not-pending', VERIFICATION_MESSAGES.notPending);
      }
      const fidelity = evidence.data()?.fidelityFund ?? null;
      if (decision.outcome === 'approve' && fidelity && !decision.fidelityChecked) {
        throw callableError('invalid-input', VERIFICATION_MESSAGES.fidelityChecked, 'decision.fidelityChecked');
      }
      const now = new Date();
      const by = auditActor(caller);
      const checks: VerificationCheck[] =
        decision.outcome === 'approve'
          ? ['lpc-roll', ...(fidelity && decision.fidelityChecked ? (['fidelity-fund-certificate'] as const) : [])]
          : [];
      const verification =
        decision.outcome === 'approve'
          ? { ...verifiedSummary(checks, fidelity, now), state: 'verified' as const }
          : { ...PENDING_VERIFICATION, state: 'rejected' as const };
      updateFirmDocument(tx, firmId, firm, { verification, updatedAt: now, lastUpdated: now });

      const decided = {
        state: verification.state,
        by,
        at: now,
        checks,
        note: decision.outcome === 'approve' ? decision.note : '',
        reason: decision.outcome === 'reject' ? decision.reason : null,
      };
      if (evidence.exists) tx.update(firmPrivateDoc(firmId, 'verification'), { decision: decided });
      else {
        // A firm that registered before verification existed: the evidence is its account's LPC number.
        tx.set(firmPrivateDoc(firmId, 'verification'), {
          lpcNumber: account.lpcNumber,
          fidelityFund: null,
          submittedAt: firm.createdAt,
          decision: decided,
          suspension: null,
          lapsedAt: null,
        });
      }
      writeAuditEntry(
        tx,
        auditEntry({
          by,
          firmId,
          firmName: firm.firmName,
          field: 'verification',
          before: firm.verification.state,
          after: verification.state,
          ...(decision.outcome === 'approve' ? { checks, note: decision.note } : { reason: decision.reason }),
        }),
      );
      const dashboardUrl = appUrl(firmDashboardPath());
      await enqueueMail(tx, {
        to: account.email,
        template: 'firm-verification',
        data:
          decision.outcome === 'approve'
            ? { kind: 'approved', firmName: firm.firmName, badge: verifiedBadgeText(verification) ?? 'Verified', dashboardUrl }
            : { kind: 'rejected', firmName: firm.firmName, reason: decision.reason, dashboardUrl },
      });
      return { firmId, state: verification.state };
    }),
});
