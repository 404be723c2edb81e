import { callable } from '../shared/callable';
import { findMatches } from './find-matches';

const MAX_RESULTS = 20;

/** Read-only matching: scores firms on the server and returns the best, without creating a lead. */
export const matchFirms = callable('matchFirms', {
  access: 'public',
  handler: async (criteria) => {
    const { matches } = await findMatches(criteria, MAX_RESULTS);
    return { matches };
  },
});
