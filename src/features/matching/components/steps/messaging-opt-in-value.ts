import type { MessagingOptInInput } from '@/domain/notifications/channels';
import type { WizardData } from '../wizard-state';

/** What requestMatch receives for the box: nothing unless it was ticked (the server records the consent). */
export function messagingOptInOf(data: WizardData): MessagingOptInInput | null {
  if (!data.messagingOptIn || !data.messagingPhone?.trim()) return null;
  return { phone: data.messagingPhone.trim(), channel: data.messagingChannel ?? 'whatsapp', consent: true };
}
