/**
 * The register of data-subject requests lists every request, the ones a person carries out
 * themselves too (issue 37): each self-service path (erasing from the request page, the
 * legal-updates unsubscribe link, the phone-off link, STOP from the number, a firm turning phone
 * messages off) writes exactly one closed entry in the same transaction or batch as the act, and
 * doing it again adds nothing. An erasure (the operator's tool, the person's own, a firm's closure)
 * closes the erasure request still open from that address or number, with who, when and why.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DAY_MS } from '@/domain/privacy/retention';
import { DSR_RESPONSE_DAYS, SELF_SERVICE_BY } from '@/domain/privacy/data-subject-requests';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { registerAndConfirm, registration } from './firm-fixtures';
import { person, putFirm } from './matching-fixtures';
import { inboundBody, postWebhook, sign } from './phone-notifications-support';
import { queuedMails } from './queued-mail';

vi.setConfig({ testTimeout: 90_000 });

let operator = '';
const OPERATOR_EMAIL = `io-entries-${Date.now()}@regmatch.test`;
beforeAll(async () => {
  operator = await idTokenFor(OPERATOR_EMAIL, { admin: true });
});
let testStartedAt = 0;
beforeEach(async () => {
  testStartedAt = Date.now();
  await clearFirestore();
  await putFirm('entries-firm', {
    primaryCity: 'Johannesburg',
    cities: ['Johannesburg'],
    practiceAreas: ['uncontested-divorce'],
  });
});

type Entry = Record<string, unknown> & { id: string };
async function register(): Promise<Entry[]> {
  return (await db.collection('dataSubjectRequests').get()).docs.map((d) => ({ id: d.id, ...d.data() }));
}

/** The one closed self-service entry the register holds, checked the way the desk reads it. */
async function onlySelfServiceEntry(kind: string): Promise<Entry> {
  const entries = await register();
  expect(entries).toHaveLength(1);
  const [entry] = entries as [Entry];
  expect(entry).toMatchObject({ kind, channel: 'self-service', status: 'done', recordedBy: SELF_SERVICE_BY });
  const receivedAt = (entry.receivedAt as Timestamp).toMillis();
  expect((entry.dueAt as Timestamp).toMillis() - receivedAt).toBe(DSR_RESPONSE_DAYS * DAY_MS);
  expect((entry.closedAt as Timestamp).toMillis()).toBe(receivedAt);
  // Received when the act ran: after this test began, not later than now (the emulator shares this clock).
  expect(receivedAt).toBeGreaterThanOrEqual(testStartedAt);
  expect(receivedAt).toBeLessThanOrEqual(Date.now());
  expect((entry.history as { status: string }[]).map((s) => s.status)).toEqual(['open', 'done']);
  return entry;
}

async function clientRequest(email: string, phone?: string): Promise<string> {
  const res = await callFunction<{ leadId: string }>('requestMatch', {
    ...person,
    email,
    ...(phone ? { messaging: { phone, channel: 'whatsapp', consent: true } } : {}),
  });
  expect(res.error).toBeUndefined();
  const [mail] = await queuedMails(email, 'client-confirmation');
  return new URL(String(mail!.requestUrl)).searchParams.get('token')!;
}

async function recordErasureRequest(contact: { email?: string; phone?: string }): Promise<string> {
  const res = await callFunction<{ requestId: string }>(
    'recordDataSubjectRequest',
    { kind: 'erasure', ...contact, details: 'Asked by email.' },
    operator,
  );
  expect(res.error).toBeUndefined();
  return res.data!.requestId;
}

const requestDoc = async (id: string) => (await db.doc(`dataSubjectRequests/${id}`).get()).data()!;

describe('self-service acts land in the register once', () => {
  it('erasing from the request page: one closed erasure entry; the link used again erases and adds nothing', async () => {
    const email = `erase-self-${Date.now()}@example.co.za`;
    const token = await clientRequest(email);
    expect((await callFunction('eraseMyData', { token })).data).toEqual({ state: 'erased' });
    const entry = await onlySelfServiceEntry('erasure');
    expect(entry).toMatchObject({ email, phone: null });
    expect((await callFunction('eraseMyData', { token })).error).toMatchObject({ details: { reason: 'request-erased' } });
    expect(await register()).toHaveLength(1);
    const audit = await db.collection('auditLog').where('field', '==', 'data-subject-request').get();
    expect(audit.docs.map((d) => [d.get('after'), d.get('targetEmail')])).toEqual([
      [`erasure done by the person (${entry.id})`, expect.stringContaining('***')],
    ]);
  });

  it('the unsubscribe link in a legal update: one closed marketing-withdrawal entry', async () => {
    const email = `reader-self-${Date.now()}@example.co.za`;
    expect((await callFunction('subscribeToLegalUpdates', { email, consent: true })).error).toBeUndefined();
    const [mail] = await queuedMails(email, 'legal-updates-confirm');
    const confirm = new URL(String((mail!.data as { confirmUrl: string }).confirmUrl)).searchParams.get('token')!;
    expect((await callFunction('confirmLegalUpdatesSubscription', { token: confirm })).error).toBeUndefined();
    const unsubscribeToken = (await db.collection('legalUpdateSubscribers').where('email', '==', email).get()).docs[0]!.get(
      'unsubscribeToken',
    );
    for (let i = 0; i < 2; i++) {
      expect((await callFunction('unsubscribeFromLegalUpdates', { token: unsubscribeToken })).data).toEqual({
        unsubscribed: true,
      });
    }
    expect(await onlySelfServiceEntry('marketing-withdrawal')).toMatchObject({ email, phone: null });
  });

  it('the phone-off link in a message: one closed consent-withdrawal entry for the number', async () => {
    const phone = '+27821230041';
    // The link as newPhoneOffLink writes it beside a queued message (the token travels only in the message).
    const token = 'p'.repeat(43);
    await db.doc(`messagingOptOutLinks/${hashLinkToken(token)}`).set({
      phone,
      createdAt: Timestamp.now(),
      expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
      usedAt: null,
    });
    expect((await callFunction('turnOffPhoneMessages', { token })).data).toEqual({ state: 'turned-off' });
    expect((await callFunction('turnOffPhoneMessages', { token })).data).toEqual({ state: 'already-off' });
    expect(await onlySelfServiceEntry('consent-withdrawal')).toMatchObject({ phone, email: null });
  });

  it('STOP from the number: one closed consent-withdrawal entry; a second STOP adds nothing', async () => {
    const phone = '+27821230042';
    for (const id of [`wamid.stop-a-${Date.now()}`, `wamid.stop-b-${Date.now()}`]) {
      const body = inboundBody(phone, 'STOP', id);
      expect(await postWebhook(body, sign(body))).toBe(200);
    }
    expect(await onlySelfServiceEntry('consent-withdrawal')).toMatchObject({ phone, email: null });
  });

  it("a firm turning phone notifications off in Settings: one closed entry with the firm's address and number", async () => {
    const input = registration();
    const { idToken } = await registerAndConfirm(input);
    const optIn = { optIn: { phone: '082 555 0142', channel: 'whatsapp', consent: true } };
    expect((await callFunction('setMessagingSettings', optIn, idToken)).error).toBeUndefined();
    expect(await register()).toHaveLength(0);
    for (let i = 0; i < 2; i++)
      expect((await callFunction('setMessagingSettings', { optIn: null }, idToken)).error).toBeUndefined();
    expect(await onlySelfServiceEntry('consent-withdrawal')).toMatchObject({
      email: String(input.email).toLowerCase(),
      phone: '+27825550142',
    });
  });
});

describe('an erasure closes the erasure request still open', () => {
  it("the operator's erasure closes it (done, by the operator, audited); another kind of request stays open", async () => {
    const email = `erase-op-${Date.now()}@example.co.za`;
    await clientRequest(email);
    const erasureId = await recordErasureRequest({ email });
    const access = await callFunction<{ requestId: string }>('recordDataSubjectRequest', { kind: 'access', email }, operator);
    expect((await callFunction('erasePersonalData', { email, confirmEmail: email }, operator)).error).toBeUndefined();

    const closed = await requestDoc(erasureId);
    expect(closed).toMatchObject({ status: 'done' });
    expect(closed.closedAt).toBeInstanceOf(Timestamp);
    const last = (closed.history as { status: string; by: string; note: string }[]).at(-1)!;
    expect(last).toMatchObject({ status: 'done', by: OPERATOR_EMAIL });
    expect(last.note).toMatch(/^Erased with the control panel's personal-data tool \(\d+ records\)\.$/);
    expect((await requestDoc(access.data!.requestId)).status).toBe('open');
    // No self-service entry: the operator did it.
    expect(await register()).toHaveLength(2);
    const audit = (await db.collection('auditLog').where('field', '==', 'data-subject-request').get()).docs.map((d) => d.data());
    expect(audit.filter((e) => e.before === 'open' && e.after === 'done')).toEqual([
      expect.objectContaining({
        by: expect.objectContaining({ email: OPERATOR_EMAIL }),
        targetEmail: expect.stringContaining('***'),
      }),
    ]);
  });

  it('the person erasing from their request page closes the request recorded by their number, and adds no entry', async () => {
    const email = `erase-phone-${Date.now()}@example.co.za`;
    const token = await clientRequest(email, '082 123 0043');
    const erasureId = await recordErasureRequest({ phone: '082 123 0043' });
    expect((await callFunction('eraseMyData', { token })).data).toEqual({ state: 'erased' });
    const closed = await requestDoc(erasureId);
    expect(closed.status).toBe('done');
    expect((closed.history as { by: string }[]).at(-1)!.by).toBe(SELF_SERVICE_BY);
    expect(await register()).toHaveLength(1);
  });

  it("a firm closing its account closes the erasure request from the firm's address", async () => {
    const input = registration();
    const { idToken } = await registerAndConfirm(input);
    const erasureId = await recordErasureRequest({ email: String(input.email) });
    expect((await callFunction('closeFirmAccount', { confirmation: 'close' }, idToken)).error).toBeUndefined();
    const closed = await requestDoc(erasureId);
    expect(closed.status).toBe('done');
    expect((closed.history as { note: string }[]).at(-1)!.note).toMatch(
      /^Firm account closed; \d+ payment records kept by law\.$/,
    );
  });
});
