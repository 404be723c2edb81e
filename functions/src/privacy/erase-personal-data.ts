import { type ErasePersonalDataResult } from '@/domain/privacy/personal-data';
import { callable } from '../shared/callable';
import { eraseEverythingFor } from './erase-everything';

/** The operator's erasure, after a person asked for it (control panel, Data requests). */
export const erasePersonalData = callable('erasePersonalData', {
  access: 'admin',
  handler: async ({ email }, caller): Promise<ErasePersonalDataResult> =>
    eraseEverythingFor(email, { uid: caller.uid ?? 'operator', email: caller.email }),
});
