import { auth, callFunction, db, MAIL_QUEUE_STATES } from './emulator-clients';

describe('sendPasswordReset', () => {
  it('queues a password-reset mail with a link to the app reset page for an existing account', async () => {
    const email = `reset-${Date.now()}@example.co.za`;
    await auth.createUser({ email, password: 'old-password-1' });
    const res = await callFunction('sendPasswordReset', { email });
    expect(res.data).toEqual({ sent: true });
    const mail = await db.collection('mail').where('to', '==', email).get();
    expect(mail.size).toBe(1);
    const doc = mail.docs[0]!.data();
    expect(doc.template).toBe('password-reset');
    expect(MAIL_QUEUE_STATES).toContain(doc.delivery.state);
    expect(doc.data.resetLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/reset-password-confirm\?oobCode=.+/);
    // The APP_ORIGIN param the scripts give this instance's functions: its own hosting emulator.
    expect(new URL(doc.data.resetLink).origin).toBe(process.env.EMU_HOSTING_URL);
    // The mail TTL policy deletes the document 30 days after it was queued.
    const daysToExpiry = (doc.expireAt.toMillis() - Date.now()) / 86_400_000;
    expect(daysToExpiry).toBeGreaterThan(29.9);
    expect(daysToExpiry).toBeLessThanOrEqual(30);
  });

  it('answers the same for an unknown address but queues nothing (no account enumeration)', async () => {
    const email = `nobody-${Date.now()}@example.co.za`;
    expect((await callFunction('sendPasswordReset', { email })).data).toEqual({ sent: true });
    expect((await db.collection('mail').where('to', '==', email).get()).empty).toBe(true);
  });

  it.each([
    ['missing email', {}],
    ['email of the wrong type', { email: 12 }],
    ['malformed email', { email: 'not-an-email' }],
    ['oversize email', { email: `${'a'.repeat(300)}@x.co.za` }],
    ['script tags', { email: '<script>alert(1)</script>' }],
  ])('refuses %s', async (_name, input) => {
    expect((await callFunction('sendPasswordReset', input)).error?.status).toBe('INVALID_ARGUMENT');
  });
});
