import type { PhoneOffResult } from '@/domain/notifications/phone-off';
import { call } from '@/lib/callable';

export function turnOffPhoneMessages(token: string): Promise<PhoneOffResult> {
  return call('turnOffPhoneMessages', { token });
}
