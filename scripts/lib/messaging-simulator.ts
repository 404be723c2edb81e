/**
 * The local messaging simulator (docs/notifications.md, "Simulator"): the WhatsApp Cloud API's send
 * endpoint (POST /v21.0/{phone-number-id}/messages) and BulkSMS's (POST /bulksms/v1/messages), a
 * web inbox per phone number, replies (STOP too) posted signed to the functions' webhook, and
 * signed status callbacks (sent, delivered; read when the inbox is opened), and quick-reply buttons a
 * person taps (posted as Meta posts a tap). 127.0.0.1 only; state
 * in memory. Numbers starting +27609 have no WhatsApp: sends are accepted, then reported failed
 * (131026) as Meta does. Free-form text outside the 24-hour window is refused with 131047.
 * `POST /api/fault {channel, mode: error|hang|rate-limit, seconds, retryAfterSeconds}` opens a
 * fault window for the fault run (`npm run faults`); without one nothing changes.
 */
import { postSmsReply, smsWebhookUrlFor } from './messaging-simulator-sms';
import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import {
  GRAPH_API_VERSION,
  MESSAGING_SIMULATOR_BASE_PORT,
  SIMULATOR_CREDENTIALS,
} from '../../src/domain/notifications/simulator';
import { MESSAGE_TEMPLATES, WHATSAPP_TEMPLATE_LANGUAGES } from '../../src/domain/notifications/templates';
import type { Locale } from '../../src/domain/shared/locales';
import { inboxPage, indexPage, type SimulatedMessage } from './messaging-simulator-pages';

export type { SimulatedMessage } from './messaging-simulator-pages';

const NO_WHATSAPP_PREFIX = '+27609';
const WINDOW_MS = 24 * 3600_000;

const messagingSimulatorPort = () => Number(process.env.EMU_MESSAGING_PORT ?? MESSAGING_SIMULATOR_BASE_PORT);

export function webhookUrlFor(functionsPort: number | string, projectId: string) {
  return `http://127.0.0.1:${functionsPort}/${projectId}/africa-south1/whatsappWebhook`;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(res: ServerResponse, status: number, body: unknown, type = 'application/json') {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': 'no-store' });
  res.end(typeof body === 'string' ? body : JSON.stringify(body));
}

const bodyOf = (template: NonNullable<SimulatedMessage['template']>, known: Map<string, string>) =>
  known
    .get(`${template.name}/${template.language}`)
    ?.replace(/\{\{(\d+)\}\}/g, (_, n: string) => template.parameters[Number(n) - 1] ?? '') ??
  `[${template.name}] ${template.parameters.join(' | ')}`;

/**
 * 'name/language' -> the quick-reply buttons' labels of every template Meta would register that has
 * them (in a language it supports: WHATSAPP_TEMPLATE_LANGUAGES).
 */
const simulatorButtonLabels = () =>
  new Map(
    Object.values(MESSAGE_TEMPLATES).flatMap((byLocale) =>
      Object.entries(byLocale).flatMap(([locale, t]) => {
        const code = WHATSAPP_TEMPLATE_LANGUAGES[locale as Locale];
        return code && t.quickReplies ? [[`${t.name}/${code}`, t.quickReplies] as const] : [];
      }),
    ),
  );

/**
 * 'name/language' -> body of every template Meta would register (a language it supports:
 * WHATSAPP_TEMPLATE_LANGUAGES), so the inbox shows what a phone would.
 */
const simulatorTemplates = () =>
  new Map(
    Object.values(MESSAGE_TEMPLATES).flatMap((byLocale) =>
      Object.entries(byLocale).flatMap(([locale, t]) => {
        const code = WHATSAPP_TEMPLATE_LANGUAGES[locale as Locale];
        return code ? [[`${t.name}/${code}`, t.body] as const] : [];
      }),
    ),
  );

/** What a fault window does to a channel's sends (POST /api/fault). */
const FAULT_MODES = ['error', 'hang', 'rate-limit'] as const;
type FaultMode = (typeof FAULT_MODES)[number];

export interface MessagingSimulator {
  port: number;
  messages: SimulatedMessage[];
  stop(): Promise<void>;
}

/**
 * Starts the simulator. `templates` maps 'name/language' to the template's body, so the inbox shows
 * a template message as the recipient's phone would; `webhookUrl` is where replies and statuses go.
 */
export async function startMessagingSimulator(options: {
  port?: number;
  webhookUrl: string;
  templates?: Map<string, string>;
}): Promise<MessagingSimulator> {
  const port = options.port ?? messagingSimulatorPort();
  const messages: SimulatedMessage[] = [];
  const known = options.templates ?? simulatorTemplates();
  const buttonLabels = simulatorButtonLabels();
  /** The next `whatsapp`/`sms` sends fail: 500/503, or 429 with Retry-After when `retryAfterSeconds` is set. */
  const outage: { whatsapp: number; sms: number; retryAfterSeconds: number | null } = {
    whatsapp: 0,
    sms: 0,
    retryAfterSeconds: null,
  };

  /** Fault windows (`npm run faults`): until `until`, a channel's sends fail, hang or are rate-limited. */
  const faults: { channel: 'whatsapp' | 'sms'; mode: FaultMode; until: number; retryAfterSeconds: number }[] = [];
  const faultNow = (channel: 'whatsapp' | 'sms') => faults.find((f) => f.channel === channel && f.until > Date.now());
  /**
   * A send inside a fault window: 500/503, 429 with Retry-After, or no answer until the window ends
   * (past the functions' 20 s provider timeout), then the connection is dropped and nothing is sent.
   */
  async function answerFault(channel: 'whatsapp' | 'sms', req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const fault = faultNow(channel);
    if (!fault) return false;
    if (fault.mode === 'hang') {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, fault.until - Date.now())));
      req.socket.destroy();
      return true;
    }
    if (fault.mode === 'rate-limit') {
      res.setHeader('Retry-After', String(fault.retryAfterSeconds));
      if (channel === 'sms') send(res, 429, { title: 'Too Many Requests', status: 429, detail: 'Simulated rate limit' });
      else send(res, 429, { error: { message: 'Rate limit hit', type: 'OAuthException', code: 130429 } });
      return true;
    }
    if (channel === 'sms') send(res, 503, { title: 'Service Unavailable', status: 503, detail: 'Simulated outage' });
    else send(res, 500, { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } });
    return true;
  }

  async function postWebhook(value: Record<string, unknown>) {
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: 'simulated-waba',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { phone_number_id: SIMULATOR_CREDENTIALS.phoneNumberId },
                ...value,
              },
            },
          ],
        },
      ],
    });
    const signature = `sha256=${createHmac('sha256', SIMULATOR_CREDENTIALS.whatsappAppSecret).update(body).digest('hex')}`;
    try {
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
        body,
      });
    } catch (error) {
      console.warn(`messaging simulator: webhook not reached (${(error as Error).message})`);
    }
  }

  function status(message: SimulatedMessage, next: 'sent' | 'delivered' | 'read' | 'failed', errorCode?: number) {
    message.status = next;
    return postWebhook({
      statuses: [
        {
          id: message.id,
          status: next,
          timestamp: String(Math.floor(Date.now() / 1000)),
          recipient_id: message.phone.slice(1),
          ...(errorCode ? { errors: [{ code: errorCode, title: 'Message undeliverable' }] } : {}),
        },
      ],
    });
  }

  /** Statuses follow the answer, as Meta's do: the sender records the id before they arrive. */
  function afterAccepted(message: SimulatedMessage) {
    setTimeout(() => {
      if (message.phone.startsWith(NO_WHATSAPP_PREFIX)) void status(message, 'failed', 131026);
      else void status(message, 'sent').then(() => status(message, 'delivered'));
    }, 300);
  }

  const lastInbound = (phone: string) =>
    Math.max(0, ...messages.filter((m) => m.phone === phone && m.direction === 'in').map((m) => m.at));

  async function whatsappSend(req: IncomingMessage, res: ServerResponse) {
    if (req.headers.authorization !== `Bearer ${SIMULATOR_CREDENTIALS.whatsappAccessToken}`) {
      return send(res, 401, { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } });
    }
    const payload = JSON.parse(await readBody(req)) as {
      to?: string;
      type?: string;
      text?: { body?: string };
      template?: {
        name: string;
        language: { code: string };
        components?: { type?: string; sub_type?: string; parameters?: { text?: string; payload?: string }[] }[];
      };
      interactive?: {
        type?: string;
        body?: { text?: string };
        action?: { buttons?: { reply?: { id?: string; title?: string } }[] };
      };
    };
    if (await answerFault('whatsapp', req, res)) return;
    if (outage.whatsapp > 0) {
      outage.whatsapp -= 1;
      if (outage.retryAfterSeconds !== null) {
        // Rate-limited, as Meta answers a burst: 429, code 130429, and when to come back.
        res.setHeader('Retry-After', String(outage.retryAfterSeconds));
        return send(res, 429, { error: { message: 'Rate limit hit', type: 'OAuthException', code: 130429 } });
      }
      return send(res, 500, { error: { message: 'An unknown error occurred', type: 'OAuthException', code: 1 } });
    }
    const phone = `+${String(payload.to ?? '').replace(/^\+/, '')}`;
    // Free-form (text, or an interactive message with reply buttons) only inside the 24-hour window.
    if ((payload.type === 'text' || payload.type === 'interactive') && Date.now() - lastInbound(phone) >= WINDOW_MS) {
      return send(res, 400, {
        error: { message: 'Re-engagement message: more than 24 hours since the customer last replied.', code: 131047 },
      });
    }
    const components = payload.template?.components ?? [];
    const template = payload.template
      ? {
          name: payload.template.name,
          language: payload.template.language.code,
          parameters: (components.find((c) => c.type === 'body')?.parameters ?? []).map((p) => String(p.text ?? '')),
        }
      : undefined;
    const buttons = template
      ? templateButtons(template, components)
      : (payload.interactive?.action?.buttons ?? []).map((b) => ({
          title: String(b.reply?.title ?? ''),
          payload: String(b.reply?.id ?? ''),
        }));
    const message: SimulatedMessage = {
      id: `wamid.${randomUUID().replace(/-/g, '')}`,
      channel: 'whatsapp',
      direction: 'out',
      phone,
      kind: template ? 'template' : payload.type === 'interactive' ? 'interactive' : 'text',
      text: template
        ? bodyOf(template, known)
        : String(payload.type === 'interactive' ? (payload.interactive?.body?.text ?? '') : (payload.text?.body ?? '')),
      ...(template ? { template } : {}),
      ...(buttons.length ? { buttons } : {}),
      at: Date.now(),
      status: 'accepted',
    };
    messages.push(message);
    afterAccepted(message);
    send(res, 200, {
      messaging_product: 'whatsapp',
      contacts: [{ input: payload.to, wa_id: payload.to }],
      messages: [{ id: message.id }],
    });
  }

  /** A template's quick-reply buttons: the registered labels, each with the payload the send gave its index. */
  function templateButtons(
    template: { name: string; language: string },
    components: { type?: string; sub_type?: string; index?: string; parameters?: { payload?: string }[] }[],
  ): { title: string; payload: string }[] {
    const labels = buttonLabels.get(`${template.name}/${template.language}`) ?? [];
    return labels.map((title, i) => {
      const given = components.find((c) => c.type === 'button' && c.sub_type === 'quick_reply' && Number(c.index) === i);
      return { title, payload: String(given?.parameters?.[0]?.payload ?? '') };
    });
  }

  /**
   * The person taps a quick-reply button under one of their messages: the webhook gets what Meta
   * sends for it, a `button` message (a template's button: payload and label) or an `interactive`
   * `button_reply` (an interactive message's: id and title), with the tapped message as context.
   */
  /** A message the phone sends on WhatsApp (a typed reply or a tapped button's title), kept in the inbox. */
  function receivedOnWhatsapp(phone: string, text: string): SimulatedMessage {
    const message: SimulatedMessage = {
      id: `wamid.${randomUUID().replace(/-/g, '')}`,
      channel: 'whatsapp',
      direction: 'in',
      phone,
      kind: 'text',
      text,
      at: Date.now(),
      status: 'delivered',
    };
    messages.push(message);
    return message;
  }

  async function tap(phone: string, title: string, messageId?: string) {
    const under = messages
      .filter((m) => m.phone === phone && m.direction === 'out' && m.buttons?.length && (!messageId || m.id === messageId))
      .at(-1);
    const button = under?.buttons?.find((b) => b.title === title);
    if (!under || !button) throw new Error(`no button "${title}" under a message to ${phone}`);
    const message = receivedOnWhatsapp(phone, title);
    const context = { from: SIMULATOR_CREDENTIALS.phoneNumberId, id: under.id };
    const tapped =
      under.kind === 'template'
        ? { type: 'button', button: { payload: button.payload, text: button.title } }
        : {
            type: 'interactive',
            interactive: { type: 'button_reply', button_reply: { id: button.payload, title: button.title } },
          };
    await postWebhook({
      contacts: [{ profile: { name: 'Simulated user' }, wa_id: phone.slice(1) }],
      messages: [{ context, from: phone.slice(1), id: message.id, timestamp: String(Math.floor(message.at / 1000)), ...tapped }],
    });
  }

  async function smsSend(req: IncomingMessage, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(SIMULATOR_CREDENTIALS.smsToken).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return send(res, 401, {
        type: 'https://developer.bulksms.com/json/v1/errors#authentication-failed',
        title: 'Authentication Failed',
        status: 401,
      });
    const payload = JSON.parse(await readBody(req)) as { to: string; body: string } | { to: string; body: string }[];
    if (await answerFault('sms', req, res)) return;
    if (outage.sms > 0) {
      outage.sms -= 1;
      if (outage.retryAfterSeconds !== null) {
        res.setHeader('Retry-After', String(outage.retryAfterSeconds));
        return send(res, 429, { title: 'Too Many Requests', status: 429, detail: 'Simulated rate limit' });
      }
      return send(res, 503, { title: 'Service Unavailable', status: 503, detail: 'Simulated outage' });
    }
    const list = Array.isArray(payload) ? payload : [payload];
    const out = list.map((p) => {
      const message: SimulatedMessage = {
        id: randomUUID(),
        channel: 'sms',
        direction: 'out',
        phone: p.to,
        kind: 'text',
        text: p.body,
        at: Date.now(),
        status: 'sent',
      };
      messages.push(message);
      return { id: message.id, type: 'SENT', to: p.to, body: p.body, status: { type: 'ACCEPTED', subtype: null } };
    });
    send(res, 201, out);
  }

  /** A reply goes back on the thread's channel: SMS when the last message to the phone was one. */
  async function reply(phone: string, text: string, asked?: 'whatsapp' | 'sms') {
    const last = messages.filter((m) => m.phone === phone && m.direction === 'out').at(-1);
    const channel = asked ?? last?.channel ?? 'whatsapp';
    if (channel === 'sms') {
      const sms: SimulatedMessage = {
        id: randomUUID(),
        channel,
        direction: 'in',
        phone,
        kind: 'text',
        text,
        at: Date.now(),
        status: 'delivered',
      };
      messages.push(sms);
      return postSmsReply(smsWebhookUrlFor(options.webhookUrl), sms);
    }
    const message = receivedOnWhatsapp(phone, text);
    await postWebhook({
      contacts: [{ profile: { name: 'Simulated user' }, wa_id: phone.slice(1) }],
      messages: [
        {
          from: phone.slice(1),
          id: message.id,
          timestamp: String(Math.floor(message.at / 1000)),
          type: 'text',
          text: { body: text },
        },
      ],
    });
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    const path = url.pathname;
    void (async () => {
      if (req.method === 'POST' && new RegExp(`^/${GRAPH_API_VERSION}/[0-9]+/messages$`).test(path))
        return whatsappSend(req, res);
      if (req.method === 'POST' && path === '/bulksms/v1/messages') return smsSend(req, res);
      if (req.method === 'GET' && path === '/api/messages') {
        const phone = url.searchParams.get('phone');
        return send(res, 200, phone ? messages.filter((m) => m.phone === phone) : messages);
      }
      if (req.method === 'POST' && path === '/api/outage') {
        const body = JSON.parse((await readBody(req)) || '{}') as {
          channel?: 'whatsapp' | 'sms';
          failures?: number;
          retryAfterSeconds?: number;
        };
        outage[body.channel === 'sms' ? 'sms' : 'whatsapp'] = Math.max(0, Number(body.failures ?? 1));
        outage.retryAfterSeconds = typeof body.retryAfterSeconds === 'number' ? body.retryAfterSeconds : null;
        return send(res, 200, outage);
      }
      if (req.method === 'POST' && path === '/api/fault') {
        const body = JSON.parse((await readBody(req)) || '{}') as {
          channel?: 'whatsapp' | 'sms';
          mode?: FaultMode;
          seconds?: number;
          retryAfterSeconds?: number;
        };
        const mode = FAULT_MODES.includes(body.mode as FaultMode) ? (body.mode as FaultMode) : 'error';
        const seconds = Math.min(900, Math.max(0, Number(body.seconds ?? 60)));
        faults.push({
          channel: body.channel === 'sms' ? 'sms' : 'whatsapp',
          mode,
          until: Date.now() + seconds * 1000,
          retryAfterSeconds: Math.max(1, Number(body.retryAfterSeconds ?? 30)),
        });
        return send(res, 200, { channel: body.channel ?? 'whatsapp', mode, seconds });
      }
      if (req.method === 'POST' && path === '/api/reply') {
        const body = JSON.parse(await readBody(req)) as { phone: string; text: string; channel?: 'whatsapp' | 'sms' };
        await reply(body.phone, body.text, body.channel);
        return send(res, 200, { ok: true });
      }
      if (req.method === 'POST' && path === '/api/tap') {
        const body = JSON.parse(await readBody(req)) as { phone: string; title: string; messageId?: string };
        await tap(body.phone, body.title, body.messageId);
        return send(res, 200, { ok: true });
      }
      const tapForm = /^\/inbox\/(\+\d{8,15})\/tap$/.exec(decodeURIComponent(path));
      if (tapForm && req.method === 'POST') {
        const form = new URLSearchParams(await readBody(req));
        await tap(tapForm[1]!, form.get('title') ?? '', form.get('message') ?? undefined);
        res.writeHead(303, { Location: `/inbox/${encodeURIComponent(tapForm[1]!)}` });
        return res.end();
      }
      const inbox = /^\/inbox\/(\+\d{8,15})(\/reply)?$/.exec(decodeURIComponent(path));
      if (inbox && req.method === 'POST' && inbox[2]) {
        const text = new URLSearchParams(await readBody(req)).get('text')?.trim().slice(0, 1000) ?? '';
        if (text) await reply(inbox[1]!, text);
        res.writeHead(303, { Location: `/inbox/${encodeURIComponent(inbox[1]!)}` });
        return res.end();
      }
      if (inbox && req.method === 'GET') {
        const phone = inbox[1]!;
        // Opening the inbox is the recipient reading their messages.
        for (const m of messages)
          if (m.phone === phone && m.channel === 'whatsapp' && m.direction === 'out' && m.status === 'delivered')
            await status(m, 'read');
        return send(
          res,
          200,
          inboxPage(
            phone,
            messages.filter((m) => m.phone === phone),
          ),
          'text/html; charset=utf-8',
        );
      }
      if (req.method === 'GET' && path === '/') return send(res, 200, indexPage(messages), 'text/html; charset=utf-8');
      send(res, 404, { error: 'not found' });
    })().catch((error: unknown) => send(res, 400, { error: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return { port, messages, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
