import { onRequest } from 'firebase-functions/v2/https';
import { inEmulator } from '../shared/config';
import { endDuePlans } from './plan-end-job';

/**
 * Emulator only (the export is absent in deployments, and the function refuses outside the
 * emulator): runs the scheduled end of cancelled plans at the instant the caller names, so tests
 * and journeys move the clock past a paid period instead of waiting. POST {"now": "<ISO date>"}.
 */
export const subscriptionEndsRun = onRequest(async (req, res) => {
  if (!inEmulator() || req.method !== 'POST') {
    res.status(404).send('Not found');
    return;
  }
  const now = new Date(typeof req.body?.now === 'string' ? req.body.now : Date.now());
  if (Number.isNaN(now.getTime())) {
    res.status(400).json({ error: 'now must be an ISO date' });
    return;
  }
  res.json({ outcomes: await endDuePlans(now) });
});
