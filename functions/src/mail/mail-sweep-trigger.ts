import { emulatorClockRun } from '../shared/emulator-clock-run';
import { sweepDueMail } from './deliver';
import { afterDelivery, mailDeliveryDeps } from './deliver-mail';

/**
 * Emulator only: one run of the retryMail sweeper at the instant the caller names
 * (shared/emulator-clock-run.ts). Scheduled functions do not run in the emulator, so `npm run load`
 * drives the sweeper through this, once a minute as the schedule does, and drains the queue with it.
 */
export const mailSweepRun = emulatorClockRun(async (now) => {
  const results = await sweepDueMail({ ...mailDeliveryDeps(), now: () => now.getTime() });
  for (const result of results) await afterDelivery(result);
  return results;
});
