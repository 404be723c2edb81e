import type { SetMessagingSettingsInput } from '@/domain/notifications/channels';
import { call } from '@/lib/callable';

/** The firm's WhatsApp/SMS choice for its lead alerts (docs/notifications.md). */
export const getMessagingSettings = () => call('getMessagingSettings', {});
export const setMessagingSettings = (input: SetMessagingSettingsInput) => call('setMessagingSettings', input);
