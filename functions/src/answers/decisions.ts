/**
 * The client's other three answers to a firm's answer (besides booking a time): "none of these
 * times suit me" (the firm is emailed with the client's note and may answer again), "I no longer
 * need help" (the request closes: withdrawn, as from the request page), and "send my request to
 * another firm" (passed on as the response clock's send-on does, to the best firm not yet tried).
 * Each is the answer's one decision: recorded on the answer, the answer link used, in one
 * transaction, so a second tap (or a second link) is refused as used.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  type CloseMyRequestFromAnswerResult,
  type DeclineAnswerTimesResult,
  type SendOnFromAnswerResult,
} from '@/domain/answers/contract';
import type { AnswerDecision } from '@/domain/answers/documents';
import { matchCriteriaOfLead, searchCriteriaOfLead } from '@/domain/firms/response-clock';
import { MAX_PASSES_ON } from '@/domain/leads/pass-limits';
import { leadWithdrawal } from '@/domain/leads/record';
import { firmDashboardPath } from '@/domain/shared/site';
import { findMatches } from '../matching/find-matches';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { leadRef } from '../shared/lead-store';
import { updateLead } from '../shared/lead-writes';
import { readMailAllowance } from '../shared/mail-queue';
import { chooseFirm, passLeadOn, tellFirm } from '../leads/placement';
import { accessOf, answerForDecision, answerIdOf, type TokenAccess } from './access';
import { clientOfLead } from './client';
import { answerLinks, answerRef } from './store';

/** Candidates read beyond the firms already tried, so a full or inactive firm can be passed over. */
const SPARE_CANDIDATES = 4;

/** Records the answer's one decision and uses the link it came by. */
function recordDecision(tx: Transaction, access: TokenAccess, answerId: string, kind: AnswerDecision, at: Date, note?: string) {
  tx.update(answerRef(answerId), { decision: { kind, at, ...(note ? { note } : {}) } });
  if (access.kind === 'answer-link') tx.update(answerLinks.ref(access.token), { usedAt: Timestamp.fromDate(at) });
}

export const declineAnswerTimes = callable('declineAnswerTimes', {
  access: 'public',
  handler: async ({ token, note }): Promise<DeclineAnswerTimesResult> => {
    const access = await accessOf(token);
    return db.runTransaction(async (tx) => {
      const now = Date.now();
      const { answerId, answer, lead } = await answerForDecision(tx, access, now);
      const firm = await readFirm(answer.firmId, tx).catch(() => null);
      const client = await clientOfLead(tx, answer.leadId, lead);
      const at = new Date(now);
      recordDecision(tx, access, answerId, 'times-declined', at, note || undefined);
      if (firm?.account.email) {
        await tellFirm(tx, firm.account, {
          template: 'consultation-firm',
          data: {
            kind: 'times-declined',
            by: 'client',
            ...(note ? { note } : {}),
            firmName: firm.firm.firmName,
            firmEmail: firm.account.email,
            need: client?.need ?? 'Legal help',
            leadId: answer.leadId,
            stampedAt: now,
            dashboardUrl: appUrl(firmDashboardPath('leads', answer.leadId)),
          },
        });
      }
      return { firmName: firm?.firm.firmName ?? 'The firm' };
    });
  },
});

export const closeMyRequestFromAnswer = callable('closeMyRequestFromAnswer', {
  access: 'public',
  handler: async ({ token }): Promise<CloseMyRequestFromAnswerResult> => {
    const access = await accessOf(token);
    await db.runTransaction(async (tx) => {
      const now = Date.now();
      const { answerId, answer } = await answerForDecision(tx, access, now);
      const at = new Date(now);
      recordDecision(tx, access, answerId, 'closed', at);
      // Withdrawn as from the request page: the firm's dashboard says so and offers no more actions.
      updateLead(tx, answer.leadId, leadWithdrawal(at));
    });
    return { state: 'closed' };
  },
});

export const sendOnFromAnswer = callable('sendOnFromAnswer', {
  access: 'public',
  handler: async ({ token }): Promise<SendOnFromAnswerResult> => {
    const access = await accessOf(token);
    // The scorer's ranking, read before the transaction (as the response clock does); the transaction re-reads each firm it picks.
    const answerId = await answerIdOf(access);
    const answered = answerId ? (await answerRef(answerId).get()).data() : undefined;
    const first = answered ? (await leadRef(answered.leadId).get()).data() : undefined;
    const criteria = first ? searchCriteriaOfLead(first.formData) : null;
    const matchCriteria = first ? matchCriteriaOfLead(first.formData) : null;
    const tried = first ? (first.triedFirmIds ?? [first.firmId]) : [];
    const candidates =
      first && matchCriteria && (first.rerouteCount ?? 0) < MAX_PASSES_ON
        ? (await findMatches(matchCriteria, tried.length + SPARE_CANDIDATES, { now: new Date() })).matches
            .map((m) => m.id)
            .filter((id) => !tried.includes(id))
        : [];

    return db.runTransaction(async (tx): Promise<SendOnFromAnswerResult> => {
      const now = new Date();
      const { answerId: id, answer, lead } = await answerForDecision(tx, access, now.getTime());
      if (!criteria || candidates.length === 0) return { outcome: 'none-left' };
      const { chosen } = await chooseFirm(tx, candidates, now, criteria.email);
      if (!chosen) return { outcome: 'none-left' };
      const previous = await readFirm(answer.firmId, tx).catch(() => null);
      const allowance = await readMailAllowance(tx, criteria.email, now.getTime());

      recordDecision(tx, access, id, 'sent-on', now);
      // Passed on as the client's own send-on link passes a lead (a confirmation to the client). The
      // first firm answered, so its lead has no deadline left and it gets no lapse notice.
      await passLeadOn(tx, { lapsed: { id: answer.leadId, lead }, chosen, previous, now, by: { kind: 'client', allowance } });
      return { outcome: 'sent', firmName: chosen.firm.firmName };
    });
  },
});
