import { Timestamp } from 'firebase-admin/firestore';
import { caughtEmails, startMailCatcher, waitForEmail } from '../../scripts/lib/mail-catcher';
import { db } from './emulator-clients';
import { uid } from './payfast-support';

let stopCatcher: () => Promise<void>;
beforeAll(async () => {
  stopCatcher = await startMailCatcher();
});
afterAll(async () => {
  await stopCatcher?.();
});

async function queue(message: Record<string, unknown>) {
  const ref = db.collection('mail').doc();
  await ref.set({ createdAt: Timestamp.now(), delivery: { state: 'PENDING' }, ...message });
  return ref;
}

async function settled(ref: FirebaseFirestore.DocumentReference, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = (await ref.get()).get('delivery.state');
    if (state === 'SUCCESS' || state === 'ERROR') return (await ref.get()).get('delivery');
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`mail ${ref.id} still ${(await ref.get()).get('delivery.state')}`);
}

describe('deliverMail', () => {
  it('sends a queued lead notification through SMTP and records SUCCESS', async () => {
    const to = `${uid('firm')}@firms.example.co.za`;
    const ref = await queue({
      to,
      template: 'lead-notification',
      data: { leadId: 'lead-42', userType: 'person', firstName: 'Lerato', lastName: 'Mokoena', practiceArea: 'Divorce', city: 'Soweto', location: 'Gauteng', email: 'lerato@example.co.za' },
    });
    const delivery = await settled(ref);
    expect(delivery).toMatchObject({ state: 'SUCCESS', attempts: 1 });
    expect(delivery.messageId).toBeTruthy();
    const email = await waitForEmail(to, /New lead from Lerato Mokoena/);
    expect(email.text).toContain('Reference: lead-42');
    expect(email.html).toContain('Soweto, Gauteng');
    expect(email.from[0]!.address).toBe('support@regmatch.co.za');
  });

  it('escapes what strangers typed before it reaches an inbox', async () => {
    const to = `${uid('firm')}@firms.example.co.za`;
    const ref = await queue({ to, template: 'lead-notification', data: { userType: 'person', firstName: '<script>alert(1)</script>', description: '<img src=x onerror=alert(1)>' } });
    await settled(ref);
    const email = await waitForEmail(to, /New lead/);
    expect(email.html).not.toMatch(/<script|<img/);
  });

  it('records ERROR without sending for a bad recipient', async () => {
    const ref = await queue({ to: 'not-an-email', template: 'welcome', data: {} });
    expect(await settled(ref)).toMatchObject({ state: 'ERROR', error: expect.stringContaining('recipient') });
  });

  it('records ERROR for an unknown template', async () => {
    const ref = await queue({ to: 'someone@example.co.za', template: 'phishing', data: {} });
    expect(await settled(ref)).toMatchObject({ state: 'ERROR', error: expect.stringContaining('Unknown template') });
  });

  it('records ERROR for a template that cannot render (unsafe reset link)', async () => {
    const ref = await queue({ to: 'someone@example.co.za', template: 'password-reset', data: { resetLink: 'javascript:alert(1)' } });
    expect(await settled(ref)).toMatchObject({ state: 'ERROR' });
  });

  it('sends a document once even if it is not PENDING', async () => {
    const to = `${uid('done')}@firms.example.co.za`;
    const ref = await queue({ to, template: 'welcome', data: { firmName: 'Already Sent' }, delivery: { state: 'SUCCESS' } });
    await new Promise((r) => setTimeout(r, 3_000));
    expect((await ref.get()).get('delivery.state')).toBe('SUCCESS');
    expect((await caughtEmails()).some((m) => m.to.some((t) => t.address === to))).toBe(false);
  });

  it('gives up after a bounded number of attempts when SMTP is down', async () => {
    await stopCatcher();
    try {
      const ref = await queue({ to: 'later@example.co.za', template: 'welcome', data: { firmName: 'Retry Inc.' } });
      const delivery = await settled(ref, 30_000);
      expect(delivery).toMatchObject({ state: 'ERROR', attempts: 3 });
      expect(delivery.error).toBeTruthy();
    } finally {
      stopCatcher = await startMailCatcher();
    }
  }, 45_000);
});
