/**
 * The legal-updates subscription on the emulators, through the real callables: the double opt-in
 * mail (rendered from the queued document), the consent record, single-use expiring confirmation
 * links, the unsubscribe link in every update (body and List-Unsubscribe header), and the
 * operator's send, which reaches confirmed subscribers only.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { randomBytes } from 'node:crypto';
import { LEGAL_UPDATES_CONSENT, LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { DAY_MS, RETENTION } from '@/domain/privacy/retention';
import { PRIVACY_POLICY_VERSION } from '@/domain/shared/brand';
import { renderMail } from '../../functions/src/mail/templates';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { subscriberId } from '../../functions/src/legal-updates/subscriber-store';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';

vi.setConfig({ testTimeout: 60_000 });
const run = `${Date.now()}`;
let seq = 0;
const newEmail = () => `reader-${run}-${++seq}@example.co.za`;
const origin = (process.env.APP_ORIGIN ?? '').replace(/\/+$/, '');
let adminToken: string;
let clientToken: string;
let firmToken: string;

beforeAll(async () => {
  adminToken = await idTokenFor(`ops-lu-${run}@regmatch.test`, { admin: true });
  clientToken = await idTokenFor(`client-lu-${run}@example.co.za`);
  firmToken = await idTokenFor(`firm-lu-${run}@firm.test`, { firmId: `firm-lu-${run}` });
});
// Rate-limit counters and subscribers start empty for each test (the send reaches every subscriber).
beforeEach(() => clearFirestore());

const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
  callFunction('subscribeToLegalUpdates', { email, consent: true, ...extra });

async function mailsTo(email: string, template: string) {
  const found = await db.collection('mail').where('to', '==', email).where('template', '==', template).get();
  return found.docs.map((d) => ({ id: d.id, ...(d.data() as { data: Record<string, unknown>; createdAt: Timestamp }) }));
}

const tokenOf = (url: unknown) => new URL(String(url)).searchParams.get('token')!;

/** The token of the newest confirmation mail to the address. */
async function confirmationToken(email: string) {
  const mails = await mailsTo(email, 'legal-updates-confirm');
  mails.sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis());
  return tokenOf(mails[0]!.data.confirmUrl);
}

async function subscribeAndConfirm(email: string) {
  expect((await subscribe(email)).data).toEqual({ sent: true });
  expect((await callFunction('confirmLegalUpdatesSubscription', { token: await confirmationToken(email) })).data).toEqual({
    confirmed: true,
  });
}

const subscriber = async (email: string) => (await db.doc(`legalUpdateSubscribers/${subscriberId(email)}`).get()).data();
const send = (input: Record<string, unknown>, token: string | undefined = adminToken) =>
  callFunction<{ queued: number }>('sendLegalUpdate', input, token);
const UPDATE = {
  subject: 'Maintenance arrears: new rules from 1 March',
  body: 'The Maintenance Amendment Act changes how arrears are collected.\n\nEmployers must now deduct arrears directly.',
};

describe('subscribeToLegalUpdates', () => {
  it('records a pending subscription with its consent and emails a confirmation link that renders', async () => {
    const email = newEmail();
    const before = Date.now();
    expect(await subscribe(`  ${email.toUpperCase()} `)).toMatchObject({ status: 200, data: { sent: true } });

    const record = await subscriber(email);
    expect(record).toMatchObject({
      email,
      state: 'pending',
      consent: { purpose: LEGAL_UPDATES_CONSENT, policyVersion: PRIVACY_POLICY_VERSION },
      confirmedAt: null,
      unsubscribeToken: null,
    });
    expect(LEGAL_UPDATES_CONSENT).toBe("Send me RegMatch's legal updates by email. I can unsubscribe at any time.");
    expect((record!.consent.givenAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    // An unconfirmed subscription is deleted by the TTL policy after the period the policy states.
    const expireAt = (record!.expireAt as Timestamp).toMillis();
    expect(expireAt - before).toBeGreaterThanOrEqual(RETENTION.legalUpdatePendingDays * DAY_MS - 60_000);
    expect(expireAt - before).toBeLessThanOrEqual(RETENTION.legalUpdatePendingDays * DAY_MS + 60_000);

    const [mail] = await mailsTo(email, 'legal-updates-confirm');
    const rendered = renderMail('legal-updates-confirm', mail!.data);
    expect(rendered.subject).toBe('Confirm your RegMatch legal updates');
    const token = tokenOf(mail!.data.confirmUrl);
    expect(String(mail!.data.confirmUrl)).toBe(`${origin}/legal-updates/confirm?token=${token}`);
    expect(rendered.text).toContain(`Confirm my subscription: ${origin}/legal-updates/confirm?token=${token}`);
    // Only the token's hash is stored.
    const link = await db.doc(`legalUpdateConfirmations/${hashLinkToken(token)}`).get();
    expect(link.data()).toMatchObject({ subscriberId: subscriberId(email), usedAt: null });
    expect(JSON.stringify(link.data())).not.toContain(token);
  });

  it('answers a new, a pending and a confirmed address alike, and mails a confirmed one nothing', async () => {
    const fresh = await subscribe(newEmail());
    const pendingEmail = newEmail();
    await subscribe(pendingEmail);
    const pending = await subscribe(pendingEmail);
    const confirmedEmail = newEmail();
    await subscribeAndConfirm(confirmedEmail);
    const confirmed = await subscribe(confirmedEmail);

    expect(pending).toEqual(fresh);
    expect(confirmed).toEqual(fresh);
    expect(fresh).toEqual({ status: 200, data: { sent: true }, error: undefined });
    expect(await mailsTo(pendingEmail, 'legal-updates-confirm')).toHaveLength(2);
    expect(await mailsTo(confirmedEmail, 'legal-updates-confirm')).toHaveLength(1);
    expect((await subscriber(confirmedEmail))!.state).toBe('confirmed');
  });

  it.each([
    ['no input', {}],
    ['no consent', { email: 'a@example.co.za' }],
    ['an unticked box', { email: 'a@example.co.za', consent: false }],
    ['a malformed email', { email: 'not-an-email', consent: true }],
    ['an oversized email', { email: `${'a'.repeat(250)}@example.co.za`, consent: true }],
    ['an extra field', { email: 'a@example.co.za', consent: true, state: 'confirmed' }],
  ])('refuses %s, storing and mailing nothing', async (_name, input) => {
    const res = await callFunction('subscribeToLegalUpdates', input);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
    expect((await db.collection('legalUpdateSubscribers').get()).size).toBe(0);
    expect((await db.collection('mail').get()).size).toBe(0);
  });

  it('says which box to tick when consent is missing', async () => {
    const res = await callFunction('subscribeToLegalUpdates', { email: newEmail(), consent: false });
    expect(res.error).toMatchObject({ message: LEGAL_UPDATES_TEXTS.consentRequired, details: { field: 'consent' } });
  });

  it('is rate-limited per address like a registration', async () => {
    const email = newEmail();
    for (let i = 0; i < 5; i++) expect((await subscribe(email)).data).toEqual({ sent: true });
    const res = await subscribe(email);
    expect(res.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
  });
});

describe('confirmLegalUpdatesSubscription', () => {
  it('confirms once: the subscriber gets an unsubscribe token and no expiry; the link is spent', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = await confirmationToken(email);
    expect((await callFunction('confirmLegalUpdatesSubscription', { token })).data).toEqual({ confirmed: true });
    const record = await subscriber(email);
    expect(record).toMatchObject({ state: 'confirmed', consent: { purpose: LEGAL_UPDATES_CONSENT } });
    expect(record!.confirmedAt).toBeInstanceOf(Timestamp);
    expect(record!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(record!.expireAt).toBeUndefined();

    const again = await callFunction('confirmLegalUpdatesSubscription', { token });
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: LEGAL_UPDATES_TEXTS.confirmUsed,
      details: { reason: 'legal-updates-link-used', field: 'token' },
    });
  });

  it('refuses an expired link and leaves the subscription pending', async () => {
    const email = newEmail();
    await subscribe(email);
    const token = await confirmationToken(email);
    await db
      .doc(`legalUpdateConfirmations/${hashLinkToken(token)}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const res = await callFunction('confirmLegalUpdatesSubscription', { token });
    expect(res.error).toMatchObject({
      message: LEGAL_UPDATES_TEXTS.confirmExpired,
      details: { reason: 'legal-updates-link-expired', field: 'token' },
    });
    expect((await subscriber(email))!.state).toBe('pending');
  });

  it('refuses a forged link', async () => {
    const res = await callFunction('confirmLegalUpdatesSubscription', { token: randomBytes(32).toString('base64url') });
    expect(res.error).toMatchObject({
      status: 'NOT_FOUND',
      message: LEGAL_UPDATES_TEXTS.confirmUnknown,
      details: { reason: 'legal-updates-link-unknown' },
    });
  });

  it('refuses a link from before the address unsubscribed: subscribing again asks for consent again', async () => {
    const email = newEmail();
    await subscribe(email);
    await subscribe(email);
    const [first, second] = (await mailsTo(email, 'legal-updates-confirm')).map((m) => tokenOf(m.data.confirmUrl));
    await callFunction('confirmLegalUpdatesSubscription', { token: first });
    await callFunction('unsubscribeFromLegalUpdates', { token: (await subscriber(email))!.unsubscribeToken });
    const res = await callFunction('confirmLegalUpdatesSubscription', { token: second });
    expect(res.error).toMatchObject({ details: { reason: 'legal-updates-link-expired' } });
    expect((await subscriber(email))!.state).toBe('unsubscribed');
  });

  it.each([
    ['no token', {}],
    ['an incomplete token', { token: 'abc' }],
    ['an oversized token', { token: 'a'.repeat(500) }],
    ['a token with a path in it', { token: `../${'a'.repeat(40)}` }],
  ])('refuses %s as incomplete', async (_name, input) => {
    const res = await callFunction('confirmLegalUpdatesSubscription', input);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
  });
});

describe('sendLegalUpdate and unsubscribeFromLegalUpdates', () => {
  it('queues one update per confirmed subscriber, each rendering with its own unsubscribe link and header; audited', async () => {
    const [a, b, pending, gone] = [newEmail(), newEmail(), newEmail(), newEmail()];
    await subscribeAndConfirm(a);
    await subscribeAndConfirm(b);
    await subscribe(pending);
    await subscribeAndConfirm(gone);
    await callFunction('unsubscribeFromLegalUpdates', { token: (await subscriber(gone))!.unsubscribeToken });

    const res = await send(UPDATE);
    expect(res.data).toEqual({ queued: 2 });
    for (const email of [a, b]) {
      const [mail] = await mailsTo(email, 'legal-update');
      const rendered = renderMail('legal-update', mail!.data);
      const url = `${origin}/legal-updates/unsubscribe?token=${(await subscriber(email))!.unsubscribeToken}`;
      expect(rendered.subject).toBe(UPDATE.subject);
      expect(rendered.text).toContain('Employers must now deduct arrears directly.');
      expect(rendered.text).toContain(`Unsubscribe with one click: ${url}`);
      expect(rendered.html).toContain(`href="${url}"`);
      expect(rendered.headers).toEqual({ 'List-Unsubscribe': `<${url}>` });
    }
    expect(await mailsTo(pending, 'legal-update')).toHaveLength(0);
    expect(await mailsTo(gone, 'legal-update')).toHaveLength(0);

    const audit = await db.collection('auditLog').where('field', '==', 'legal-update').get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ reason: UPDATE.subject, note: '2 emails queued', firmId: null, after: 'sent' }),
    ]);
  });

  it('unsubscribing from the link in an update stops every later send', async () => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    await send(UPDATE);
    const [mail] = await mailsTo(email, 'legal-update');
    const token = tokenOf(mail!.data.unsubscribeUrl);
    const before = Date.now();

    expect((await callFunction('unsubscribeFromLegalUpdates', { token })).data).toEqual({ unsubscribed: true });
    const record = await subscriber(email);
    expect(record).toMatchObject({ state: 'unsubscribed', consent: { purpose: LEGAL_UPDATES_CONSENT } });
    const keptFor = (record!.expireAt as Timestamp).toMillis() - before;
    expect(keptFor).toBeGreaterThanOrEqual(RETENTION.legalUpdateUnsubscribedDays * DAY_MS - 60_000);
    expect(keptFor).toBeLessThanOrEqual(RETENTION.legalUpdateUnsubscribedDays * DAY_MS + 60_000);
    // The same link again answers the same, and nothing changes.
    expect((await callFunction('unsubscribeFromLegalUpdates', { token })).data).toEqual({ unsubscribed: true });

    expect((await send({ ...UPDATE, subject: 'A second update for subscribers' })).data).toEqual({ queued: 0 });
    expect(await mailsTo(email, 'legal-update')).toHaveLength(1);
  });

  it('refuses a forged unsubscribe link', async () => {
    const res = await callFunction('unsubscribeFromLegalUpdates', { token: randomBytes(32).toString('base64url') });
    expect(res.error).toMatchObject({
      status: 'NOT_FOUND',
      message: LEGAL_UPDATES_TEXTS.unsubscribeUnknown,
      details: { reason: 'legal-updates-link-unknown', field: 'token' },
    });
  });

  it.each([
    ['no token', {}],
    ['an incomplete token', { token: 'abc' }],
    ['an oversized token', { token: 'a'.repeat(500) }],
  ])('unsubscribe refuses %s as incomplete', async (_name, input) => {
    const res = await callFunction('unsubscribeFromLegalUpdates', input);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
  });

  it.each([
    ['a signed-out visitor', undefined, 'sign-in-required'],
    ['a signed-in client', 'client', 'admin-only'],
    ['a law firm', 'firm', 'admin-only'],
  ])('refuses %s and queues nothing', async (_name, who, reason) => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    const token = who === 'client' ? clientToken : who === 'firm' ? firmToken : undefined;
    const res = await callFunction('sendLegalUpdate', UPDATE, token);
    expect(res.error).toMatchObject({ details: { reason } });
    expect(await mailsTo(email, 'legal-update')).toHaveLength(0);
  });

  it.each([
    ['a short subject', { ...UPDATE, subject: 'Hi' }],
    ['an oversized subject', { ...UPDATE, subject: 'S'.repeat(151) }],
    ['a line break in the subject (header injection)', { ...UPDATE, subject: 'News\r\nBcc: all@example.com' }],
    ['a body too short to read', { ...UPDATE, body: 'Short.' }],
    ['an oversized body', { ...UPDATE, body: 'b'.repeat(10_001) }],
    ['HTML in the body', { ...UPDATE, body: 'Read this <script>alert(1)</script> now, please.' }],
    ['a control character in the body', { ...UPDATE, body: 'A bell \u0007 rings in this update.' }],
    ['an extra field', { ...UPDATE, to: 'everyone' }],
  ])('refuses %s and queues nothing', async (_name, input) => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    const res = await send(input);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
    expect(await mailsTo(email, 'legal-update')).toHaveLength(0);
  });
});

describe('the operator’s data request tool', () => {
  it('finds a subscription with its links, and erasing deletes them so no later update reaches the address', async () => {
    const email = newEmail();
    await subscribeAndConfirm(email);
    await subscribe(newEmail());

    const found = await callFunction<{ records: { source: string; path: string }[] }>('findPersonalData', { email }, adminToken);
    const paths = found.data!.records.filter((r) => r.source === 'legalUpdates').map((r) => r.path.split('/')[0]);
    expect(paths.sort()).toEqual(['legalUpdateConfirmations', 'legalUpdateSubscribers']);

    const erased = await callFunction<{ erased: Record<string, number> }>(
      'erasePersonalData',
      { email, confirmEmail: email },
      adminToken,
    );
    expect(erased.data!.erased.legalUpdates).toBe(2);
    expect(await subscriber(email)).toBeUndefined();
    expect((await send(UPDATE)).data).toEqual({ queued: 0 });
  });
});
