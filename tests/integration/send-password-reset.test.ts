import type { DocumentData } from 'firebase-admin/firestore';
import { DocumentReference } from 'firebase-admin/firestore';
import { handleAccountRequest } from '../../functions/src/firms/account-requests';
import { accountRequestsSettled, auth, callFunction, db, MAIL_QUEUE_STATES } from './emulator-clients';
import { eventually } from './eventually';

// The mail is queued by the onAccountRequest trigger after the answer: a cold worker takes seconds.
vi.setConfig({ testTimeout: 90_000 });

const mailTo = async (email: string) => (await db.collection('mail').where('to', '==', email).get()).docs;
const handled = accountRequestsSettled;

describe('sendPasswordReset', () => {
  it('queues a password-reset mail with a link to the app reset page for an existing account', async () => {
    const email = `reset-${Date.now()}@example.co.za`;
    await auth.createUser({ email, password: 'old-password-1' });
    const res = await callFunction('sendPasswordReset', { email });
    expect(res.data).toEqual({ sent: true });
    const mail = await eventually(async () => {
      const docs = await mailTo(email);
      return docs.length > 0 ? docs : null;
    });
    await handled(email);
    expect(await mailTo(email)).toHaveLength(1);
    const doc = mail[0]!.data();
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
    await handled(email);
    expect(await mailTo(email)).toHaveLength(0);
  });

  it.each(['sendPasswordReset', 'resendFirmConfirmation'])(
    '%s does the same work for an existing and an unknown address: one queued request each, the same answer',
    async (name) => {
      const existing = `known-${name}-${Date.now()}@example.co.za`;
      const unknown = `unknown-${name}-${Date.now()}@example.co.za`;
      await auth.createUser({ email: existing, password: 'old-password-1' });
      // Every request the callables queue, seen as it is written (the trigger deletes it after).
      // The calls wait for the listener's first snapshot: before it, a request written and
      // deleted never reached the listener, and the test waited for it until its timeout (seen
      // once on a busy machine). Switching the triggers off instead is no way round: switching
      // them on again restarts every function worker.
      const written: DocumentData[] = [];
      let listening!: () => void;
      const listened = new Promise<void>((resolve) => (listening = resolve));
      const stop = db.collection('accountRequests').onSnapshot((snap) => {
        for (const change of snap.docChanges()) if (change.type === 'added') written.push(change.doc.data());
        listening();
      });
      try {
        await listened;
        const answers = [await callFunction(name, { email: existing }), await callFunction(name, { email: unknown })];
        expect(answers.map((a) => [a.status, a.data, a.error])).toEqual([
          [200, { sent: true }, undefined],
          [200, { sent: true }, undefined],
        ]);
        await eventually(async () => (written.filter((w) => [existing, unknown].includes(w.email)).length === 2 ? true : null));
        const mine = written.filter((w) => [existing, unknown].includes(w.email));
        expect(mine.map((w) => Object.keys(w).sort())).toEqual([
          ['email', 'kind', 'requestedAt'],
          ['email', 'kind', 'requestedAt'],
        ]);
        expect(new Set(mine.map((w) => w.kind)).size).toBe(1);
      } finally {
        stop();
      }
    },
  );

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

describe('onAccountRequest', () => {
  it('leaves a request that is already gone alone: a second delivery writes nothing', async () => {
    // Deleting a missing document is still a write, and the Firestore emulator reports it to
    // onDocumentCreated as a new document: a handler that deleted regardless re-fired itself
    // about 40 times a second for the rest of the session.
    const deletes = vi.spyOn(DocumentReference.prototype, 'delete');
    try {
      await handleAccountRequest(`gone-${Date.now()}`);
      expect(deletes).not.toHaveBeenCalled();
    } finally {
      deletes.mockRestore();
    }
  });
});
