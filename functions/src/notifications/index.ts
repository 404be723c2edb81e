// WhatsApp and SMS beside email (docs/notifications.md); functions/src/index.ts re-exports them.
import { inEmulator } from '../shared/config';
import { phoneNotificationSweepRunner } from './triggers';

export { deliverPhoneNotification, queuePhoneNotification, retryPhoneNotifications } from './triggers';
export { whatsappWebhook } from './webhook';
export { smsWebhook } from './sms-webhook';
export { getMessagingSettings, setMessagingSettings } from './settings';
export { turnOffPhoneMessages } from './phone-off';

/** Runs the phone-message sweeper on demand in emulator runs; never deployed. */
export const phoneNotificationSweepRun = inEmulator() ? phoneNotificationSweepRunner : undefined;
