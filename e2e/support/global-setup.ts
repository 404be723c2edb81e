import { CALLABLES } from '../../src/domain/callables';
import { startMailCatcher } from '../../scripts/lib/mail-catcher';
import { seedDemoData } from '../../scripts/lib/seed-demo-data';

/**
 * The emulator starts a function's worker on its first call, which on a busy machine takes
 * seconds that a journey would otherwise spend waiting on a spinner. An empty call to each
 * (answered with a validation or sign-in error) starts them all before the first journey.
 */
async function warmFunctions() {
  const base = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT}/${process.env.EMU_PROJECT_ID}/africa-south1`;
  await Promise.all(
    Object.keys(CALLABLES).map((name) =>
      fetch(`${base}/${name}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"data":{}}' }).catch(
        () => undefined,
      ),
    ),
  );
}

/**
 * Every journey starts from the same small, deterministic demo dataset, on warm functions, with
 * the mail catcher (the SMTP server the emulated functions send to) running for the whole run:
 * started per spec file, one worker's teardown stopped it under another worker's journeys.
 */
export default async function globalSetup() {
  const [, , stopMailCatcher] = await Promise.all([
    seedDemoData({ firmCount: 80, quiet: true }),
    warmFunctions(),
    startMailCatcher(),
  ]);
  return stopMailCatcher;
}
