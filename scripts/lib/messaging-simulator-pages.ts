/** The simulator's web inbox: a list of numbers, and one phone's conversation with a reply box. */

/** One message the simulator holds, sent to or received from a phone number. */
export interface SimulatedMessage {
  id: string;
  channel: 'whatsapp' | 'sms';
  direction: 'out' | 'in';
  phone: string;
  kind: 'template' | 'text' | 'interactive';
  text: string;
  template?: { name: string; language: string; parameters: string[] };
  /** Quick-reply buttons under the message (a template's, or an interactive message's): label and payload. */
  buttons?: { title: string; payload: string }[];
  at: number;
  status: 'accepted' | 'sent' | 'delivered' | 'read' | 'failed';
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Escaped text with its links clickable and its line breaks kept. */
const linked = (text: string) =>
  escape(text)
    .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
    .replace(/\n/g, '<br>');

const time = (at: number) =>
  new Date(at).toLocaleString('en-ZA', { timeZone: 'Africa/Johannesburg', dateStyle: 'medium', timeStyle: 'short' });

const STYLE = `
*{box-sizing:border-box}body{margin:0;font:15px/1.45 system-ui,-apple-system,'Segoe UI',sans-serif;background:#f0f2f5;color:#111b21}
header{background:#075e54;color:#fff;padding:14px 20px}header h1{margin:0;font-size:18px}header p{margin:4px 0 0;font-size:13px;opacity:.85}
header a{color:#fff}main{max-width:760px;margin:0 auto;padding:16px}
ul.numbers{list-style:none;margin:0;padding:0;background:#fff;border-radius:10px;overflow:hidden}
ul.numbers li a{display:flex;justify-content:space-between;gap:12px;padding:14px 16px;border-bottom:1px solid #e9edef;color:inherit;text-decoration:none}
ul.numbers li a:hover{background:#f5f6f6}.muted{color:#667781;font-size:13px}
.chat{display:flex;flex-direction:column;gap:8px;padding:12px;background:#efeae2;border-radius:10px;min-height:200px}
.bubble{max-width:85%;padding:8px 10px 6px;border-radius:8px;background:#fff;box-shadow:0 1px .5px rgba(0,0,0,.13);overflow-wrap:anywhere}
.bubble.in{align-self:flex-end;background:#d9fdd3}.bubble.sms{background:#e7ecf0}
.bubble .meta{display:flex;gap:8px;justify-content:flex-end;flex-wrap:wrap;font-size:11.5px;color:#667781;margin-top:4px}
.tag{font-size:11px;font-weight:600;text-transform:uppercase;letter-spacing:.03em;color:#075e54}
.tag.sms{color:#41525d}
form.reply{display:flex;gap:8px;margin-top:12px;flex-wrap:wrap}form.reply input{flex:1 1 200px;min-width:0;padding:10px 12px;border:1px solid #d1d7db;border-radius:20px;font:inherit}
button{padding:10px 16px;border:0;border-radius:20px;background:#00a884;color:#fff;font:inherit;font-weight:600;cursor:pointer}
button.stop{background:#b42318}a{color:#027eb5}
.quick-replies{display:flex;gap:6px;margin-top:8px;flex-wrap:wrap}.quick-replies form{flex:1 1 0}
button.quick{width:100%;background:#fff;color:#027eb5;border:1px solid #d1d7db;border-radius:8px;padding:8px}`;

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;

export function indexPage(messages: SimulatedMessage[]): string {
  const phones = [...new Set(messages.map((m) => m.phone))];
  const rows = phones
    .map((phone) => {
      const own = messages.filter((m) => m.phone === phone);
      const last = own[own.length - 1]!;
      return `<li><a href="/inbox/${encodeURIComponent(phone)}"><span><strong>${escape(phone)}</strong><br><span class="muted">${own.length} message${own.length === 1 ? '' : 's'}</span></span><span class="muted">${time(last.at)}</span></a></li>`;
    })
    .join('');
  return page(
    'Messaging simulator',
    `<header><h1>Messaging simulator</h1><p>Every WhatsApp and SMS the local app sends, by phone number. Numbers starting ${escape('+27609')} have no WhatsApp.</p></header><main>${
      rows ? `<ul class="numbers">${rows}</ul>` : '<p class="muted">No messages yet.</p>'
    }</main>`,
  );
}

export function inboxPage(phone: string, messages: SimulatedMessage[]): string {
  const bubbles = messages
    .map((m) => {
      const tag =
        m.channel === 'sms'
          ? '<span class="tag sms">SMS</span>'
          : `<span class="tag">WhatsApp${m.kind === 'template' ? ` · template ${escape(m.template?.name ?? '')}` : ''}</span>`;
      const cls = ['bubble', m.direction === 'in' ? 'in' : '', m.channel === 'sms' ? 'sms' : ''].join(' ').trim();
      // A tap posts the button's payload to the webhook as Meta would (one form per button).
      const buttons = (m.buttons ?? [])
        .map(
          (b) =>
            `<form method="post" action="/inbox/${encodeURIComponent(phone)}/tap"><input type="hidden" name="message" value="${escape(m.id)}"><input type="hidden" name="title" value="${escape(b.title)}"><button class="quick" type="submit">${escape(b.title)}</button></form>`,
        )
        .join('');
      return `<div class="${cls}" data-testid="message">${m.direction === 'out' ? tag + '<br>' : ''}${linked(m.text)}<div class="meta"><span>${time(m.at)}</span>${m.direction === 'out' ? `<span>${m.status}</span>` : ''}</div>${buttons ? `<div class="quick-replies" role="group" aria-label="Quick replies">${buttons}</div>` : ''}</div>`;
    })
    .join('');
  const target = `/inbox/${encodeURIComponent(phone)}/reply`;
  return page(
    `${phone} · Messaging simulator`,
    `<header><h1>${escape(phone)}</h1><p><a href="/">All numbers</a> · replies go to the app's WhatsApp webhook, signed</p></header><main><div class="chat">${
      bubbles || '<p class="muted">No messages yet.</p>'
    }</div><form class="reply" method="post" action="${target}"><input name="text" aria-label="Reply" placeholder="Reply on WhatsApp" autocomplete="off" required><button type="submit">Send</button></form><form class="reply" method="post" action="${target}"><input type="hidden" name="text" value="YES"><button type="submit">Reply YES</button></form><form class="reply" method="post" action="${target}"><input type="hidden" name="text" value="STOP"><button class="stop" type="submit">Reply STOP</button></form></main>`,
  );
}
