import type { RequestMatchOutput } from '@/domain/matching/contracts';
import type { SearchCriteria } from '@/domain/matching/criteria';
import type { MessagingOptInInput } from '@/domain/notifications/channels';
import type { ConsentChoices } from '@/domain/shared/request-guards';
import { call } from '@/lib/callable';

/**
 * The wizard's final step: the server matches, records the lead for the top firm and answers with
 * the next firms. `idempotencyKey` is the submission's key (a repeat answers the first result).
 */
export function requestMatch(
  criteria: SearchCriteria,
  guards: { idempotencyKey: string; consent: ConsentChoices; messaging?: MessagingOptInInput },
): Promise<RequestMatchOutput> {
  return call('requestMatch', { ...criteria, ...guards });
}
