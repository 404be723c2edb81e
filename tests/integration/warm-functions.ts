import { CALLABLES } from '../../src/domain/callables';

/**
 * The Functions emulator's workers (one pool for every function in our sessions:
 * scripts/lib/functions-shared-workers.mjs) load a function's module on its first call. An empty
 * call to each callable (answered at once: it carries no App Check token, so the worker loads the
 * function and refuses the call before any of our code runs) loads them all up front, so neither
 * an integration test nor a journey spends its time budget on a first load. A few at a time, so a
 * few workers start: one per call in flight. Measured on two cores: 2 s for the 52 callables (with
 * a pool per function, as firebase-tools has it, each call started a process of its own: 48-66 s,
 * and ~40 at once on loaded cores loaded none within the emulator's 30 s). Calls to loaded
 * functions return in milliseconds, so warming twice in one session (integration, then the
 * journeys) costs nothing the second time.
 */
export async function warmFunctions({ atOnce = 3 } = {}): Promise<void> {
  const base = `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${process.env.EMU_PROJECT_ID ?? process.env.GCLOUD_PROJECT ?? 'demo-regmatch'}/africa-south1`;
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
  await Promise.all(Array.from({ length: atOnce }, next));
}
