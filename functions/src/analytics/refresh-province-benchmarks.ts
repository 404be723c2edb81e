import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { PROVINCES } from '@/domain/shared/provinces';
import { refreshProvinceBenchmark } from './firm-stats-store';

/** Nightly: every province's median firm, including provinces where no lead arrived today. */
export const refreshProvinceBenchmarks = onSchedule(
  { schedule: 'every day 02:30', timeZone: 'Africa/Johannesburg' },
  async () => {
    const now = Date.now();
    for (const province of PROVINCES) {
      const b = await refreshProvinceBenchmark(province, now);
      logger.info('province benchmark refreshed', { province, firmCount: b.firmCount });
    }
  },
);
