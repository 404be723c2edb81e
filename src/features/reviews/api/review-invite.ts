import type { GetReviewInviteResult, SubmitReviewResult } from '@/domain/reviews/reviews';
import { call } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** Which firm the client's review link is about; refused (with a message to show) when the link is unusable. */
function getReviewInvite(token: string): Promise<GetReviewInviteResult> {
  return call('getReviewInvite', { token });
}

/** The client's review: the server checks the single-use token and moves the firm's rating with it. */
export function submitReview(token: string, review: { rating: number; text: string }): Promise<SubmitReviewResult> {
  return call('submitReview', { token, ...review });
}

export type ReviewInviteLookup =
  { state: 'loading' } | { state: 'ready'; invite: GetReviewInviteResult } | { state: 'error'; message: string };

export function useReviewInvite(token: string): ReviewInviteLookup {
  const lookup = useRefusableLoad(`invite:${token}`, () => getReviewInvite(token), refusalWording('getReviewInvite'));
  return lookup.state === 'ready' ? { state: 'ready', invite: lookup.data } : lookup;
}
