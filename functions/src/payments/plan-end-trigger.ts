import { z } from 'zod';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { runPlanEnds } from './plan-end-job';

const runOptions = (body: unknown) =>
  z
    .object({ firmIds: z.array(z.string().min(1)).max(50).optional(), maxItems: z.number().int().min(1).max(200).optional() })
    .safeParse(body).data;

/**
 * Emulator only: the scheduled end of cancelled plans at a moved clock (shared/emulator-clock-run.ts),
 * for every due firm or `firmIds`; with `maxItems` it answers the bounded run's report, else its outcomes.
 */
export const subscriptionEndsRun = emulatorClockRun(async (now, body) => {
  const options = runOptions(body);
  const report = await runPlanEnds(now, { maxItems: options?.maxItems }, options?.firmIds);
  return options?.maxItems ? report : report.outcomes;
});
