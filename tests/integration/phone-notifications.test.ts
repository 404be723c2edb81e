/**
 * WhatsApp and SMS beside email (docs/notifications.md), end to end through the real callables,
 * triggers and webhook, against the messaging simulator: who gets a phone copy, what it says,
 * retries through an outage, the 24-hour window, SMS fallback and STOP.
 */
import { SIMULATOR_CREDENTIALS } from '@/domain/notifications/simulator';
import { shortReference } from '@/domain/shared/format';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { docsWhere, person, putFirm } from './matching-fixtures';
import {
  confirmNumbers,
  outgoingTo,
  sameCity,
  simulatorForSuite,
  numberDoc,
  sweepAt,
  waitForMessages,
  WEBHOOK_URL,
} from './phone-notifications-support';

const CLIENT_PHONE = '+27821234567';
const FIRM_PHONE = '+27831112222';
const optedIn = (phone = '082 123 4567') => ({ ...person, messaging: { phone, channel: 'whatsapp', consent: true } });

const sim = simulatorForSuite({
  // The first run of each trigger and of the webhook loads a cold worker, which on a busy machine
  // takes longer than a test: one full round first, so the tests below measure behaviour only.
  warmUp: async (simulator) => {
    await clearFirestore();
    await confirmNumbers();
    await putFirm('paid', sameCity);
    await callFunction('requestMatch', optedIn());
    await waitForMessages(simulator, CLIENT_PHONE, 1);
    await eventually(
      async () => (await docsWhere('notifications', 'to', CLIENT_PHONE))[0]?.state,
      (state) => state === 'delivered',
      { timeoutMs: 180_000 },
    );
  },
  timeoutMs: 240_000,
});

async function firmOptsIn() {
  const token = await idTokenFor('paid@firm.test', { firmId: 'paid' });
  const { data, error } = await callFunction(
    'setMessagingSettings',
    { optIn: { phone: '083 111 2222', channel: 'whatsapp', consent: true } },
    token,
  );
  expect(error).toBeUndefined();
  return data;
}

const notificationsTo = async (phone: string) =>
  (await docsWhere('notifications', 'to', phone)) as { id: string; state?: string; channel?: string; attempts?: number }[];

describe('phone notifications', { timeout: 120_000 }, () => {
  it('sends the firm its new lead and the client its confirmation on WhatsApp, with no client details, and records delivery', async () => {
    const settings = await firmOptsIn();
    expect(settings).toMatchObject({ phone: FIRM_PHONE, channel: 'whatsapp', optedOutAt: null });
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', optedIn());
    expect(error).toBeUndefined();

    const [firmMessage] = await waitForMessages(sim(), FIRM_PHONE, 1);
    const [clientMessage] = await waitForMessages(sim(), CLIENT_PHONE, 1);
    expect(firmMessage).toMatchObject({
      channel: 'whatsapp',
      kind: 'template',
      template: { name: 'regmatch_new_lead', language: 'en' },
    });
    expect(clientMessage).toMatchObject({
      channel: 'whatsapp',
      kind: 'template',
      template: { name: 'regmatch_request_sent', language: 'en' },
    });
    expect(firmMessage!.text).toContain(`/firm-dashboard?tab=leads&lead=${data!.leadId}`);
    expect(clientMessage!.text).toMatch(/\/my-request\?token=|\/my-request/);
    for (const message of [firmMessage!, clientMessage!]) {
      for (const detail of ['Lerato', 'Mokoena', 'lerato@example.co.za', 'agree on everything'])
        expect(message.text).not.toContain(detail);
    }
    // Email continues beside it.
    expect(await docsWhere('mail', 'to', 'lerato@example.co.za')).toHaveLength(1);
    // The simulator's signed status callbacks reach the delivery documents.
    await eventually(
      () => notificationsTo(CLIENT_PHONE),
      (docs) => docs[0]?.state === 'delivered',
      { timeoutMs: 60_000, describe: (docs) => JSON.stringify(docs.map((d) => d.state)) },
    );
  });

  it('sends nothing by phone to someone who did not tick the box, and one email still', async () => {
    await callFunction('requestMatch', person);
    await eventually(
      async () => docsWhere('mail', 'to', 'lerato@example.co.za'),
      (docs) => docs.length === 1,
    );
    // The firm did not opt in either: the lead email only.
    expect(await docsWhere('mail', 'to', 'paid@firm.test')).toHaveLength(1);
    expect((await db.collection('notifications').get()).size).toBe(0);
  });

  it('retries through a provider outage and sends exactly once', async () => {
    // An address and number of its own: a late trigger of another test cannot add to its count.
    const phone = '+27827770001';
    await fetch(`http://127.0.0.1:${sim().port}/api/outage`, {
      method: 'POST',
      body: JSON.stringify({ channel: 'whatsapp', failures: 1 }),
    });
    const { data } = await callFunction<{ leadId: string }>('requestMatch', {
      ...optedIn('082 777 0001'),
      email: 'outage@example.co.za',
    });
    const reference = `(ref ${shortReference(data!.leadId)})`;
    const [retrying] = await eventually(
      () => notificationsTo(phone),
      (docs) => docs[0]?.state === 'retry',
      { timeoutMs: 60_000, describe: (docs) => JSON.stringify(docs) },
    );
    expect(retrying!.attempts).toBe(1);
    expect(outgoingTo(sim(), phone)).toHaveLength(0);

    await sweepAt(new Date(Date.now() + 2 * 60_000));
    await waitForMessages(sim(), phone, 1);
    // Later sweeps find nothing to send: sent once, nothing lost.
    await sweepAt(new Date(Date.now() + 3 * 60 * 60_000));
    const sent = outgoingTo(sim(), phone);
    expect(sent, JSON.stringify(sent)).toHaveLength(1);
    expect(sent[0]!.text).toContain(reference);
    const [doc] = await notificationsTo(phone);
    expect(['sent', 'delivered', 'read']).toContain(doc!.state);
    expect(doc!.attempts).toBe(2);
  });

  it('opens a conversation with a template, and writes free-form only inside the 24-hour window', async () => {
    await callFunction('requestMatch', optedIn());
    const [first] = await waitForMessages(sim(), CLIENT_PHONE, 1);
    expect(first!.kind).toBe('template');

    // The client writes to us: the window opens.
    await fetch(`http://127.0.0.1:${sim().port}/api/reply`, {
      method: 'POST',
      body: JSON.stringify({ phone: CLIENT_PHONE, text: 'Thank you' }),
    });
    await eventually(async () => (await numberDoc(CLIENT_PHONE).get()).get('lastInboundAt'));
    await callFunction('requestMatch', {
      ...optedIn(),
      idempotencyKey: undefined,
      description: 'A second request about our divorce.',
    });
    const messages = await waitForMessages(sim(), CLIENT_PHONE, 2);
    expect(messages[1]!.kind).toBe('text');
  });

  it('falls back to SMS when the number has no WhatsApp', async () => {
    await callFunction('requestMatch', optedIn('060 912 3456'));
    const messages = await waitForMessages(sim(), '+27609123456', 2);
    expect(messages.map((m) => m.channel)).toEqual(['whatsapp', 'sms']);
    expect(messages[0]!.status).toBe('failed');
    expect(messages[1]!.text).toContain('RegMatch: your request (ref');
    const docs = await eventually(
      () => notificationsTo('+27609123456'),
      (list) => list.length === 2 && list.some((d) => d.channel === 'sms' && d.state === 'sent'),
    );
    expect(docs.find((d) => d.channel === 'whatsapp')!.state).toBe('failed');
  });

  it('STOP opts the number out at once: no more WhatsApp, email continues', async () => {
    await callFunction('requestMatch', optedIn());
    await waitForMessages(sim(), CLIENT_PHONE, 1);
    await fetch(`http://127.0.0.1:${sim().port}/api/reply`, {
      method: 'POST',
      body: JSON.stringify({ phone: CLIENT_PHONE, text: 'STOP' }),
    });
    await eventually(async () => (await numberDoc(CLIENT_PHONE).get()).get('optedOutAt'));

    // Even a new request that ticks the box again does not reach the number; the email does.
    await callFunction('requestMatch', { ...optedIn(), description: 'A second request about our divorce.' });
    await eventually(
      async () => docsWhere('mail', 'to', 'lerato@example.co.za'),
      (docs) => docs.length === 2,
    );
    await sweepAt(new Date(Date.now() + 5 * 60_000));
    expect(outgoingTo(sim(), CLIENT_PHONE)).toHaveLength(1);
  });
});

describe('the WhatsApp webhook', () => {
  it('answers the verification handshake only with the verify token', async () => {
    const ok = await fetch(
      `${WEBHOOK_URL}?hub.mode=subscribe&hub.verify_token=${SIMULATOR_CREDENTIALS.whatsappVerifyToken}&hub.challenge=12345`,
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('12345');
    const wrong = await fetch(`${WEBHOOK_URL}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=12345`);
    expect(wrong.status).toBe(403);
  });
});
