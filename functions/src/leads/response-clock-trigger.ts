import { onRequest } from 'firebase-functions/v2/https';
import { inEmulator } from '../shared/config';
import { processOverdueLeads } from './reroute-overdue-leads';

/**
 * Emulator only (the export is absent in deployments, and the function refuses outside the
 * emulator): runs the response clock's job at the instant the caller names, so tests and
 * journeys move the clock instead of waiting. POST {"now": "<ISO date>"}.
 */
export const responseClockRun = onRequest(async (req, res) => {
  if (!inEmulator() || req.method !== 'POST') {
    res.status(404).send('Not found');
    return;
  }
  const now = new Date(typeof req.body?.now === 'string' ? req.body.now : Date.now());
  if (Number.isNaN(now.getTime())) {
    res.status(400).json({ error: 'now must be an ISO date' });
    return;
  }
  res.json({ outcomes: await processOverdueLeads(now) });
});
