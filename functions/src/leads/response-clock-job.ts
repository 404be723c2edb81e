import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { processOverdueLeads } from './reroute-overdue-leads';

/** Every 15 minutes, SAST: overdue leads lapse, and those whose client agreed are passed on. */
export const responseClock = onSchedule({ schedule: 'every 15 minutes', timeZone: 'Africa/Johannesburg' }, async () => {
  const outcomes = await processOverdueLeads(new Date());
  const count = (o: string) => outcomes.filter((x) => x.outcome === o).length;
  logger.info('response clock ran', { lapsed: count('lapsed'), rerouted: count('rerouted'), skipped: count('skipped') });
});
