import type { RequestMatchOutput, SearchCriteria } from '@/domain';
import { call } from '@/lib/callable';

/** The wizard's final step: the server matches, records the lead for the top firm and answers with the next firms. */
export function requestMatch(criteria: SearchCriteria): Promise<RequestMatchOutput> {
  return call('requestMatch', criteria);
}
