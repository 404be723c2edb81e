import { z } from 'zod';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { processOverdueLeads, runResponseClock } from './reroute-overdue-leads';

// Journeys run side by side on one emulator: each moves the clock for its own leads only, so one
// journey's run never lapses (or takes the outcome of) another's leads.
const leadIdsOf = (body: unknown) =>
  z.object({ leadIds: z.array(z.string().min(1)).max(50).optional() }).safeParse(body).data?.leadIds;

/** A bounded run (`maxItems`): the test of a run cut half-way and finished by the next one. */
const maxItemsOf = (body: unknown) => z.object({ maxItems: z.number().int().min(1).max(100) }).safeParse(body).data?.maxItems;

/**
 * Emulator only: the response clock's job at a moved clock (shared/emulator-clock-run.ts), for
 * every overdue lead or `leadIds`. With `maxItems` it is the scheduled job's bounded run, answering
 * its report ({ outcomes, stoppedBy, remaining }) instead of the outcomes alone.
 */
export const responseClockRun = emulatorClockRun((now, body) => {
  const maxItems = maxItemsOf(body);
  return maxItems ? runResponseClock(now, { maxItems }, leadIdsOf(body)) : processOverdueLeads(now, leadIdsOf(body));
});
