import type { CloseFirmAccountResult } from '@/domain/firms/account';
import type { ErasePersonalDataInput, ErasePersonalDataResult, FindPersonalDataResult } from '@/domain/privacy/personal-data';
import { call } from '@/lib/callable';

export function findPersonalData(email: string): Promise<FindPersonalDataResult> {
  return call('findPersonalData', { email });
}

export function erasePersonalData(input: ErasePersonalDataInput): Promise<ErasePersonalDataResult> {
  return call('erasePersonalData', input);
}

/** A firm's login address asked to be erased: the same closure as the firm's own, audited as the operator. */
export function closeFirmAccountByEmail(email: string, confirmation: string): Promise<CloseFirmAccountResult> {
  return call('adminCloseFirmAccount', { email, confirmation });
}
