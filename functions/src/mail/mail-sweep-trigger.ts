import { z } from 'zod';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { runMailSweep } from './deliver';
import { afterDelivery, mailDeliveryDeps } from './deliver-mail';

const maxItemsOf = (body: unknown) => z.object({ maxItems: z.number().int().min(1).max(50) }).safeParse(body).data?.maxItems;

/**
 * Emulator only: one run of the retryMail sweeper at the instant the caller names
 * (shared/emulator-clock-run.ts), with retryMail's 300 s timeout and time budget. Scheduled
 * functions do not run in the emulator, so `npm run load` drives the sweeper through this, once a
 * minute as the schedule does, and drains the queue with it. With `maxItems` it answers the
 * bounded run's report ({ outcomes, stoppedBy, remaining }), else its outcomes.
 */
export const mailSweepRun = emulatorClockRun(
  async (now, body) => {
    const maxItems = maxItemsOf(body);
    const report = await runMailSweep({ ...mailDeliveryDeps(), now: () => now.getTime() }, { maxItems });
    for (const result of report.outcomes) await afterDelivery(result);
    return maxItems ? report : report.outcomes;
  },
  { timeoutSeconds: 300 },
);
