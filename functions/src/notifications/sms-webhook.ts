/**
 * smsWebhook: BulkSMS's webhook for replies to our SMS (docs/notifications.md, "SMS replies").
 * BulkSMS POSTs a JSON array of message objects (the List Messages shape: id, from.address,
 * body.value, submission.date) with the header `X-BulkSMS-Event: incoming-message` for a webhook
 * whose triggerScope is RECEIVED. BulkSMS documents no signature, so the URL registered with it
 * carries a secret key (`?key=`, SMS_WEBHOOK_KEY) compared in constant time over HTTPS; a request
 * without it is refused (401) before its body is read. Each reply is applied once, like a
 * WhatsApp one (webhook-events.ts): a STOP opts the number out at once, START turns it back on.
 */
import * as logger from 'firebase-functions/logger';
import { onRequest } from 'firebase-functions/v2/https';
import { normaliseSouthAfricanMobile } from '@/domain/notifications/channels';
import { smsWebhookKey, smsWebhookKeyValue } from './config';
import { answerEvents, type WebhookEvent } from './webhook-events';
import { sameToken } from './webhook';

const BULKSMS_EVENT_HEADER = 'X-BulkSMS-Event';

/** The replies in a BulkSMS RECEIVED callback, read defensively; `now` stands in for a missing date. */
function smsRepliesOf(payload: unknown, now = Date.now()): WebhookEvent[] {
  if (!Array.isArray(payload)) return [];
  const events: WebhookEvent[] = [];
  for (const item of payload) {
    const m = item as {
      id?: unknown;
      type?: unknown;
      from?: { address?: unknown } | unknown;
      body?: { value?: unknown } | unknown;
      submission?: { date?: unknown };
    };
    const address = typeof m.from === 'string' ? m.from : (m.from as { address?: unknown } | undefined)?.address;
    const text = typeof m.body === 'string' ? m.body : (m.body as { value?: unknown } | undefined)?.value;
    const from = typeof address === 'string' ? normaliseSouthAfricanMobile(address) : null;
    if (typeof m.id !== 'string' || !from || typeof text !== 'string') continue;
    const date = typeof m.submission?.date === 'string' ? Date.parse(m.submission.date) : NaN;
    events.push({
      kind: 'inbound',
      channel: 'sms',
      id: m.id,
      from,
      at: Number.isFinite(date) ? date : now,
      text: text.slice(0, 200),
    });
  }
  return events;
}

export const smsWebhook = onRequest({ secrets: [smsWebhookKey], maxInstances: 5 }, async (req, res) => {
  if (req.method !== 'POST') {
    res.sendStatus(405);
    return;
  }
  if (!sameToken(req.query.key, smsWebhookKeyValue())) {
    logger.warn('SMS webhook: request without the key refused');
    res.sendStatus(401);
    return;
  }
  // Status reports (a SENT-scope webhook) are not used: WhatsApp's statuses are the delivery record.
  if (req.get(BULKSMS_EVENT_HEADER) !== 'incoming-message') {
    res.status(200).json({ ignored: true });
    return;
  }
  await answerEvents(res, { rawBody: req.rawBody, eventsOf: smsRepliesOf, provider: 'SMS' });
});
