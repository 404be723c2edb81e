import type { GetLeadReleaseResult } from '@/domain/leads/release';
import { callable } from '../shared/callable';
import { readUsableRelease } from './lead-release-store';

/**
 * The release page asks which firm a link is about before the client answers. Public: the token
 * from the client's email is the only credential, and the answer names the firm and the need only.
 */
export const getLeadRelease = callable('getLeadRelease', {
  access: 'public',
  handler: async ({ token }): Promise<GetLeadReleaseResult> => {
    const release = await readUsableRelease(token);
    return { firmName: release.firmName, need: release.need };
  },
});
