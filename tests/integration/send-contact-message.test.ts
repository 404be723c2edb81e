import { MESSAGE_TEXTS } from '@/domain/mail/messages-contract';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { renderMail } from '../../functions/src/mail/templates';
import { callFunction, db } from './emulator-clients';

const valid = (overrides: Record<string, unknown> = {}) => ({
  name: 'Thandi Nkosi',
  email: `thandi-${Date.now()}-${Math.random().toString(36).slice(2)}@example.co.za`,
  topic: 'matching',
  message: 'I was matched last week and have not heard back.\nCan you help?',
  ...overrides,
});

describe('sendContactMessage', () => {
  it('stores the message for the inbox and queues the operator mail, which renders with a reply-to the visitor', async () => {
    const input = valid();
    const res = await callFunction('sendContactMessage', input);
    expect(res.data).toEqual({ sent: true });

    const stored = await db.collection('contactMessages').where('email', '==', input.email).get();
    expect(stored.size).toBe(1);
    expect(stored.docs[0]!.data()).toMatchObject({
      name: 'Thandi Nkosi',
      topic: 'matching',
      status: 'new',
      message: input.message,
    });

    const mail = await db.collection('mail').where('data.email', '==', input.email).get();
    expect(mail.size).toBe(1);
    const doc = mail.docs[0]!.data();
    expect(doc.to).toBe(SUPPORT_EMAIL);
    const rendered = renderMail('contact-message', doc.data);
    expect(rendered.subject).toContain('Help with a match from Thandi Nkosi');
    expect(rendered.replyTo).toBe(input.email);
    expect(rendered.text).toContain('Can you help?');
    expect(rendered.text).toContain(`${process.env.EMU_HOSTING_URL}/admin-control#inbox`);
  });

  it('escapes what the visitor typed in the HTML the operator reads', async () => {
    const input = valid({ name: 'Eve <b>Bold</b>', message: 'Hello <img src=x onerror=alert(1)> there, team.' });
    expect((await callFunction('sendContactMessage', input)).data).toEqual({ sent: true });
    const mail = await db.collection('mail').where('data.email', '==', input.email).get();
    const html = renderMail('contact-message', mail.docs[0]!.get('data')).html;
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it.each([
    ['no input', {}],
    ['a missing name', valid({ name: '' })],
    ['a malformed email', valid({ email: 'not-an-email' })],
    ['an unknown topic', valid({ topic: 'lottery' })],
    ['a message too short to act on', valid({ message: 'Hi' })],
    ['an oversized message', valid({ message: 'a'.repeat(2001) })],
    ['an oversized name', valid({ name: 'N'.repeat(101) })],
    ['a line break in the name (header injection)', valid({ name: 'Thandi\r\nBcc: all@example.com' })],
    ['a control character in the message', valid({ message: 'Hello team \u0007 ring ring' })],
    ['an extra field', valid({ status: 'handled' })],
  ])('refuses %s, storing and mailing nothing', async (_name, input) => {
    const res = await callFunction('sendContactMessage', input);
    expect(res.error?.status).toBe('INVALID_ARGUMENT');
    const email = (input as { email?: string }).email;
    if (email && email.includes('@')) {
      expect((await db.collection('contactMessages').where('email', '==', email).get()).empty).toBe(true);
    }
  });

  it('refuses links with a message a person can act on', async () => {
    const res = await callFunction('sendContactMessage', valid({ message: 'Cheap followers at https://spam.example now' }));
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: MESSAGE_TEXTS.noLinks,
      details: { field: 'message' },
    });
  });

  it('refuses a bare host with a path, the way scam messages point at a page', async () => {
    const res = await callFunction('sendContactMessage', valid({ message: 'Claim your refund at evil-refunds.app/claim today' }));
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: MESSAGE_TEXTS.noLinks,
      details: { field: 'message' },
    });
  });

  it('refuses a 1 MB message for its length, as invalid-argument naming the field, before any pattern reads it', async () => {
    const res = await callFunction('sendContactMessage', valid({ message: `https://x.example/ ${'a.'.repeat(500_000)}` }));
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: 'Please keep your message under 2000 characters.',
      details: { field: 'message' },
    });
  });

  it("relays a host-like word the link rule lets through as inert text in the operator's mail", async () => {
    const input = valid({ message: 'My landlord says to check evil-refunds.example before Friday.' });
    expect((await callFunction('sendContactMessage', input)).data).toEqual({ sent: true });
    const mail = await db.collection('mail').where('data.email', '==', input.email).get();
    const rendered = renderMail('contact-message', mail.docs[0]!.get('data'));
    expect(rendered.text).toContain('check evil-refunds[.]example before Friday.');
    expect(rendered.html).not.toContain('evil-refunds.example');
  });
});
