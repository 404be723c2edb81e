import type { AnswerOfferView } from '@/domain/answers/contract';
import { call } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useRefusableLoad, type RefusableLoad } from '@/lib/use-refusable-load';

/**
 * The firm's answer a token opens: an answer link, a booking link, or the client's my-request token
 * (the request's latest answer). `answer: null` when the request has no answer yet. Reading decides
 * nothing (mail scanners open links); a used or expired link still shows where things stand.
 */
export function useAnswerOffer(token: string, version = 0): RefusableLoad<{ answer: AnswerOfferView | null }> {
  return useRefusableLoad(
    `answer:${token}:${version}`,
    () => call('getAnswerOffer', { token }),
    refusalWording('getAnswerOffer'),
  );
}

export const bookConsultation = (token: string, startsAt: number) => call('bookConsultation', { token, startsAt });
export const declineAnswerTimes = (token: string, note: string) => call('declineAnswerTimes', { token, note });
export const closeMyRequestFromAnswer = (token: string) => call('closeMyRequestFromAnswer', { token });
export const sendOnFromAnswer = (token: string) => call('sendOnFromAnswer', { token });
export const moveMyBooking = (token: string, startsAt: number, reason: string) =>
  call('moveBooking', { by: 'client', token, startsAt, reason });
export const cancelMyBooking = (token: string, reason: string) => call('cancelBooking', { by: 'client', token, reason });
