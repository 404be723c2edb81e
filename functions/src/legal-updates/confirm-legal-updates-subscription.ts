import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { type ConfirmLegalUpdatesSubscriptionResult } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { db } from '../shared/admin';
import { callable, callableError } from '../shared/callable';
import { confirmationLinks, newLinkToken, subscriberOf, subscriberRef } from './subscriber-store';

/**
 * "Confirm my subscription" on /legal-updates/confirm: the double opt-in. The link is single-use
 * and expiring; in one transaction it is spent and the subscriber becomes confirmed, with an
 * unsubscribe token for every update from now on. A link whose subscription was unsubscribed
 * since, or deleted, no longer works: subscribing again asks for consent again.
 */
export const confirmLegalUpdatesSubscription = callable('confirmLegalUpdatesSubscription', {
  access: 'public',
  handler: async ({ token }): Promise<ConfirmLegalUpdatesSubscriptionResult> =>
    db.runTransaction(async (tx) => {
      const now = Date.now();
      const link = await confirmationLinks.read(token, tx, now);
      const ref = subscriberRef(link.subscriberId);
      const subscriber = subscriberOf(await tx.get(ref));
      if (!subscriber || subscriber.state === 'unsubscribed')
        throw callableError('legal-updates-link-expired', LEGAL_UPDATES_TEXTS.confirmExpired, 'token');
      const at = Timestamp.fromMillis(now);
      tx.update(confirmationLinks.ref(token), { usedAt: at });
      if (subscriber.state === 'pending') {
        tx.update(ref, {
          state: 'confirmed',
          confirmedAt: at,
          updatedAt: at,
          unsubscribeToken: subscriber.unsubscribeToken ?? newLinkToken(),
          expireAt: FieldValue.delete(),
        });
      }
      return { confirmed: true };
    }),
});
