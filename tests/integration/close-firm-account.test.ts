import { randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { CLOSE_ACCOUNT_MESSAGES } from '@/domain/firms/account';
import { PRACTICE_AREA_CONTRIBUTIONS } from '@/domain/firms/practice-area-counts';
import { renderMail } from '../../functions/src/mail/templates';
import { runJobAt } from '../fixtures/clock-run';
import { auth, callFunction, db, idTokenFor } from './emulator-clients';
import { everyDocument, firmSpec, registerAndConfirm, registration, writeFirm } from './firm-fixtures';
import { person } from './matching-fixtures';
import { buildItn, postItn, registerIssued } from './payfast-support';
import { eventually } from './eventually';
import { onlyMailTo } from './queued-mail';

// The lived-in firm waits for triggers (review invite, figures), which start cold workers on a busy machine.
vi.setConfig({ testTimeout: 90_000 });

const signIn = async (email: string, password: string) =>
  (
    await fetch(
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password, returnSecureToken: true }),
      },
    )
  ).ok;

/**
 * A firm as it lives, every document written by the product's own writers: registered and
 * confirmed through the callables, paid through a checkout and a PayFast notification (a live
 * subscription and a tax invoice), verified by an operator; a client picks it from the results
 * and shares the case (the lead, the client's request link, the open-lead copy); the firm answers,
 * the trigger emails the client a review link, the client reviews and the firm replies; the
 * figures trigger counts it all; it asks a correspondent firm to appear for it.
 */
async function livedInFirm() {
  const input = registration({ plan: 'premium' });
  const { firmId, idToken } = await registerAndConfirm(input);
  // Its phone choice in Settings (messagingChoices/{sha256(email)}, with the firm's id).
  const phone = { optIn: { phone: '082 555 0199', channel: 'whatsapp', consent: true } };
  expect((await callFunction('setMessagingSettings', phone, idToken)).error).toBeUndefined();
  const checkout = await callFunction<{ fields: [string, string][] }>('createCheckout', { plan: 'premium' }, idToken);
  expect(checkout.error).toBeUndefined();
  const checkoutId = checkout.data!.fields.find(([k]) => k === 'm_payment_id')![1];
  const itn = buildItn({ firmId, plan: 'premium', checkoutId, amount: '0.00', token: `tok-${firmId}` });
  await registerIssued(itn);
  // PayFast sends a notification again until it is applied (the handler is idempotent by payment
  // id); on a loaded machine the first one's validate call can time out.
  for (let attempt = 0; attempt < 3; attempt++) {
    expect((await postItn(itn.body)).status).toBe(200);
    if ((await db.doc(`firms/${firmId}`).get()).get('packageType') === 'premium') break;
  }
  expect((await db.doc(`firms/${firmId}`).get()).get('packageType')).toBe('premium');
  // The simulator's register of the subscriptions it runs, as its checkout page leaves it.
  await db.doc(`payfastSimulatorSubscriptions/tok-${firmId}`).set({ state: 'active', createdAt: Timestamp.now() });

  // Only verified firms are sent clients.
  const operator = await idTokenFor(`verifier-${firmId}@regmatch.test`, { admin: true });
  const approval = { outcome: 'approve', lpcRollChecked: true, fidelityChecked: false };
  expect((await callFunction('decideFirmVerification', { firmId, decision: approval }, operator)).error).toBeUndefined();

  const client = `thandi-${firmId}@example.co.za`.toLowerCase();
  const contacted = await callFunction<{ leadId: string; openLeadId: string | null }>('contactFirm', {
    firmId,
    searchCriteria: { ...person, firstName: 'Thandi', email: client },
    postToOpenLeads: true,
  });
  expect(contacted.error).toBeUndefined();
  const { leadId, openLeadId } = contacted.data!;
  expect((await db.doc(`openLeads/${openLeadId}`).get()).get('originalLeadId')).toBe(leadId);
  expect((await db.collection('requestAccess').where('leadId', '==', leadId).get()).size).toBe(1);

  expect((await callFunction('updateLeadStatus', { leadId, status: 'contacted' }, idToken)).error).toBeUndefined();
  // The client confirms it when asked (contact-claim.ts): only a confirmed contact invites a review.
  await runJobAt('contactCheckRun', Date.now() + 2 * 3_600_000, { leadIds: [leadId] });
  const { data: question } = await onlyMailTo<{ yesUrl: string }>(client, 'contact-check');
  const yes = { token: new URL(question.yesUrl).searchParams.get('token'), answer: 'yes' };
  expect((await callFunction('answerContactCheck', yes)).error).toBeUndefined();
  const invite = await eventually(async () => {
    const mail = await db.collection('mail').where('to', '==', client).where('template', '==', 'review-invite').get();
    return mail.docs[0]?.get('data.reviewUrl') as string | undefined;
  });
  const token = new URL(invite).searchParams.get('token')!;
  const reviewed = await callFunction<{ reviewId: string }>('submitReview', {
    token,
    rating: 5,
    text: 'They called me back the same day and explained my options clearly.',
  });
  expect(reviewed.error).toBeUndefined();
  const reply = { reviewId: reviewed.data!.reviewId, text: 'Thank you for your kind words.' };
  expect((await callFunction('replyToReview', reply, idToken)).error).toBeUndefined();
  // The figures trigger has counted the answered lead, so none of its runs is still to come.
  await eventually(async () => {
    const stats = (await db.doc(`firmStats/${firmId}`).get()).data() as { funnel?: { contacted?: number } } | undefined;
    return stats?.funnel?.contacted === 1 ? true : undefined;
  });

  // It asks a correspondent firm (a factory firm: another firm's life is not under test) to appear for it.
  const correspondent = `corr-${randomUUID()}`;
  await writeFirm(
    correspondent,
    firmSpec({ firmName: `Dlamini ${correspondent} Attorneys`, isCorrespondent: true, correspondentCourts: ['High'] }),
  );
  const asked = { toFirmId: correspondent, court: 'High', message: 'We need a correspondent for a hearing on 4 December.' };
  expect((await callFunction('sendCorrespondentRequest', asked, idToken)).error).toBeUndefined();
  return { input, firmId, idToken };
}

describe('closeFirmAccount', () => {
  it('cancels PayFast, erases everything of the firm but its invoices, audits, and the firm can no longer sign in', async () => {
    const { input, firmId, idToken } = await livedInFirm();
    const closed = await callFunction('closeFirmAccount', { confirmation: 'close' }, idToken);
    expect(closed.error).toBeUndefined();
    expect(closed.data).toEqual({ closed: true, invoicesKept: 1 });

    // PayFast cancelled the live subscription (the simulator's register of subscriptions says so).
    expect((await db.doc(`payfastSimulatorSubscriptions/tok-${firmId}`).get()).get('state')).toBe('cancelled');

    // The firm's share of the city counts goes with its document, through the onFirmWritten
    // trigger, which runs after the answer: wait for it rather than catch it half way.
    await eventually(
      async () => (await db.doc(`${PRACTICE_AREA_CONTRIBUTIONS}/${firmId}`).get()).exists,
      (exists) => !exists,
    );
    const domain = input.email.split('@')[1]!;
    const left = (await everyDocument()).filter(
      ([path, json]) =>
        !path.startsWith('payfastSimulator') &&
        (json.includes(firmId) || json.includes(input.email) || json.includes(domain) || path.includes(firmId)),
    );
    const kinds = left.map(([path]) => path.split('/')[0]);
    // The invoice (payment record), the audit trail (the operator's verification and the closure),
    // and the one email saying the account is closed. (The LPC number's free-month claim is kept
    // too, by hash and without the firm's id, so it is not among these.)
    expect(kinds.sort()).toEqual(['auditLog', 'auditLog', 'mail', 'payments']);
    const payment = left.find(([p]) => p.startsWith('payments/'))![1];
    expect(JSON.parse(payment)).toMatchObject({ firmId, invoiceNumber: expect.any(String) });
    const audits = left.filter(([p]) => p.startsWith('auditLog/')).map(([, json]) => JSON.parse(json) as Record<string, unknown>);
    expect(audits.map((a) => a.field).sort()).toEqual(['account', 'verification']);
    expect(audits.find((a) => a.field === 'account')).toMatchObject({ firmId, after: expect.stringContaining('closed') });
    expect(JSON.stringify(audits)).not.toContain(input.email);
    const mail = JSON.parse(left.find(([p]) => p.startsWith('mail/'))![1]);
    expect(mail.template).toBe('firm-account-closed');
    expect(renderMail('firm-account-closed', mail.data).text).toContain('five years');
    expect((await db.doc(`firms/${firmId}`).listCollections()).length).toBe(0);

    await expect(auth.getUserByEmail(input.email)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect(await signIn(input.email, input.password)).toBe(false);
    // Matching finds nothing of it: it was verified and listed, and its index document is gone.
    expect((await db.doc(`firmMatchIndex/${firmId}`).get()).exists).toBe(false);
    // Its phone choice is gone: no message reaches the number for a closed firm.
    expect((await db.collection('messagingChoices').where('firmId', '==', firmId).get()).size).toBe(0);
  });

  it('refuses and changes nothing when PayFast refuses to cancel', async () => {
    const { firmId, idToken } = await registerAndConfirm(registration());
    await db
      .doc(`firms/${firmId}/private/account`)
      .update({ subscriptionToken: 'simulate-failure', subscriptionStatus: 'active' });
    const res = await callFunction('closeFirmAccount', { confirmation: 'CLOSE' }, idToken);
    expect(res.error).toEqual({
      status: 'FAILED_PRECONDITION',
      message: CLOSE_ACCOUNT_MESSAGES.cancelRefused,
      details: { reason: 'subscription-cancel-failed' },
    });
    expect((await db.doc(`firms/${firmId}`).get()).exists).toBe(true);
    expect((await db.doc(`firmMatchIndex/${firmId}`).get()).exists).toBe(true);
  });

  it.each([
    ['no confirmation', {}],
    ['the wrong word', { confirmation: 'delete' }],
    ['an oversized confirmation', { confirmation: 'CLOSE'.repeat(10_000) }],
    ['a confirmation of the wrong type', { confirmation: true }],
  ])('refuses %s and keeps the account', async (_name, data) => {
    const { firmId, idToken } = await registerAndConfirm(registration());
    const res = await callFunction('closeFirmAccount', data, idToken);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', field: 'confirmation' } });
    expect((await db.doc(`firms/${firmId}`).get()).exists).toBe(true);
  });

  it('refuses a caller without a firm', async () => {
    const token = await idTokenFor(`client-${Date.now()}@example.co.za`);
    expect((await callFunction('closeFirmAccount', { confirmation: 'CLOSE' }, token)).error?.status).toBe('PERMISSION_DENIED');
    expect((await callFunction('closeFirmAccount', { confirmation: 'CLOSE' })).error?.status).toBe('UNAUTHENTICATED');
  });
});

describe('adminCloseFirmAccount (the data request tool)', () => {
  it('closes the firm that signs in with the address, audited as the operator', async () => {
    const input = registration();
    const { firmId } = await registerAndConfirm(input);
    const admin = await idTokenFor(`operator-${Date.now()}@regmatch.test`, { admin: true });
    const res = await callFunction('adminCloseFirmAccount', { email: input.email, confirmation: 'CLOSE' }, admin);
    expect(res.data).toEqual({ closed: true, invoicesKept: 0 });
    expect((await db.doc(`firms/${firmId}`).get()).exists).toBe(false);
    const audit = await db.collection('auditLog').where('firmId', '==', firmId).get();
    expect(audit.docs.map((d) => d.get('by.email'))).toEqual([expect.stringMatching(/^operator-/)]);
    // Afterwards the address is no firm's login, so client data is erased by the usual tool.
    const found = await callFunction<{ records: { source: string }[] }>('findPersonalData', { email: input.email }, admin);
    expect(found.data!.records.filter((r) => r.source === 'firmAccounts')).toEqual([]);
  });

  it('refuses a firm user and an address that signs in to no firm', async () => {
    const input = registration();
    const { idToken } = await registerAndConfirm(input);
    expect(
      (await callFunction('adminCloseFirmAccount', { email: input.email, confirmation: 'CLOSE' }, idToken)).error?.status,
    ).toBe('PERMISSION_DENIED');
    const admin = await idTokenFor(`operator2-${Date.now()}@regmatch.test`, { admin: true });
    expect(
      (await callFunction('adminCloseFirmAccount', { email: `nobody-${Date.now()}@example.co.za`, confirmation: 'CLOSE' }, admin))
        .error,
    ).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'account-not-found', field: 'email' } });
  });
});
