import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { deliverOne, sweepDueMail, type DeliveryDeps } from '../../functions/src/mail/deliver';
import { BACKOFF_MS, MAX_ATTEMPTS, type MailState } from '../../functions/src/mail/delivery-policy';
import { firestoreMailStore } from '../../functions/src/mail/firestore-mail-store';
import { smtpSender } from '../../functions/src/mail/smtp-transport';
// The functions' own Admin SDK instance: their FieldValue and Timestamp only fit their Firestore client.
import { db as functionsDb } from '../../functions/src/shared/admin';
import { emailsTo, startMailCatcher, waitForEmail } from '../../scripts/lib/mail-catcher';
import { buildLeadMail, buildWelcome } from '../fixtures/mail-factories';
import { mailEnvelopeDocument } from '../fixtures/record-factories';
import { db, PROJECT_ID } from './emulator-clients';
import { uid } from './payfast-support';
import { eventually } from './eventually';

let stopCatcher: () => Promise<void>;
beforeAll(async () => {
  // This test plays the emulated function that sweeps the queue: the SMTP_URL override (the mail
  // catcher) is honoured only inside the emulator, never in a deployed function.
  process.env.FUNCTIONS_EMULATOR = 'true';
  stopCatcher = await startMailCatcher();
});
afterAll(async () => {
  await stopCatcher?.();
});

/** The same delivery logic the trigger and the retry sweep run, driven from the test with its own clock. */
const worker = (now: number): DeliveryDeps => ({ store: firestoreMailStore(functionsDb), sender: smtpSender(), now: () => now });

/** Queues a message as enqueueMail writes it (mailEnvelopeDocument); `delivery` puts it in a later state. */
async function queue({
  delivery,
  ...message
}: {
  to: string;
  template: string;
  data: unknown;
  delivery?: Record<string, unknown>;
}) {
  const ref = db.collection('mail').doc();
  await ref.set({ ...mailEnvelopeDocument(message), ...(delivery ? { delivery } : {}) });
  return ref;
}

/** Waits (bounded) until the trigger has moved the message into one of `states`; returns its delivery map. */
async function reaches(ref: DocumentReference, states: MailState[], timeoutMs = 20_000) {
  return eventually(
    async () => (await ref.get()).get('delivery'),
    (delivery) => states.includes(delivery?.state),
    { timeoutMs, describe: (delivery) => `mail ${ref.id} still ${delivery?.state}, expected ${states.join(' or ')}` },
  );
}

describe('deliverMail (trigger)', () => {
  it('sends a queued lead notification through SMTP and records SENT', async () => {
    const to = `${uid('firm')}@firms.example.co.za`;
    const ref = await queue({ to, template: 'lead-notification', data: buildLeadMail({ leadId: 'lead-42' }) });
    const delivery = await reaches(ref, ['SENT', 'ERROR']);
    expect(delivery).toMatchObject({ state: 'SENT', attempts: 1 });
    expect(delivery).not.toHaveProperty('nextAttemptAt');
    const email = await waitForEmail(to, /New lead: Uncontested Divorce/);
    expect(email.text).toContain('Reference: lead-42');
    expect(email.html).toContain('Soweto, Gauteng');
    expect(email.from[0]!.address).toBe('support@regmatch.co.za');
  });

  it('escapes what strangers typed before it reaches an inbox', async () => {
    const to = `${uid('firm')}@firms.example.co.za`;
    // The area holds the city a client typed.
    const data = buildLeadMail({ area: '<script>alert(1)</script><img src=x onerror=alert(1)>, Gauteng' });
    await reaches(await queue({ to, template: 'lead-notification', data }), ['SENT']);
    const email = await waitForEmail(to, /New lead/);
    expect(email.html).not.toMatch(/<script|<img/);
  });

  it.each([
    ['a bad recipient', { to: 'not-an-email', template: 'welcome', data: buildWelcome() }, 'recipient'],
    ['an unknown template', { to: 'someone@example.co.za', template: 'phishing', data: {} }, 'Unknown template'],
    [
      'data that breaks the template contract',
      { to: 'someone@example.co.za', template: 'password-reset', data: { resetLink: 'javascript:alert(1)' } },
      'resetLink',
    ],
  ])('records ERROR at once, without retrying, for %s', async (_, message, error) => {
    const delivery = await reaches(await queue(message), ['SENT', 'ERROR', 'RETRY']);
    expect(delivery).toMatchObject({ state: 'ERROR', attempts: 1, error: expect.stringContaining(error) });
  });
});

describe('delivery survives faults', () => {
  it('a send that failed is RETRY with a backoff, and the sweep sends it once the server is back', async () => {
    const to = `${uid('retry')}@firms.example.co.za`;
    await stopCatcher();
    let ref: DocumentReference;
    let delivery: { attempts: number; nextAttemptAt: Timestamp; error: string };
    try {
      ref = await queue({ to, template: 'welcome', data: buildWelcome({ firmName: 'Retry Inc.' }) });
      delivery = await reaches(ref, ['RETRY', 'SENT', 'ERROR']);
    } finally {
      stopCatcher = await startMailCatcher();
    }
    expect(delivery).toMatchObject({ state: 'RETRY', attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const due = delivery.nextAttemptAt.toMillis();
    expect(due - Date.now()).toBeGreaterThan(BACKOFF_MS[0] - 30_000);

    // Not before it is due ...
    expect(await deliverOne(ref.id, worker(due - 1))).toEqual({ id: ref.id, outcome: 'not-claimed' });
    // ... then the sweep's run at that time sends it.
    const results = await sweepDueMail(worker(due));
    expect(results).toContainEqual({ id: ref.id, outcome: 'sent', attempts: 2 });
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'SENT', attempts: 2 });
    await waitForEmail(to, /Welcome to RegMatch, Retry Inc\./);
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it(`gives up as ERROR after ${MAX_ATTEMPTS} attempts while SMTP stays down`, async () => {
    await stopCatcher();
    try {
      const ref = await queue({ to: `${uid('down')}@example.co.za`, template: 'welcome', data: buildWelcome() });
      let delivery = await reaches(ref, ['RETRY', 'SENT', 'ERROR']);
      while (delivery.state === 'RETRY') {
        await deliverOne(ref.id, worker(delivery.nextAttemptAt.toMillis()));
        delivery = (await ref.get()).get('delivery');
      }
      expect(delivery).toMatchObject({ state: 'ERROR', attempts: MAX_ATTEMPTS });
      expect(delivery).not.toHaveProperty('nextAttemptAt');
    } finally {
      stopCatcher = await startMailCatcher();
    }
  }, 60_000);

  it('a send interrupted mid-way (PROCESSING, lease expired) is picked up again and sent once', async () => {
    const to = `${uid('crashed')}@firms.example.co.za`;
    const expired = Timestamp.fromMillis(Date.now() - 1_000);
    const ref = await queue({
      to,
      template: 'welcome',
      data: buildWelcome({ firmName: 'Crashed Worker Ltd' }),
      delivery: { state: 'PROCESSING', attempts: 1, leaseId: 'crashed-worker', nextAttemptAt: expired },
    });
    // The trigger and a sweep race for it; the transaction claim lets one of them send.
    const [swept] = await Promise.all([deliverOne(ref.id, worker(Date.now())), reaches(ref, ['SENT', 'ERROR'])]);
    expect(['sent', 'not-claimed', 'lease-lost']).toContain(swept.outcome);
    expect((await reaches(ref, ['SENT'])).attempts).toBe(2);
    await waitForEmail(to, /Crashed Worker Ltd/);
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('a PROCESSING mail whose lease still holds is left to its worker', async () => {
    const ref = await queue({
      to: `${uid('busy')}@example.co.za`,
      template: 'welcome',
      data: buildWelcome(),
      delivery: {
        state: 'PROCESSING',
        attempts: 1,
        leaseId: 'live-worker',
        nextAttemptAt: Timestamp.fromMillis(Date.now() + 60_000),
      },
    });
    expect(await deliverOne(ref.id, worker(Date.now()))).toEqual({ id: ref.id, outcome: 'not-claimed' });
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'PROCESSING', leaseId: 'live-worker' });
  });

  it('a SENT mail is never sent again, by the trigger or a sweep', async () => {
    const to = `${uid('done')}@firms.example.co.za`;
    const ref = await queue({
      to,
      template: 'welcome',
      data: buildWelcome({ firmName: 'Already Sent' }),
      delivery: { state: 'SENT', attempts: 1 },
    });
    expect(await deliverOne(ref.id, worker(Date.now() + 365 * 86_400_000))).toEqual({ id: ref.id, outcome: 'not-claimed' });
    // A later mail to the same inbox arrives; the SENT one (queued first) never does.
    await reaches(await queue({ to, template: 'welcome', data: buildWelcome({ firmName: 'Sentinel' }) }), ['SENT']);
    await waitForEmail(to, /Sentinel/);
    expect((await emailsTo(to)).map((m) => m.subject)).toEqual(['Welcome to RegMatch, Sentinel']);
    expect((await ref.get()).get('delivery.state')).toBe('SENT');
  });
});

describe('mailSweepRun (emulator only): the retryMail sweep on demand', () => {
  const sweepAt = async (now: number) => {
    const response = await fetch(
      `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${PROJECT_ID}/africa-south1/mailSweepRun`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ now: new Date(now).toISOString() }),
      },
    );
    expect(response.status).toBe(200);
    return ((await response.json()) as { outcomes: { id: string; outcome: string }[] }).outcomes;
  };

  it('sends a retry once it is due at the named instant, and only then', async () => {
    const to = `${uid('sweep')}@firms.example.co.za`;
    const due = Date.now() + BACKOFF_MS[1];
    const ref = await queue({
      to,
      template: 'welcome',
      data: buildWelcome({ firmName: 'Swept Inc.' }),
      delivery: { state: 'RETRY', attempts: 1, nextAttemptAt: Timestamp.fromMillis(due), error: 'connect ECONNREFUSED' },
    });
    expect((await sweepAt(due - 1)).map((r) => r.id)).not.toContain(ref.id);
    expect(await sweepAt(due)).toContainEqual({ id: ref.id, outcome: 'sent', attempts: 2 });
    expect((await ref.get()).get('delivery')).toMatchObject({ state: 'SENT', attempts: 2 });
    await waitForEmail(to, /Welcome to RegMatch, Swept Inc\./);
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('answers only a POST', async () => {
    const response = await fetch(
      `http://127.0.0.1:${process.env.EMU_FUNCTIONS_PORT ?? '5001'}/${PROJECT_ID}/africa-south1/mailSweepRun`,
    );
    expect(response.status).toBe(404);
  });
});
