import { CALLABLES } from '../../src/domain/callables';
import { PRACTICE_AREA_COUNTS_DOC } from '../../src/domain/practice-area-counts';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';
import { seedDemoData } from '../../scripts/lib/seed-demo-data';
import { adminDb } from './admin';

/**
 * The emulator starts a function's worker (a Node process loading the whole functions bundle) on
 * its first call, which on a busy machine takes seconds that a journey would otherwise spend
 * waiting on a spinner. An empty call to each (answered with a validation or sign-in error) starts
 * them before the first journey; a few at a time, because the emulator starts one process per
 * waiting call and gives each 30 s to load: all ~40 at once on two cores loaded none in time
 * (measured: "Failed to load function" for every one, 500 s lost).
 */
const WARM_AT_ONCE = 3;
async function warmFunctions() {
  const base = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT}/${process.env.EMU_PROJECT_ID}/africa-south1`;
  const names = Object.keys(CALLABLES);
  const next = async (): Promise<void> => {
    const name = names.shift();
    if (!name) return;
    await fetch(`${base}/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
    }).catch(() => undefined);
    await next();
  };
  await Promise.all(Array.from({ length: WARM_AT_ONCE }, next));
}

/**
 * The city pages read the practice-area counts the onFirmWritten trigger keeps. Until the trigger
 * has counted the first seeded firm that document does not exist, and the page's request for it
 * is a 404 in the console: wait for it, so no journey depends on how fast the trigger ran.
 */
function practiceAreaCountsWritten(timeoutMs = 180_000) {
  const ref = adminDb.collection(PRACTICE_AREA_COUNTS_DOC.collection).doc(PRACTICE_AREA_COUNTS_DOC.id);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`${ref.path} was not written within ${timeoutMs / 1000} s of seeding: is onFirmWritten loading?`));
    }, timeoutMs);
    const stop = ref.onSnapshot(
      (snapshot) => {
        if (!snapshot.exists) return;
        clearTimeout(timer);
        stop();
        resolve();
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Every journey starts from the same small, deterministic demo dataset, on warm functions, with
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
  const [, , stopMailCatcher] = await Promise.all([
    timed(
      'demo data seeded and counted',
      seedDemoData({ firmCount: 80, quiet: true }).then(() => practiceAreaCountsWritten()),
    ),
    timed('functions warmed', warmFunctions()),
    timed('mail catcher started', startMailCatcher()),
  ]);
  return stopMailCatcher;
}
