import { PRACTICE_AREA_COUNTS_DOC } from '../../src/domain/firms/practice-area-counts';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';
import { startMessagingSimulator, webhookUrlFor } from '../../scripts/lib/messaging-simulator';
import { seedDemoData } from '../../scripts/lib/seed-demo-data';
import { warmFunctions } from '../../tests/integration/warm-functions';
import { adminDb } from './admin';

/**
 * The city pages read the practice-area counts the onFirmWritten trigger keeps. Until the trigger
 * has counted the first seeded firm that document does not exist, and the page's request for it
 * is a 404 in the console: wait for it, so no journey depends on how fast the trigger ran.
 */
async function practiceAreaCountsWritten(timeoutMs = 180_000) {
  const ref = adminDb.collection(PRACTICE_AREA_COUNTS_DOC.collection).doc(PRACTICE_AREA_COUNTS_DOC.id);
  const deadline = Date.now() + timeoutMs;
  while (!(await ref.get()).exists) {
    if (Date.now() > deadline)
      throw new Error(`${ref.path} was not written within ${timeoutMs / 1000} s of seeding: is onFirmWritten loading?`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The messaging simulator on this instance's port for the whole run, posting to the Functions
 * emulator's webhook: started per spec file, the first file's teardown stopped it under the phone
 * journeys of another file on the other worker. `npm start`'s own simulator may already listen
 * there: then the journeys use that one, and there is nothing to stop.
 */
async function startSimulatorForRun(): Promise<() => Promise<void>> {
  try {
    const simulator = await startMessagingSimulator({
      webhookUrl: webhookUrlFor(process.env.EMU_FUNCTIONS_PORT ?? '5001', process.env.EMU_PROJECT_ID ?? 'demo-regmatch'),
    });
    return () => simulator.stop();
  } catch {
    return async () => {};
  }
}

/**
 * Every journey starts from the same small, deterministic demo dataset, on warm functions (already
 * warm when `npm test` ran the integration suite first in the same emulator session), with
 * the mail catcher (the SMTP server the emulated functions send to) running for the whole run:
 * started per spec file, one worker's teardown stopped it under another worker's journeys.
 */
export default async function globalSetup() {
  const started = Date.now();
  const timed = async <T>(label: string, work: Promise<T>) => {
    const value = await work;
    console.log(`global setup: ${label} after ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return value;
  };
  const [, , stopMailCatcher, stopSimulator] = await Promise.all([
    timed(
      'demo data seeded and counted',
      seedDemoData({ firmCount: 80, quiet: true }).then(() => practiceAreaCountsWritten()),
    ),
    timed('functions warmed', warmFunctions()),
    timed('mail catcher started', startMailCatcher()),
    timed('messaging simulator started', startSimulatorForRun()),
  ]);
  return async () => {
    await Promise.all([stopMailCatcher(), stopSimulator()]);
  };
}
