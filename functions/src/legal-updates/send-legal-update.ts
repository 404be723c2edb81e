import { FieldPath, type QueryDocumentSnapshot } from 'firebase-admin/firestore';
import * as logger from 'firebase-functions/logger';
import { type SendLegalUpdateResult } from '@/domain/blog/legal-updates';
import { legalUpdatesUnsubscribePath } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appUrl } from '../shared/app-origin';
import { callable } from '../shared/callable';
import { enqueueMail } from '../shared/mail-queue';
import { subscriberOf } from './subscriber-store';
import { collections } from '../shared/documents';
import { auditEntry } from '@/domain/shared/audit-entry';
import { auditActor, addAuditEntry } from '../shared/record-writes';

/** Subscribers per batch: one mail document each, well under Firestore's 500 writes a batch. */
const PAGE = 400;

/**
 * The operator's update from the control panel: one `legal-update` mail per subscriber confirmed
 * at this moment, each with that subscriber's unsubscribe link, written page by page in batches;
 * one audit entry names the subject and how many were queued.
 */
export const sendLegalUpdate = callable('sendLegalUpdate', {
  access: 'admin',
  handler: async ({ subject, body }, caller): Promise<SendLegalUpdateResult> => {
    let queued = 0;
    let after: QueryDocumentSnapshot | null = null;
    for (;;) {
      let query = collections.legalUpdateSubscribers().where('state', '==', 'confirmed').orderBy(FieldPath.documentId());
      if (after) query = query.startAfter(after);
      const page = await query.limit(PAGE).get();
      if (page.empty) break;
      const batch = db.batch();
      for (const doc of page.docs) {
        const subscriber = subscriberOf(doc);
        if (!subscriber?.unsubscribeToken) {
          logger.warn('confirmed legal-updates subscriber without an unsubscribe link skipped', { id: doc.id });
          continue;
        }
        const mailId = await enqueueMail(batch, {
          to: subscriber.email,
          template: 'legal-update',
          data: { subject, body, unsubscribeUrl: appUrl(legalUpdatesUnsubscribePath(subscriber.unsubscribeToken)) },
        });
        if (mailId) queued++;
      }
      await batch.commit();
      after = page.docs[page.docs.length - 1]!;
      if (page.size < PAGE) break;
    }
    await addAuditEntry(
      auditEntry({
        by: auditActor(caller),
        firmId: null,
        field: 'legal-update',
        before: 'not sent',
        after: 'sent',
        reason: subject,
        note: `${queued} ${queued === 1 ? 'email' : 'emails'} queued`,
      }),
    );
    return { queued };
  },
});
