import type { GetLeadReleaseResult, LeadReleaseDecision, RespondToLeadReleaseResult } from '@/domain/leads/release';
import { call } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** Which firm the client's link is about; refused (with a message to show) when the link is unusable. */
function getLeadRelease(token: string): Promise<GetLeadReleaseResult> {
  return call('getLeadRelease', { token });
}

/** The client's answer: the server checks the single-use token and copies the details only on release. */
export function respondToLeadRelease(token: string, decision: LeadReleaseDecision): Promise<RespondToLeadReleaseResult> {
  return call('respondToLeadRelease', { token, decision });
}

export type LeadReleaseLookup =
  { state: 'loading' } | { state: 'ready'; release: GetLeadReleaseResult } | { state: 'error'; message: string };

/** The link's firm and need, or its refusal in the page's language. */
export function useLeadRelease(token: string): LeadReleaseLookup {
  const lookup = useRefusableLoad(`release:${token}`, () => getLeadRelease(token), refusalWording('getLeadRelease'));
  return lookup.state === 'ready' ? { state: 'ready', release: lookup.data } : lookup;
}
