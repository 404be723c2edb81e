import { type GetAnswerOfferResult } from '@/domain/answers/contract';
import { callable } from '../shared/callable';
import { accessOf, answerIdOf, answerView } from './access';
import { answerRef } from './store';

/**
 * The client's answer page: the answer a token opens (an answer link, a booking link, or the
 * client's my-request token for the request's latest answer), as it stands now: which times are
 * still free, the booking made from it, what the client decided. Public: the token is the
 * credential; reading decides nothing, so a used or expired link still shows where things stand.
 */
export const getAnswerOffer = callable('getAnswerOffer', {
  access: 'public',
  handler: async ({ token }): Promise<GetAnswerOfferResult> => {
    const access = await accessOf(token);
    const answerId = await answerIdOf(access);
    const answer = answerId ? (await answerRef(answerId).get()).data() : undefined;
    if (!answerId || !answer) return { answer: null };
    return { answer: await answerView(answerId, answer, Date.now()) };
  },
});
