import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { handleItn } from './handle-itn';
import { PAYFAST_SECRETS } from './payfast-config';
import { payfastProxyHops } from '../shared/config';
import { sourceIpOf } from './payfast-itn';

/**
 * PayFast's ITN webhook (hosting rewrites /api/payfast/notify here). PayFast only needs a 200 to
 * stop retrying, so every verified outcome (applied, duplicate, rejected, ignored) answers 200
 * as soon as our own checks finish; the checks run before answering because Cloud Functions
 * may stop work that continues after the response. Only a failure that says nothing about the
 * notice (Firestore unavailable, PayFast's validate call timing out or failing) answers 500, so
 * PayFast delivers it again later.
 */
export const payfastNotify = onRequest({ secrets: PAYFAST_SECRETS, timeoutSeconds: 30 }, async (req, res) => {
  if (req.method !== 'POST') {
    res.status(405).set('Allow', 'POST').send('Method Not Allowed');
    return;
  }
  const rawBody = req.rawBody?.toString('utf8') ?? '';
  // The Functions emulator hands requests to its worker without the socket address; anything
  // reaching a local emulator came from this machine.
  const peer = req.ip || req.socket?.remoteAddress || (process.env.FUNCTIONS_EMULATOR === 'true' ? '127.0.0.1' : '');
  const forwardedFor = req.headers['x-forwarded-for'];
  const sourceIp = sourceIpOf(forwardedFor, peer, payfastProxyHops());
  try {
    const outcome = await handleItn(rawBody, { sourceIp });
    // The whole chain goes to the log on a rejection, so a wrong PAYFAST_PROXY_HOPS shows itself.
    if (outcome.result === 'rejected') logger.warn('PayFast ITN rejected', { reason: outcome.reason, sourceIp, forwardedFor });
    else logger.info('PayFast ITN handled', { ...outcome, sourceIp });
    res.status(200).send('OK');
  } catch (error) {
    logger.error('PayFast ITN failed', { error: String(error), stack: (error as Error)?.stack });
    res.status(500).send('Error');
  }
});
