import { useState } from 'react';
import type { AnswerContactCheckResult, ContactAnswer } from '@/domain/leads/contact-claim';
import { call } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useMutation } from '@/lib/use-mutation';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** What the link asks about (which firm, which need, when it says it called); refused, worded by its reason, when unusable. */
export function useContactCheck(token: string) {
  return useRefusableLoad(`contact-check:${token}`, () => call('getContactCheck', { token }), refusalWording('getContactCheck'));
}

/** The client's answer: answerContactCheck records it once; after a No it answers the firms to send the request to. */
export function useAnswerContactCheck(token: string) {
  const [answered, setAnswered] = useState<AnswerContactCheckResult | null>(null);
  const { busy, failure, mutate } = useMutation(async (answer: ContactAnswer) => {
    setAnswered(await call('answerContactCheck', { token, answer }));
  }, refusalWording('answerContactCheck'));
  const answer = async (value: ContactAnswer) => void (await mutate(value));
  return { busy, failure, answered, answer };
}
