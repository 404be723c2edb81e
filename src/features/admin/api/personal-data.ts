import type { ErasePersonalDataInput, ErasePersonalDataResult, FindPersonalDataResult } from '@/domain';
import { call } from '@/lib/callable';

export function findPersonalData(email: string): Promise<FindPersonalDataResult> {
  return call('findPersonalData', { email });
}

export function erasePersonalData(input: ErasePersonalDataInput): Promise<ErasePersonalDataResult> {
  return call('erasePersonalData', input);
}
