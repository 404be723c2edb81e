/**
 * Old links found from outside (issue 39): a used phone-off link opened after the person replied
 * START does not turn messages off again, and after a client erases their data the send-on link of
 * their "did not answer" email shows no firm names, need or area. Links are seeded as their writers
 * store them (phone-off.ts, send-on-store.ts); the callables are the real ones.
 */
import { createHash, randomBytes } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';

vi.setConfig({ testTimeout: 60_000 });

const newToken = () => randomBytes(32).toString('base64url');
const DAY = 86_400_000;
const linkDates = (usedAt: Date | null) => ({
  createdAt: Timestamp.fromMillis(Date.now() - DAY),
  expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY),
  usedAt: usedAt ? Timestamp.fromDate(usedAt) : null,
  expireAt: Timestamp.fromMillis(Date.now() + 60 * DAY),
});

beforeEach(async () => {
  await clearFirestore();
});

describe('an old phone-off link', () => {
  it('used once, it does not turn messages off again after the number replied START', async () => {
    const phone = '+27821110001';
    const token = newToken();
    await db.doc(`messagingOptOutLinks/${hashLinkToken(token)}`).set({ phone, ...linkDates(new Date(Date.now() - DAY)) });
    // The number replied START after using the link (webhook-events.ts writes this).
    const numberDoc = db.collection('messagingNumbers').doc(createHash('sha256').update(phone).digest('hex'));
    await numberDoc.set({ optedInAgainAt: new Date(), confirmedAt: new Date() });

    const { data, error } = await callFunction<{ state: string }>('turnOffPhoneMessages', { token });
    expect(error).toBeUndefined();
    expect(data).toEqual({ state: 'already-off' });
    expect((await numberDoc.get()).get('optedOutAt')).toBeUndefined();
  });
});

describe('a send-on link after the client erased their data', () => {
  it('shows no firm names, need or area: the link is gone', async () => {
    const email = 'erase-send-on@example.co.za';
    await db.doc('leads/lapsed').set(leadDocument({ firmId: 'first', formData: { email } }));
    const token = newToken();
    const id = hashLinkToken(token);
    await db.doc(`sendOnLinks/${id}`).set({
      leadId: 'lapsed',
      firmId: 'third',
      firmName: 'Third Attorneys',
      previousFirmName: 'First Attorneys',
      need: 'Uncontested Divorce',
      area: 'Johannesburg, Gauteng',
      shared: ['Your name'],
      offerLinkIds: [id],
      ...linkDates(null),
    });
    expect((await callFunction('getSendOnOffer', { token })).data).toMatchObject({ firmName: 'Third Attorneys' });

    const operator = await idTokenFor('ops-send-on@regmatch.test', { admin: true });
    const erased = await callFunction<{ erased: Record<string, number> }>(
      'erasePersonalData',
      { email, confirmEmail: email },
      operator,
    );
    expect(erased.error).toBeUndefined();
    expect(erased.data!.erased).toMatchObject({ sendOnLinks: 1 });

    const after = await callFunction('getSendOnOffer', { token });
    expect(after.data).toBeUndefined();
    expect(after.error).toMatchObject({ details: { reason: 'send-on-link-unknown' } });
    for (const word of ['Third Attorneys', 'First Attorneys', 'Uncontested Divorce', 'Johannesburg'])
      expect(JSON.stringify(after)).not.toContain(word);
  });
});
