import { FieldValue } from 'firebase-admin/firestore';
import { contactTopicLabel, type SendContactMessageResult } from '@/domain/mail/messages-contract';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { ADMIN_INBOX_PATH } from '@/domain/shared/site';
import { db } from '../shared/admin';
import { appOriginSetting } from '../shared/config';
import { callable } from '../shared/callable';
import { enqueueMail } from '../shared/mail-queue';
import { collections } from '../shared/documents';

/**
 * Contact Us: the message is stored for the control panel's inbox and mailed to the operator, in
 * one batch (a message is never in the inbox without its mail, nor the other way round).
 */
export const sendContactMessage = callable('sendContactMessage', {
  access: 'public',
  rateLimit: { email: (input) => input.email },
  handler: async ({ name, email, topic, message }): Promise<SendContactMessageResult> => {
    const ref = collections.contactMessages().doc();
    const batch = db.batch();
    batch.set(ref, { name, email: email.toLowerCase(), topic, message, status: 'new', createdAt: FieldValue.serverTimestamp() });
    await enqueueMail(batch, {
      to: SUPPORT_EMAIL,
      template: 'contact-message',
      data: {
        messageId: ref.id,
        name,
        email: email.toLowerCase(),
        topic: contactTopicLabel(topic),
        message,
        inboxUrl: `${appOriginSetting()}${ADMIN_INBOX_PATH}`,
      },
    });
    await batch.commit();
    return { sent: true };
  },
});
