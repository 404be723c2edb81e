import { Timestamp } from 'firebase-admin/firestore';
import { type SubscribeToLegalUpdatesResult } from '@/domain/blog/legal-updates';
import { LEGAL_UPDATES_CONSENT } from '@/domain/blog/legal-updates-text';
import { PRIVACY_POLICY_VERSION } from '@/domain/shared/brand';
import { legalUpdatesConfirmPath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable } from '../shared/callable';
import { enqueueMail, readMailAllowance } from '../shared/mail-queue';
import { expiryFor, newConfirmation, normaliseEmail, subscriberId, subscriberOf, subscriberRef } from './subscriber-store';

/**
 * The form on /legal-updates. Public, rate-limited per address and per connection, and its answer
 * is always `{ sent: true }`: a confirmed address gets nothing (it is already subscribed), any
 * other gets a pending record with the consent just given and a new confirmation link by email
 * (throttled per address). So the answer never tells a stranger whether an address subscribes.
 */
export const subscribeToLegalUpdates = callable('subscribeToLegalUpdates', {
  access: 'public',
  rateLimit: { email: (input) => input.email },
  handler: async ({ email: typed }): Promise<SubscribeToLegalUpdatesResult> => {
    const email = normaliseEmail(typed);
    const id = subscriberId(email);
    await db.runTransaction(async (tx) => {
      const now = Date.now();
      const existing = subscriberOf(await tx.get(subscriberRef(id)));
      const allowance = await readMailAllowance(tx, email, now);
      if (existing?.state === 'confirmed') return;
      const at = Timestamp.fromMillis(now);
      tx.set(subscriberRef(id), {
        email,
        state: 'pending',
        consent: { purpose: LEGAL_UPDATES_CONSENT, policyVersion: PRIVACY_POLICY_VERSION, givenAt: at },
        createdAt: existing?.createdAt ?? at,
        updatedAt: at,
        confirmedAt: null,
        unsubscribedAt: existing?.unsubscribedAt ?? null,
        unsubscribeToken: existing?.unsubscribeToken ?? null,
        expireAt: expiryFor('pending', now),
      });
      const link = newConfirmation(id, now);
      tx.set(link.ref, link.record);
      await enqueueMail(
        tx,
        {
          to: email,
          template: 'legal-updates-confirm',
          data: {
            confirmUrl: appUrl(legalUpdatesConfirmPath(link.token)),
            expiresOn: link.record.expiresAt.toDate().toISOString().slice(0, 10),
          },
        },
        allowance,
      );
    });
    return { sent: true };
  },
});
