import { FieldValue, Timestamp, type Firestore } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import type { ClaimedMail, MailStore } from './deliver';
import { claimable, claimFields, isFinal, maySettle, readDelivery, type DeliveryRecord } from './delivery-policy';
import { z } from 'zod';
import { collections, fieldsOf } from '../shared/documents';

/**
 * A queued message as any writer left it: the delivery map is read tolerantly (readDelivery), and the
 * recipient, template and data are checked by deliverOne, which records a bad one as a permanent fault.
 */
const queuedMailSchema = z.object({
  to: z.unknown(),
  // Only a client mail's envelope carries them (zod 4 requires a key declared z.unknown() unless optional).
  locale: z.unknown().optional(),
  requestUrl: z.unknown().optional(),
  template: z.unknown(),
  data: z.unknown(),
  delivery: z.unknown(),
});

/** A delivery record as Firestore update fields: null and absent values are deleted, times are Timestamps. */
function deliveryUpdate(fields: DeliveryRecord): Record<string, unknown> {
  const orDelete = (value: unknown) => (value === null || value === undefined ? FieldValue.delete() : value);
  return {
    'delivery.state': fields.state,
    'delivery.attempts': fields.attempts,
    'delivery.nextAttemptAt':
      typeof fields.nextAttemptAt === 'number' ? Timestamp.fromMillis(fields.nextAttemptAt) : FieldValue.delete(),
    'delivery.leaseId': orDelete(fields.leaseId),
    'delivery.error': orDelete(fields.error),
    ...(fields.messageId ? { 'delivery.messageId': fields.messageId } : {}),
    ...(fields.bounced ? { 'delivery.bounced': true } : {}),
    'delivery.updatedAt': FieldValue.serverTimestamp(),
    ...(isFinal(fields.state) ? { 'delivery.endTime': FieldValue.serverTimestamp() } : {}),
  };
}

/** The mail queue in Firestore: claims and outcomes are transactions on the message's document. */
export function firestoreMailStore(db: Firestore): MailStore {
  const ref = (id: string) => collections.mail().doc(id);
  const dueQuery = (now: number) =>
    collections.mail().where('delivery.nextAttemptAt', '<=', Timestamp.fromMillis(now)).orderBy('delivery.nextAttemptAt');
  return {
    claim: (id, now, leaseId) =>
      db.runTransaction(async (tx): Promise<ClaimedMail | null> => {
        const snap = await tx.get(ref(id));
        if (!snap.exists) return null;
        const queued = fieldsOf(queuedMailSchema, snap);
        const current = readDelivery(queued?.delivery);
        if (!claimable(current, now)) return null;
        const claimed = claimFields(current, now, leaseId);
        tx.update(ref(id), {
          ...deliveryUpdate(claimed),
          ...(current.attempts === 0 ? { 'delivery.startTime': FieldValue.serverTimestamp() } : {}),
        });
        return {
          id,
          to: queued?.to,
          locale: queued?.locale,
          requestUrl: queued?.requestUrl,
          template: queued?.template,
          data: queued?.data,
          delivery: claimed,
        };
      }),
    settle: (id, leaseId, fields) =>
      db.runTransaction(async (tx) => {
        const snap = await tx.get(ref(id));
        if (!snap.exists) {
          // An operator cleared the queue meanwhile: logged, and never a reason to resend.
          logger.warn('mail document deleted before its delivery was recorded', { id });
          return false;
        }
        if (!maySettle(readDelivery(fieldsOf(queuedMailSchema, snap)?.delivery), leaseId, fields)) return false;
        tx.update(ref(id), deliveryUpdate(fields));
        return true;
      }),
    due: async (now, limit) => {
      const snapshot = await dueQuery(now).limit(limit).get();
      return snapshot.docs.map((doc) => doc.id);
    },
    countDue: async (now) => (await dueQuery(now).count().get()).data().count,
  };
}
