import { z } from 'zod';
import { emulatorClockRun } from '../shared/emulator-clock-run';
import { processOverdueLeads } from './reroute-overdue-leads';

// Journeys run side by side on one emulator: each moves the clock for its own leads only, so one
// journey's run never lapses (or takes the outcome of) another's leads.
const leadIdsOf = (body: unknown) =>
  z.object({ leadIds: z.array(z.string().min(1)).max(50).optional() }).safeParse(body).data?.leadIds;

/** Emulator only: the response clock's job at a moved clock (shared/emulator-clock-run.ts), for every overdue lead or `leadIds`. */
export const responseClockRun = emulatorClockRun((now, body) => processOverdueLeads(now, leadIdsOf(body)));
