import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runResponseClock } from './reroute-overdue-leads';

/**
 * Every 15 minutes, SAST: overdue leads lapse, and those whose client agreed are passed on. Each
 * run is bounded by count and time (OVERDUE_RUN_BUDGET_MS inside the 300 s timeout) and logs how
 * many are left, so a backlog is worked off over several runs instead of being cut off mid-run.
 */
export const responseClock = onSchedule(
  { schedule: 'every 15 minutes', timeZone: 'Africa/Johannesburg', timeoutSeconds: 300 },
  async () => {
    const { outcomes, stoppedBy, remaining } = await runResponseClock(new Date());
    const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
    const counts = { lapsed: count('lapsed'), rerouted: count('rerouted'), skipped: count('skipped'), stoppedBy, remaining };
    if (remaining > 0) logger.warn('response clock ran: leads left for the next run', counts);
    else logger.info('response clock ran', counts);
  },
);
