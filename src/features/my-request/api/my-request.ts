import type { EraseMyDataResult, WithdrawMyRequestResult } from '@/domain/leads/my-request';
import { call } from '@/lib/callable';
import { refusalWording } from '@/lib/i18n/refusals';
import { useRefusableLoad } from '@/lib/use-refusable-load';

/** The request a link opens; a refused link comes with the server's explanation, in the page's language. */
export function useMyRequest(token: string) {
  return useRefusableLoad(`my-request:${token}`, () => call('getMyRequest', { token }), refusalWording('getMyRequest'));
}

export function withdrawMyRequest(token: string): Promise<WithdrawMyRequestResult> {
  return call('withdrawMyRequest', { token });
}

export function eraseMyData(token: string): Promise<EraseMyDataResult> {
  return call('eraseMyData', { token });
}
