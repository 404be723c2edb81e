import { CALLABLES } from '../../src/domain/callables';

/**
 * The Functions emulator starts a function's worker (a Node process loading the whole functions
 * bundle, about a second of CPU) on its first call and keeps it for the session. An empty call to
 * each callable (answered at once: it carries no App Check token, so the worker starts and refuses
 * it before any of our code runs) starts them all up front, so
 * neither an integration test nor a journey spends its time budget on a cold start. A few at a
 * time: the emulator starts one process per waiting call and gives each 30 s to load, and ~40 at
 * once on two loaded cores loaded none in time (measured: "Failed to load function" for every
 * one, 501 s lost). Calls to workers already started return in milliseconds, so warming twice in
 * one session (integration, then the journeys) costs nothing the second time.
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
