import type { ContactFirmOutput } from '@/domain/matching/contracts';
import type { ContactFirmInput } from '@/domain/matching/criteria';
import { call } from '@/lib/callable';

/** Creates the lead for the firm the client chose; the server enforces quotas and writes the open copy. */
export function contactFirm(input: ContactFirmInput): Promise<ContactFirmOutput> {
  return call('contactFirm', input);
}
