import type { DisputeContactDenialResult } from '@/domain/leads/contact-claim';
import { call } from '@/lib/callable';

/** The firm disputes its client's "No, nobody contacted me", once, with its note (disputeContactDenial). */
export function disputeContactDenial(leadId: string, note: string): Promise<DisputeContactDenialResult> {
  return call('disputeContactDenial', { leadId, note });
}
