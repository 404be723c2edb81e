import type { EraseMyDataResult, MyRequestView, WithdrawMyRequestResult } from '@/domain/my-request';
import { call } from '@/lib/callable';
import { useLoad } from '@/lib/use-load';

export type MyRequestLookup = { found: true; view: MyRequestView } | { found: false; message: string };

/** The request a link opens; a refused link comes back with the server's explanation to show. */
export function useMyRequest(token: string) {
  return useLoad<MyRequestLookup>(`my-request:${token}`, () =>
    call('getMyRequest', { token }).then(
      (view) => ({ found: true, view }),
      (error: unknown) => ({
        found: false,
        message: error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.',
      }),
    ),
  );
}

export function withdrawMyRequest(token: string): Promise<WithdrawMyRequestResult> {
  return call('withdrawMyRequest', { token });
}

export function eraseMyData(token: string): Promise<EraseMyDataResult> {
  return call('eraseMyData', { token });
}
