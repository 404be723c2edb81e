/**
 * The simulator's SMS replies, posted as BulkSMS posts a RECEIVED webhook: a JSON array of message
 * objects (List Messages shape) with `X-BulkSMS-Event: incoming-message`, to the functions'
 * smsWebhook with the stand-in key in its URL (functions/src/notifications/sms-webhook.ts).
 */
import { SIMULATOR_CREDENTIALS } from '../../src/domain/notifications/simulator';

/** The SMS webhook beside the WhatsApp one, with the key BulkSMS's registered URL would carry. */
export function smsWebhookUrlFor(whatsappWebhookUrl: string): string {
  const url = whatsappWebhookUrl.replace(/whatsappWebhook$/, 'smsWebhook');
  return `${url}?key=${encodeURIComponent(SIMULATOR_CREDENTIALS.smsWebhookKey)}`;
}

export function bulkSmsReplyBody(reply: { id: string; phone: string; text: string; at: number }): string {
  return JSON.stringify([
    {
      id: reply.id,
      type: 'RECEIVED',
      from: { type: 'INTERNATIONAL', address: reply.phone },
      to: { type: 'INTERNATIONAL', address: '+27000000000' },
      body: { value: reply.text, encoding: { type: 'TEXT' } },
      submission: { id: reply.id, date: new Date(reply.at).toISOString() },
      status: { condition: 'RECEIVED', date: new Date(reply.at).toISOString(), final: true },
    },
  ]);
}

export async function postSmsReply(url: string, reply: { id: string; phone: string; text: string; at: number }) {
  try {
    await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-BulkSMS-Event': 'incoming-message', 'User-Agent': 'BulkSMS Invoker' },
      body: bulkSmsReplyBody(reply),
    });
  } catch (error) {
    console.warn(`messaging simulator: SMS webhook not reached (${(error as Error).message})`);
  }
}
