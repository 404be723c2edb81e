/**
 * The two providers behind one interface. WhatsApp: the Cloud API's send endpoint,
 * POST {base}/{phone-number-id}/messages with a bearer token, a template message to open a
 * conversation, a text message only inside the 24-hour window. SMS: BulkSMS's JSON REST API,
 * POST {base}/messages with HTTP Basic (token id and secret). Both with plain fetch: each is one
 * documented request, and a client library would add nothing but weight.
 */
import type { ProviderSettings } from './config';

interface OutgoingPhoneMessage {
  /** E.164, '+27821234567'. */
  to: string;
  /** The rendered body: the SMS, or the WhatsApp text inside the window. */
  text: string;
  template: { name: string; language: string; parameters: readonly string[] };
  /** WhatsApp only: inside the 24-hour window a text message may be sent instead of the template. */
  freeForm: boolean;
  /**
   * WhatsApp only: quick-reply buttons (label, payload). With a template they fill its buttons'
   * payloads; inside the window the text goes as an interactive message with reply buttons. SMS
   * ignores them (its text carries links).
   */
  buttons?: readonly { title: string; payload: string }[];
}

export interface PhoneSender {
  send(message: OutgoingPhoneMessage): Promise<{ providerMessageId: string; kind: 'template' | 'text' }>;
}

/**
 * A refused or failed send. `retryable`: the provider was down, slow or rate-limiting (try again
 * later); otherwise the request itself was refused (no WhatsApp on the number, outside the
 * window, bad number), which no retry fixes.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
    readonly code?: number,
    /** The provider's Retry-After (a 429 or 503), in milliseconds: no attempt before it has passed. */
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

const TIMEOUT_MS = 20_000;
/** Graph API error codes that are the platform's load, not the request: throttling and temporary faults. */
const WHATSAPP_RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056]);

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3); undefined
 * when absent or unreadable. Capped at a day: a provider's typo must not park a message for ever.
 */
function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*(\d+)\s*$/.exec(header)?.[1];
  const ms = seconds !== undefined ? Number(seconds) * 1000 : Date.parse(header) - now;
  return Number.isFinite(ms) && ms > 0 ? Math.min(ms, 86_400_000) : undefined;
}

async function post(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ status: number; json: unknown; retryAfter?: number }> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ProviderError(`No answer from ${new URL(url).host}: ${(error as Error).message}`, true);
  }
  const json: unknown = await response.json().catch(() => null);
  return { status: response.status, json, retryAfter: retryAfterMs(response.headers.get('retry-after')) };
}

const digitsOnly = (e164: string) => e164.replace(/^\+/, '');
/** Meta's limit on an interactive message's body. */
const INTERACTIVE_BODY_MAX = 1024;

export function whatsappSender(settings: ProviderSettings['whatsapp']): PhoneSender {
  return {
    async send(message) {
      const kind = message.freeForm ? 'text' : 'template';
      const buttons = message.buttons ?? [];
      const to = { messaging_product: 'whatsapp', recipient_type: 'individual', to: digitsOnly(message.to) };
      const payload =
        kind === 'template'
          ? {
              ...to,
              type: 'template',
              template: {
                name: message.template.name,
                language: { code: message.template.language },
                components: [
                  { type: 'body', parameters: message.template.parameters.map((text) => ({ type: 'text', text })) },
                  // The registered template's quick-reply buttons, each with the payload Meta hands back on a tap.
                  ...buttons.map(({ payload }, index) => ({
                    type: 'button',
                    sub_type: 'quick_reply',
                    index: String(index),
                    parameters: [{ type: 'payload', payload }],
                  })),
                ],
              },
            }
          : buttons.length
            ? {
                ...to,
                type: 'interactive',
                interactive: {
                  type: 'button',
                  body: { text: message.text.slice(0, INTERACTIVE_BODY_MAX) },
                  action: { buttons: buttons.map(({ title, payload }) => ({ type: 'reply', reply: { id: payload, title } })) },
                },
              }
            : { ...to, type: 'text', text: { body: message.text, preview_url: false } };
      const { status, json, retryAfter } = await post(
        `${settings.baseUrl}/${settings.phoneNumberId}/messages`,
        { Authorization: `Bearer ${settings.accessToken}` },
        payload,
      );
      const id = (json as { messages?: { id?: unknown }[] } | null)?.messages?.[0]?.id;
      if (status >= 200 && status < 300 && typeof id === 'string') return { providerMessageId: id, kind };
      const error = (json as { error?: { code?: unknown; message?: unknown } } | null)?.error;
      const code = typeof error?.code === 'number' ? error.code : undefined;
      const retryable = status >= 500 || status === 429 || (code !== undefined && WHATSAPP_RETRYABLE_CODES.has(code));
      throw new ProviderError(
        `WhatsApp ${status}${code ? ` (${code})` : ''}: ${String(error?.message ?? 'no message id')}`.slice(0, 300),
        retryable,
        code,
        retryAfter,
      );
    },
  };
}

export function smsSender(settings: ProviderSettings['sms']): PhoneSender {
  return {
    async send(message) {
      const { status, json, retryAfter } = await post(
        `${settings.baseUrl}/messages`,
        { Authorization: `Basic ${Buffer.from(settings.token).toString('base64')}` },
        // UNICODE keeps the other languages' letters (š) intact. REPLIABLE: a reply (STOP) comes back
        // to the RECEIVED webhook (sms-webhook.ts), as BulkSMS's API reference describes.
        {
          from: { type: 'REPLIABLE' },
          to: message.to,
          body: message.text,
          encoding: /^[\x20-\x7e\n]*$/.test(message.text) ? 'TEXT' : 'UNICODE',
        },
      );
      const id = Array.isArray(json) ? (json[0] as { id?: unknown } | undefined)?.id : undefined;
      if (status >= 200 && status < 300 && typeof id === 'string') return { providerMessageId: id, kind: 'text' };
      const detail =
        (json as { detail?: unknown; title?: unknown } | null)?.detail ?? (json as { title?: unknown } | null)?.title;
      throw new ProviderError(
        `SMS ${status}: ${String(detail ?? 'no message id')}`.slice(0, 300),
        status >= 500 || status === 429,
        status,
        retryAfter,
      );
    },
  };
}
