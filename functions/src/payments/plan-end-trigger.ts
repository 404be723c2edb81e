import { emulatorClockRun } from '../shared/emulator-clock-run';
import { endDuePlans } from './plan-end-job';

/** Emulator only: the scheduled end of cancelled plans at a moved clock (shared/emulator-clock-run.ts). */
export const subscriptionEndsRun = emulatorClockRun(endDuePlans);
