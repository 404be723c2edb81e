import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { refreshResponseStats } from './response-stats';
import { collections } from '../shared/documents';

/**
 * Nightly, SAST: answers older than the 90-day window leave each firm's public median. Only
 * firms with answered leads on record are read; the client's confirmation (answerContactCheck),
 * the operator's upheld dispute and the answer flow keep them current in between.
 */
export const refreshResponseFigures = onSchedule({ schedule: 'every day 02:45', timeZone: 'Africa/Johannesburg' }, async () => {
  const now = Date.now();
  const firms = await collections.firms().where('responseStats.answeredLeads', '>', 0).select().get();
  for (const firm of firms.docs) {
    try {
      await refreshResponseStats(firm.id, now);
    } catch (error) {
      logger.error('response figures refresh failed', { firmId: firm.id, error: String(error) });
    }
  }
  logger.info('response figures refreshed', { firms: firms.size });
});
