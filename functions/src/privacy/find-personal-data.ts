import { type FindPersonalDataResult } from '@/domain/privacy/personal-data';
import { callable } from '../shared/callable';
import { erasedAddressRef, findDocuments, records } from './personal-data-store';

/** The operator's search: every document that holds the address, as the export file will carry it. */
export const findPersonalData = callable('findPersonalData', {
  access: 'admin',
  handler: async ({ email }): Promise<FindPersonalDataResult> => {
    const found = await findDocuments(email);
    return {
      email,
      records: records(found),
      truncated: found.truncated,
      suppressed: (await erasedAddressRef(email).get()).exists,
      searchedAt: new Date().toISOString(),
    };
  },
});
