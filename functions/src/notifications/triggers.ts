import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { providerSettings, SENDER_SECRETS } from './config';
import { smsSender, whatsappSender } from './providers';
import { deliverNotification, queuePhoneCopy, sweepNotifications, type Senders } from './service';

const senders = (): Senders => {
  const settings = providerSettings();
  return { whatsapp: whatsappSender(settings.whatsapp), sms: smsSender(settings.sms) };
};

/** Every new mail: queue its WhatsApp or SMS copy where the recipient opted in (service.ts). */
export const queuePhoneNotification = onDocumentCreated({ document: 'mail/{id}', retry: false }, async (event) => {
  const id = await queuePhoneCopy(event.params.id, event.data?.data());
  if (id) logger.info('phone notification queued', { id });
});

/** First attempt for every queued phone message; the lease lets only one run send it. */
export const deliverPhoneNotification = onDocumentCreated(
  { document: 'notifications/{id}', secrets: SENDER_SECRETS, retry: false },
  async (event) => {
    const outcome = await deliverNotification(event.params.id, senders());
    logger.info('phone notification attempt', { id: event.params.id, ...outcome });
  },
);

/** Every minute: due retries, expired leases and queued messages whose trigger never ran. */
export const retryPhoneNotifications = onSchedule(
  { schedule: 'every 1 minutes', secrets: SENDER_SECRETS, timeoutSeconds: 300 },
  async () => {
    const { outcomes, stoppedBy, remaining } = await sweepNotifications(senders());
    if (remaining > 0)
      logger.warn('phone notification sweep: messages left for the next run', { outcomes, stoppedBy, remaining });
    else if (outcomes.length) logger.info('phone notification sweep', { results: outcomes });
  },
);

/** Emulator only: one sweep at the instant the caller names (POST {"now": ISO}). */
export const phoneNotificationSweepRunner = emulatorClockRun(
  async (now, body) => {
    const maxItems = z.object({ maxItems: z.number().int().min(1).max(50) }).safeParse(body).data?.maxItems;
    const report = await sweepNotifications(senders(), () => now.getTime(), maxItems);
    // With `maxItems`: the bounded run's report; else its outcomes.
    return maxItems ? report : report.outcomes;
  },
  { timeoutSeconds: 300 },
);
