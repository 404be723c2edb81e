import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { runRetention } from './retention-job';

/** Nightly: the privacy policy's retention periods (src/domain/privacy/retention.ts), applied. */
export const applyRetention = onSchedule(
  { schedule: 'every day 03:15', timeZone: 'Africa/Johannesburg', timeoutSeconds: 540 },
  async () => {
    const report = await runRetention(Date.now());
    if (report.remaining > 0) logger.warn('retention applied: records left for the next run', report);
    else logger.info('retention applied', report);
  },
);
