/**
 * whatsappWebhook: Meta's webhook for the WhatsApp Business Account.
 * - GET is the subscription handshake: hub.mode=subscribe and our verify token -> hub.challenge.
 * - POST is refused (401) unless X-Hub-Signature-256 is the HMAC of the raw body with the app
 *   secret; only then is the body parsed. Each event is applied once (webhook-events.ts).
 * The answer is 200 for every signed POST, replays included: Meta retries anything else.
 */
import { timingSafeEqual } from 'node:crypto';
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { WEBHOOK_SECRETS, webhookAppSecret, webhookVerifyToken } from './config';
import { isValidSignature, SIGNATURE_HEADER } from './signature';
import { answerEvents, eventsOf } from './webhook-events';

export function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !expected) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export const whatsappWebhook = onRequest({ secrets: WEBHOOK_SECRETS, maxInstances: 5 }, async (req, res) => {
  if (req.method === 'GET') {
    const { 'hub.mode': mode, 'hub.verify_token': token, 'hub.challenge': challenge } = req.query;
    if (mode === 'subscribe' && sameToken(token, webhookVerifyToken()) && typeof challenge === 'string') {
      res.status(200).type('text/plain').send(challenge);
    } else {
      res.sendStatus(403);
    }
    return;
  }
  if (req.method !== 'POST') {
    res.sendStatus(405);
    return;
  }
  if (!isValidSignature(req.rawBody, req.get(SIGNATURE_HEADER), webhookAppSecret())) {
    logger.warn('WhatsApp webhook: bad signature refused');
    res.sendStatus(401);
    return;
  }
  await answerEvents(res, { rawBody: req.rawBody, eventsOf: eventsOf, provider: 'WhatsApp' });
});
