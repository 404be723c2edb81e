import { onRequest } from 'firebase-functions/v2/https';
import { inEmulator } from './config';

/**
 * An emulator-only HTTP function that runs a scheduled job at the instant the caller names, so
 * tests and journeys move the clock instead of waiting: POST {"now": "<ISO date>"} answers
 * {"outcomes": ...}. Outside the emulator it answers 404 (and deployments do not export it). The
 * job gets the request's body too, for options of its own (the response clock's `leadIds`).
 */
export function emulatorClockRun(
  job: (now: Date, body: unknown) => Promise<unknown>,
  /** The scheduled job's own timeout, so a bounded run ends here as it would there (default 60 s). */
  options: { timeoutSeconds?: number } = {},
) {
  return onRequest(options, async (req, res) => {
    if (!inEmulator() || req.method !== 'POST') {
      res.status(404).send('Not found');
      return;
    }
    const now = new Date(typeof req.body?.now === 'string' ? req.body.now : Date.now());
    if (Number.isNaN(now.getTime())) {
      res.status(400).json({ error: 'now must be an ISO date' });
      return;
    }
    res.json({ outcomes: await job(now, req.body) });
  });
}
