import { type ResumeMatchingResult } from '@/domain/firms/response-pause';
import { RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { isFirmListed } from '@/domain/firms/verification';
import { OPERATOR_MESSAGES } from '@/domain/shared/operator-contract';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readFirm, updateFirmDocument } from '../shared/firm-store';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, writeAuditEntry } from '../shared/record-writes';

/**
 * The paused firm confirms it is taking clients again (its dashboard's banner): in one transaction
 * the pause is cleared (so `listed` and the match index return at once, updateFirmDocument),
 * `resumedAt` is recorded so the lapses that paused it never count again, and the change is
 * audited. Only the firm's own login (its firmId claim) can resume it; a firm that is not paused is
 * refused. `resumedAt` is never before the pause itself: a pause stamped by a clock moved forward
 * (tests) still leaves its lapses behind.
 */
export const resumeMatching = callable('resumeMatching', {
  access: 'firm',
  handler: async (_input, caller): Promise<ResumeMatchingResult> => {
    const firmId = caller.firmId!;
    return db.runTransaction(async (tx) => {
      const record = await readFirm(firmId, tx);
      if (!record) throw callableError('firm-not-found', OPERATOR_MESSAGES.firmNotFound);
      const { firm } = record;
      const pausedAt = firm.responsePause?.pausedAt ?? null;
      if (!pausedAt) throw callableError('not-paused', RESPONSE_PAUSE_MESSAGES.notPaused);
      const now = new Date();
      const resumedAt = new Date(Math.max(now.getTime(), pausedAt.getTime()));
      const responsePause = { pausedAt: null, lapses: 0, resumedAt };
      updateFirmDocument(tx, firmId, firm, {
        responsePause,
        updatedAt: now,
        lastUpdated: now,
      });
      writeAuditEntry(
        tx,
        auditEntry({
          by: auditActor(caller),
          firmId,
          firmName: firm.firmName,
          field: 'response-pause',
          before: true,
          after: false,
          reason: RESPONSE_PAUSE_MESSAGES.resumeReason,
        }),
      );
      // Still unlisted if it is also suspended or waiting for verification; the dashboard says why.
      return { firmId, listed: isFirmListed({ ...firm, responsePause }) };
    });
  },
});
