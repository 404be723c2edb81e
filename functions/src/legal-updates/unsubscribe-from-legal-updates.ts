import { Timestamp } from 'firebase-admin/firestore';
import { type UnsubscribeFromLegalUpdatesResult } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { expiryFor, subscriberOf } from './subscriber-store';
import { collections } from '../shared/documents';
import { writeSelfServiceRequest } from '../privacy/data-subject-register';

/**
 * The button on /legal-updates/unsubscribe (link in every update). The subscriber's token works
 * every time, so an old update's link still unsubscribes; once unsubscribed, the record keeps the
 * consent and the withdrawal for `legalUpdateUnsubscribedDays`, then the TTL policy deletes it.
 * The withdrawal goes into the register of data-subject requests in the same transaction (once:
 * a second click finds it unsubscribed and writes nothing).
 */
export const unsubscribeFromLegalUpdates = callable('unsubscribeFromLegalUpdates', {
  access: 'public',
  handler: async ({ token }): Promise<UnsubscribeFromLegalUpdatesResult> => {
    const found = await collections.legalUpdateSubscribers().where('unsubscribeToken', '==', token).limit(1).get();
    const ref = found.docs[0]?.ref;
    if (!ref) throw callableError('legal-updates-link-unknown', LEGAL_UPDATES_TEXTS.unsubscribeUnknown, 'token');
    await db.runTransaction(async (tx) => {
      const subscriber = subscriberOf(await tx.get(ref));
      if (!subscriber || subscriber.unsubscribeToken !== token)
        throw callableError('legal-updates-link-unknown', LEGAL_UPDATES_TEXTS.unsubscribeUnknown, 'token');
      if (subscriber.state === 'unsubscribed') return;
      const now = Date.now();
      const at = Timestamp.fromMillis(now);
      tx.update(ref, { state: 'unsubscribed', unsubscribedAt: at, updatedAt: at, expireAt: expiryFor('unsubscribed', now) });
      writeSelfServiceRequest(tx, {
        kind: 'marketing-withdrawal',
        email: subscriber.email,
        details: 'Unsubscribed from legal updates with the link in an update.',
      });
    });
    return { unsubscribed: true };
  },
});
