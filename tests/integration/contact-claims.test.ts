/**
 * "Mark as contacted" is a claim the client confirms (src/domain/leads/contact-claim.ts) on the
 * emulators: updateLeadStatus records the claim, the asking job (moved through the emulator-only
 * contactCheckRun) emails the client "Did <firm> contact you?" (rendered from what it queued), and
 * the client's Yes stops the clock (median, review invite) while a No reopens the request (a lapse
 * for the firm, send-on at once). Then the firm's dispute and the operator's decision.
 */
import { Timestamp } from 'firebase-admin/firestore';
import {
  CONTACT_CHECK_MESSAGES,
  CONTACT_CLAIM_MESSAGES,
  type AnswerContactCheckResult,
  type GetContactCheckResult,
} from '@/domain/leads/contact-claim';
import { translator } from '@/domain/i18n/translate';
import { REQUEST_PROGRESS, type MyRequestView } from '@/domain/leads/my-request';
import type { ContactCheckOutcome } from '../../functions/src/leads/contact-check-job';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { CONTACT_ALREADY_DISPUTED } from '../fixtures/callable-error-shapes';
import { CONTACT_CHECK_USED } from '../fixtures/client-refusal-shapes';
import { runJobAt } from '../fixtures/clock-run';
import { leadConsent, leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { putFirm } from './matching-fixtures';
import { divorceFirm, wizardFormData } from './overdue-leads';
import { onlyMailTo, queuedMails } from './queued-mail';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLIENT = wizardFormData.email;

const runChecksAt = (now: number, options: Record<string, unknown> = {}) =>
  runJobAt<ContactCheckOutcome>('contactCheckRun', now, options);
const lead = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;
const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });

/** 'first' has the lead; 'second' and 'third' are the next best for the client's need. */
async function threeFirms() {
  await putFirm('first', { ...divorceFirm, firmName: 'First Attorneys', rating: 5 });
  await putFirm('second', { ...divorceFirm, firmName: 'Second Attorneys', rating: 4.8 });
  await putFirm('third', { ...divorceFirm, firmName: 'Third Attorneys', rating: 4.5 });
}

/** A wizard lead for `firmId` that arrived two hours ago, as requestMatch writes one, which the firm then marks contacted. */
async function claimedLead(id: string, firmId = 'first', email = CLIENT) {
  await db.doc(`leads/${id}`).set(
    leadDocument({
      firmId,
      createdAt: new Date(Date.now() - 2 * HOUR),
      practiceArea: 'divorce-separation',
      consent: leadConsent(false),
      formData: { ...wizardFormData, email },
    }),
  );
  const res = await callFunction('updateLeadStatus', { leadId: id, status: 'contacted' }, await firmToken(firmId));
  expect(res.error).toBeUndefined();
}

/** The question the job queued for `to`: the mail rendered, and the token of its Yes / No links. */
async function question(to = CLIENT) {
  const { mail, data, envelope } = await onlyMailTo<{ yesUrl: string; noUrl: string }>(to, 'contact-check');
  const yes = new URL(data.yesUrl);
  const no = new URL(data.noUrl);
  expect(yes.pathname).toBe('/my-request/contact');
  expect(yes.searchParams.get('answer')).toBe('yes');
  expect(no.searchParams.get('answer')).toBe('no');
  // One single-use token behind both answers.
  expect(no.searchParams.get('token')).toBe(yes.searchParams.get('token'));
  return { mail, token: yes.searchParams.get('token')!, requestToken: new URL(envelope.requestUrl!).searchParams.get('token')! };
}

/** Claims and asks: the lead marked contacted, the job run two hours later. */
async function asked(id: string, firmId = 'first', email = CLIENT) {
  await claimedLead(id, firmId, email);
  const outcomes = await runChecksAt(Date.now() + 2 * HOUR, { leadIds: [id] });
  expect(outcomes).toContainEqual({ leadId: id, outcome: 'asked' });
  return question(email);
}

const answer = (token: string, value: 'yes' | 'no') =>
  callFunction<AnswerContactCheckResult>('answerContactCheck', { token, answer: value });

beforeEach(async () => {
  await clearFirestore();
});

describe('the claim and the question', () => {
  it('holds the clock while the client is asked, and asks once, in the client’s words, an hour after the claim', async () => {
    await threeFirms();
    await claimedLead('claimed');
    const claimed = await lead('claimed');
    expect(claimed.status).toBe('contacted');
    expect(claimed.contactClaim).toMatchObject({ state: 'asked', askedAt: null });
    expect(claimed.clockStoppedBy).toBeUndefined();
    const claimAt = (claimed.contactClaim.at as Timestamp).toMillis();

    // Too soon: the firm may still be on the call.
    expect(await runChecksAt(claimAt + 30 * 60_000, { leadIds: ['claimed'] })).toEqual([]);
    expect(await queuedMails(CLIENT, 'contact-check')).toHaveLength(0);

    expect(await runChecksAt(claimAt + 2 * HOUR, { leadIds: ['claimed'] })).toEqual([{ leadId: 'claimed', outcome: 'asked' }]);
    const { mail, token, requestToken } = await question();
    expect(mail.subject).toBe('Did First Attorneys contact you?');
    expect(mail.text).toContain('Hello Lerato, First Attorneys tells us that it has contacted you');
    expect(mail.text).toContain('Yes, First Attorneys contacted me');
    expect(mail.text).toContain('No, nobody contacted me');
    expect((await lead('claimed')).contactClaim.askedAt).toBeInstanceOf(Timestamp);
    // Only the hash is stored.
    expect((await db.doc(`contactCheckLinks/${hashLinkToken(token)}`).get()).data()).toMatchObject({
      leadId: 'claimed',
      firmId: 'first',
      usedAt: null,
    });

    // A second run, or the response clock long after the deadline, changes nothing.
    expect(await runChecksAt(claimAt + 3 * HOUR, { leadIds: ['claimed'] })).toEqual([]);
    expect(await queuedMails(CLIENT, 'contact-check')).toHaveLength(1);
    await runJobAt('responseClockRun', Date.now() + 10 * DAY, { leadIds: ['claimed'] });
    expect((await lead('claimed')).lapsedAt).toBeNull();

    // The request page gives the firm's word as its word and asks the client to confirm.
    const page = await callFunction<MyRequestView>('getMyRequest', { token: requestToken });
    expect(page.data!.progress).toBe(REQUEST_PROGRESS.claimed);

    // The page behind the links shows the question; opening it answers nothing.
    const check = await callFunction<GetContactCheckResult>('getContactCheck', { token });
    expect(check.data).toMatchObject({ firmName: 'First Attorneys', need: 'Uncontested Divorce' });
    expect(Date.parse(check.data!.claimedAt)).toBe(claimAt);
    expect((await lead('claimed')).contactClaim.state).toBe('asked');
  });

  it('asks in the language the client used the wizard in', async () => {
    await threeFirms();
    await db.doc('leads/zu').set(
      leadDocument({
        firmId: 'first',
        createdAt: new Date(Date.now() - 2 * HOUR),
        formData: { ...wizardFormData, locale: 'zu' },
      }),
    );
    await callFunction('updateLeadStatus', { leadId: 'zu', status: 'contacted' }, await firmToken('first'));
    await runChecksAt(Date.now() + 2 * HOUR, { leadIds: ['zu'] });
    const { mail, data } = await onlyMailTo<{ yesUrl: string }>(CLIENT, 'contact-check');
    expect(mail.subject).toBe('Ingabe i-First Attorneys ixhumane nawe?');
    expect(mail.text).toContain('Yebo, i-First Attorneys ixhumane nami');
    expect(new URL(data.yesUrl).pathname).toBe('/zu/my-request/contact');
  });

  it('is bounded per run and carries on where it left off', async () => {
    await threeFirms();
    for (const n of [1, 2, 3]) await claimedLead(`batch-${n}`, 'first', `client-${n}@example.co.za`);
    const ids = ['batch-1', 'batch-2', 'batch-3'];
    const first = await runChecksAt(Date.now() + 2 * HOUR, { leadIds: ids, batch: 2 });
    expect(first.filter((o) => o.outcome === 'asked')).toHaveLength(2);
    const second = await runChecksAt(Date.now() + 2 * HOUR, { leadIds: ids, batch: 2 });
    expect(second.filter((o) => o.outcome === 'asked')).toHaveLength(1);
    for (const n of [1, 2, 3]) expect(await queuedMails(`client-${n}@example.co.za`, 'contact-check')).toHaveLength(1);
  });

  it('leaves an unanswered question an unconfirmed claim when its links run out', async () => {
    await threeFirms();
    const { token } = await asked('silent');
    const askedAt = ((await lead('silent')).contactClaim.askedAt as Timestamp).toMillis();
    expect(await runChecksAt(askedAt + 8 * DAY, { leadIds: ['silent'] })).toEqual([{ leadId: 'silent', outcome: 'unanswered' }]);
    const silent = await lead('silent');
    expect(silent.contactClaim.state).toBe('unanswered');
    expect(silent.clockStoppedBy).toBeUndefined();
    expect(silent.lapsedAt).toBeNull();
    expect((await answer(token, 'no')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'contact-check-link-used' },
    });
  });
});

describe('answerContactCheck', () => {
  it('Yes stops the clock as a confirmed contact, invites a review, and counts once', async () => {
    await threeFirms();
    const { token } = await asked('yes');
    const res = await answer(token, 'yes');
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ answer: 'yes', firmName: 'First Attorneys', sendOn: [] });
    const confirmed = await lead('yes');
    expect(confirmed.contactClaim.state).toBe('confirmed');
    expect(confirmed.clockStoppedBy).toMatchObject({ reason: 'confirmed-contact' });
    expect((confirmed.clockStoppedBy.at as Timestamp).isEqual(confirmed.contactClaim.at as Timestamp)).toBe(true);
    // The confirmed contact is what the public figure counts (below the five-answer threshold: no median yet).
    expect((await db.doc('firms/first').get()).get('responseStats')).toMatchObject({ answeredLeads: 1, medianMinutes: null });
    // The review invite follows the stopped clock (onLeadAnswered).
    await eventually(
      () => queuedMails(CLIENT, 'review-invite'),
      (mails) => mails.length === 1,
    );

    // A second answer, either way, is refused and changes nothing: the very answer the page's tests replay.
    const wire = await answer(token, 'no');
    expect({ httpStatus: wire.status, body: { error: wire.error } }).toEqual(CONTACT_CHECK_USED);
    for (const again of ['yes', 'no'] as const) {
      expect((await answer(token, again)).error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: CONTACT_CHECK_MESSAGES.used,
        details: { reason: 'contact-check-link-used', field: 'token' },
      });
    }
    expect((await lead('yes')).contactClaim.state).toBe('confirmed');
  });

  it('No reopens the request: a lapse for the firm, and the client can send it on at once', async () => {
    await threeFirms();
    const { token, requestToken } = await asked('no');
    const res = await answer(token, 'no');
    expect(res.error).toBeUndefined();
    expect(res.data!.answer).toBe('no');
    expect(res.data!.sendOn.map((o) => o.firmName)).toEqual(['Second Attorneys', 'Third Attorneys']);

    const denied = await lead('no');
    expect(denied).toMatchObject({ status: 'pending', contactClaim: { state: 'denied' } });
    expect(denied.lapsedAt).toBeInstanceOf(Timestamp);
    expect(denied.clockStoppedBy).toBeUndefined();
    // The same offer by email, with the same links, in the No's own words (not "did not answer in time").
    const { data, mail } = await onlyMailTo<{ offers: { sendOnUrl: string }[]; reason: string }>(CLIENT, 'lead-unanswered');
    expect(data.reason).toBe('contact-denied');
    expect(mail.subject).toBe(translator('en')('email.contactDenied.subject', { firm: 'First Attorneys' }));
    expect(data.offers.map((o) => new URL(o.sendOnUrl).searchParams.get('token'))).toEqual(res.data!.sendOn.map((o) => o.token));
    expect((await callFunction<MyRequestView>('getMyRequest', { token: requestToken })).data!.progress).toBe(
      REQUEST_PROGRESS.denied,
    );

    // The firm may no longer mark it contacted: it may dispute instead.
    const again = await callFunction('updateLeadStatus', { leadId: 'no', status: 'contacted' }, await firmToken('first'));
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: CONTACT_CLAIM_MESSAGES.denied,
      details: { reason: 'contact-denied' },
    });

    // The client sends it on from the answer.
    const sent = await callFunction<{ firmName: string }>('sendLeadOn', { token: res.data!.sendOn[0]!.token });
    expect(sent.data).toEqual({ firmName: 'Second Attorneys' });
    const passed = (await db.collection('leads').where('reroutedFromLeadId', '==', 'no').get()).docs;
    expect(passed).toHaveLength(1);
    expect(passed[0]!.data()).toMatchObject({ firmId: 'second', status: 'pending' });
  });

  it('counts three Nos within 30 days towards the firm’s pause', async () => {
    await threeFirms();
    for (const n of [1, 2, 3]) {
      const email = `paused-${n}@example.co.za`;
      const { token } = await asked(`paused-${n}`, 'first', email);
      expect((await answer(token, 'no')).error).toBeUndefined();
    }
    const pause = await eventually(
      async () => (await db.doc('firms/first').get()).get('responsePause'),
      (value) => !!value?.pausedAt,
    );
    expect(pause.lapses).toBe(3);
  });

  it('refuses bad, oversized, unknown and expired links, and a withdrawn request, with what to do', async () => {
    await threeFirms();
    const { token, requestToken } = await asked('refusals');
    for (const input of [
      { token, answer: 'maybe' },
      { token: 'short', answer: 'yes' },
      { token: 'x'.repeat(5000), answer: 'yes' },
      { token, answer: 'yes', leadId: 'refusals' },
      {},
    ]) {
      expect((await callFunction('answerContactCheck', input)).error?.status).toBe('INVALID_ARGUMENT');
    }
    expect((await answer('A'.repeat(43), 'yes')).error).toMatchObject({
      status: 'NOT_FOUND',
      message: CONTACT_CHECK_MESSAGES.unknown,
      details: { reason: 'contact-check-link-unknown' },
    });

    // Expired: the link's last instant has passed.
    const linkRef = db.doc(`contactCheckLinks/${hashLinkToken(token)}`);
    const expiresAt = (await linkRef.get()).get('expiresAt') as Timestamp;
    await linkRef.update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    for (const name of ['getContactCheck', 'answerContactCheck'])
      expect((await callFunction(name, { token, answer: 'yes' })).error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: CONTACT_CHECK_MESSAGES.expired,
        details: { reason: 'contact-check-link-expired' },
      });
    await linkRef.update({ expiresAt });

    // Withdrawn: nothing left to answer.
    expect((await callFunction('withdrawMyRequest', { token: requestToken })).error).toBeUndefined();
    expect((await answer(token, 'no')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: CONTACT_CHECK_MESSAGES.withdrawn,
      details: { reason: 'lead-withdrawn' },
    });
    expect((await lead('refusals')).contactClaim.state).toBe('asked');
  });
});

describe('the firm’s dispute and the operator’s decision', () => {
  async function deniedLead(id = 'disputed') {
    const { token } = await asked(id);
    expect((await answer(token, 'no')).error).toBeUndefined();
  }
  const note = 'I phoned the client on 0821234567 at 10:15 and we spoke for four minutes.';

  it('lets the lead’s own firm dispute a No once, with a bounded note', async () => {
    await threeFirms();
    await claimedLead('not-denied');
    await deniedLead();
    const token = await firmToken('first');
    expect((await callFunction('disputeContactDenial', { leadId: 'disputed', note })).error?.status).toBe('UNAUTHENTICATED');
    expect(
      (
        await callFunction(
          'disputeContactDenial',
          { leadId: 'disputed', note },
          await idTokenFor('ops@regmatch.test', { admin: true }),
        )
      ).error,
    ).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'firm-only' } });
    expect(
      (await callFunction('disputeContactDenial', { leadId: 'disputed', note }, await firmToken('second'))).error,
    ).toMatchObject({
      status: 'NOT_FOUND',
      details: { reason: 'lead-not-found' },
    });
    for (const bad of [
      { leadId: 'disputed', note: 'short' },
      { leadId: 'disputed', note: 'x'.repeat(1001) },
      { leadId: '../x', note },
    ])
      expect((await callFunction('disputeContactDenial', bad, token)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await callFunction('disputeContactDenial', { leadId: 'not-denied', note }, token)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'contact-not-denied' },
    });

    expect((await callFunction('disputeContactDenial', { leadId: 'disputed', note }, token)).data).toEqual({ state: 'disputed' });
    expect((await lead('disputed')).contactClaim.dispute).toMatchObject({ note });
    // The very answer the dispute form's test replays (contact-claim-note.test.tsx).
    const wire = await callFunction('disputeContactDenial', { leadId: 'disputed', note }, token);
    expect({ httpStatus: wire.status, body: { error: wire.error } }).toEqual(CONTACT_ALREADY_DISPUTED);
  });

  it('lets only the operator decide, once: upheld stops the clock and is audited', async () => {
    await threeFirms();
    await deniedLead();
    const admin = await idTokenFor('ops@regmatch.test', { admin: true });
    const decide = (input: Record<string, unknown>, token?: string) => callFunction('decideContactDispute', input, token);
    expect((await decide({ leadId: 'disputed', decision: 'upheld', note: '' }, admin)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'contact-no-dispute' },
    });
    await callFunction('disputeContactDenial', { leadId: 'disputed', note }, await firmToken('first'));
    expect((await decide({ leadId: 'disputed', decision: 'upheld', note: '' }, await firmToken('first'))).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { reason: 'admin-only' },
    });
    expect((await decide({ leadId: 'disputed', decision: 'maybe', note: '' }, admin)).error?.status).toBe('INVALID_ARGUMENT');
    expect((await decide({ leadId: 'disputed', decision: 'upheld', note: 'x'.repeat(1001) }, admin)).error?.status).toBe(
      'INVALID_ARGUMENT',
    );

    const res = await decide({ leadId: 'disputed', decision: 'upheld', note: 'The call log shows the call.' }, admin);
    expect(res.data).toEqual({ decision: 'upheld' });
    const decided = await lead('disputed');
    expect(decided.contactClaim.dispute).toMatchObject({ decision: 'upheld', decisionNote: 'The call log shows the call.' });
    expect(decided.clockStoppedBy).toMatchObject({ reason: 'confirmed-contact' });
    const audit = await db.collection('auditLog').where('leadId', '==', 'disputed').get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ field: 'contact-dispute', before: 'disputed', after: 'upheld', firmId: 'first' }),
    ]);
    expect((await decide({ leadId: 'disputed', decision: 'rejected', note: '' }, admin)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      details: { reason: 'contact-already-decided' },
    });
  });
});
