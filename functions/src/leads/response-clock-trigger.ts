import { emulatorClockRun } from '../shared/emulator-clock-run';
import { processOverdueLeads } from './reroute-overdue-leads';

/** Emulator only: the response clock's job at a moved clock (shared/emulator-clock-run.ts). */
export const responseClockRun = emulatorClockRun(processOverdueLeads);
