import type { ContactFirmInput, ContactFirmOutput } from '@/domain';
import { call } from '@/lib/callable';

declare module '@/lib/callable' {
  interface CallableMap {
    contactFirm: { input: ContactFirmInput; output: ContactFirmOutput };
  }
}

/** Creates the lead for the firm the client chose; the server enforces quotas and writes the open copy. */
export function contactFirm(input: ContactFirmInput): Promise<ContactFirmOutput> {
  return call('contactFirm', input);
}
