import type { SendLegalUpdateInput, SendLegalUpdateResult } from '@/domain/blog/legal-updates';
import { call } from '@/lib/callable';

/** Queues the update to every confirmed subscriber; answers how many emails were queued. */
export function sendLegalUpdate(input: SendLegalUpdateInput): Promise<SendLegalUpdateResult> {
  return call('sendLegalUpdate', input);
}
