import { FieldValue } from 'firebase-admin/firestore';
import {
  CORRESPONDENT_REQUESTS_PER_DAY,
  MESSAGE_TEXTS,
  type SendCorrespondentRequestResult,
} from '@/domain/mail/messages-contract';
import { sastDay } from '@/domain/payments/plans';
import { correspondentCourtLabel } from '@/domain/shared/courts';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { readFirm } from '../shared/firm-store';
import { enqueueMail } from '../shared/mail-queue';
import { collections, correspondentRequestCountRef } from '../shared/documents';

/**
 * A signed-in firm asks another firm to act as its correspondent. The request is recorded, the
 * sender's daily count goes up and the mail to the recipient's account email is queued in one
 * transaction. The sender learns nothing about the recipient beyond its public profile: the
 * answer carries no address, and the recipient's email only ever appears in the mail's `to`.
 */
export const sendCorrespondentRequest = callable('sendCorrespondentRequest', {
  access: 'firm',
  rateLimit: {},
  handler: async ({ toFirmId, court, message }, caller): Promise<SendCorrespondentRequestResult> => {
    const fromFirmId = caller.firmId!;
    if (toFirmId === fromFirmId) throw callableError('correspondent-self', MESSAGE_TEXTS.correspondentSelf, 'toFirmId');
    const day = sastDay(Date.now());
    const counterRef = correspondentRequestCountRef(fromFirmId, day);
    return db.runTransaction(async (tx) => {
      const [from, to, counter] = await Promise.all([readFirm(fromFirmId, tx), readFirm(toFirmId, tx), tx.get(counterRef)]);
      if (!from) throw callableError('firm-not-found', 'Your firm account could not be found. Please sign in again.');
      if (!to || !to.firm.listed || !to.firm.isCorrespondent || !to.firm.correspondentCourts.includes(court)) {
        throw callableError('correspondent-unavailable', MESSAGE_TEXTS.correspondentUnavailable, 'toFirmId');
      }
      const sent = counter.data()?.count ?? 0;
      if (sent >= CORRESPONDENT_REQUESTS_PER_DAY) {
        throw callableError('correspondent-limit-reached', MESSAGE_TEXTS.correspondentLimit);
      }
      const requestRef = collections.correspondentRequests().doc();
      tx.set(requestRef, {
        fromFirmId,
        toFirmId,
        court,
        message,
        fromUid: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
      });
      tx.set(counterRef, { firmId: fromFirmId, day, count: sent + 1, updatedAt: FieldValue.serverTimestamp() });
      await enqueueMail(tx, {
        to: to.account.email,
        template: 'correspondent-request',
        data: {
          requestId: requestRef.id,
          toFirmName: to.firm.firmName,
          fromFirmName: from.firm.firmName,
          fromContactName: from.account.contactPerson,
          fromEmail: from.account.email,
          fromPhone: from.account.phone || undefined,
          fromCity: from.firm.primaryCity || undefined,
          court: correspondentCourtLabel(court),
          message,
        },
      });
      return { sent: true as const, remainingToday: CORRESPONDENT_REQUESTS_PER_DAY - sent - 1 };
    });
  },
});
