import { warmFunctions } from './warm-functions';

/** Vitest global setup of the integration project: every callable's worker started first. */
export default async function setup() {
  const started = Date.now();
  await warmFunctions();
  console.log(`integration setup: functions warmed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
