import type { GetReviewInviteResult } from '@/domain/reviews/reviews';
import { callable } from '../shared/callable';
import { readUsableInvite } from './review-invite-store';

/**
 * The review page asks which firm a link is about before the client writes. Public: the token
 * from the client's email is the only credential, and the answer names the firm only.
 */
export const getReviewInvite = callable('getReviewInvite', {
  access: 'public',
  handler: async ({ token }): Promise<GetReviewInviteResult> => {
    const invite = await readUsableInvite(token);
    return { firmId: invite.firmId, firmName: invite.firmName, expiresOn: invite.expiresAt.toDate().toISOString().slice(0, 10) };
  },
});
