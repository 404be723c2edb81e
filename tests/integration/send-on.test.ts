/**
 * "No client is left waiting": a lead that lapses without being passed on automatically emails the
 * client the next best eligible firms, one single-use link each (render what the real job
 * queued), and sendLeadOn sends the request to the firm the client chose. Also markLeadSeen and
 * the request page's timeline. The clock is moved through the emulator-only responseClockRun.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { type MyRequestView } from '@/domain/leads/my-request';
import { SEND_ON_MESSAGES, SEND_ON_TTL_DAYS, type GetSendOnOfferResult, type SendLeadOnResult } from '@/domain/leads/send-on';
import type { OverdueOutcome } from '../../functions/src/leads/reroute-overdue-leads';
import { hashLinkToken } from '../../functions/src/shared/link-tokens';
import { sendOnFirmUnavailable } from '../fixtures/client-refusal-shapes';
import { leadConsent, leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { docsWhere, putFirm } from './matching-fixtures';
import { divorceFirm, firstAndSecondFirms, overdueLead, wizardFormData } from './overdue-leads';
import { mailsTo, queuedMails } from './queued-mail';
import { runJobAt } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const CLIENT = wizardFormData.email;

const runClockAt = (now: number) => runJobAt<OverdueOutcome>('responseClockRun', now);

/** The send-on links of the client's "did not answer" email, in the order the email lists them. */
async function offerLinks(): Promise<{ firmName: string; token: string }[]> {
  const [doc] = await queuedMails(CLIENT, 'lead-unanswered');
  const offers = (doc!.data as { offers: { firmName: string; sendOnUrl: string }[] }).offers;
  return offers.map(({ firmName, sendOnUrl }) => {
    const url = new URL(sendOnUrl);
    expect(url.pathname).toBe('/my-request/send-on');
    return { firmName, token: url.searchParams.get('token')! };
  });
}

const lead = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;
const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });

/** First (does not answer), then five firms ranked by rating; a full free firm sits between them. */
async function fiveFirms() {
  await firstAndSecondFirms();
  await putFirm(
    'full-free',
    { ...divorceFirm, firmName: 'Full Free Attorneys', rating: 4.7, packageType: 'free' },
    { leadsThisMonth: 2 },
  );
  await putFirm('third', { ...divorceFirm, firmName: 'Third Attorneys', rating: 4.5 });
  await putFirm('fourth', { ...divorceFirm, firmName: 'Fourth Attorneys', rating: 4.2 });
  await putFirm('fifth', { ...divorceFirm, firmName: 'Fifth Attorneys', rating: 4 });
}

const later = () => Date.now() + HOUR;

beforeEach(async () => {
  await clearFirestore();
});

describe('a lapse the client did not ask to be rerouted: the "did not answer" email', () => {
  it('is queued with the lapse, naming the next three eligible firms best first, one link each', async () => {
    await fiveFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false) });

    const outcome = (await runClockAt(later())).find((o) => o.leadId === 'late');
    expect(outcome).toMatchObject({ outcome: 'lapsed', offeredFirmIds: ['second', 'third', 'fourth'] });
    const lapsed = await lead('late');
    expect(lapsed.lapsedAt).toBeInstanceOf(Timestamp);
    expect(lapsed.reroutedToLeadId).toBeUndefined();
    // Nothing is sent to any firm until the client chooses.
    expect((await docsWhere('leads', 'reroutedFromLeadId', 'late')).length).toBe(0);
    expect(await queuedMails('second@firm.test', 'lead-notification')).toHaveLength(0);

    const [mail] = await mailsTo(CLIENT, 'lead-unanswered');
    expect(mail!.subject).toBe('First Attorneys did not answer your request');
    expect(mail!.text).toContain(
      'Hello Lerato, First Attorneys did not respond to your request for help with Uncontested Divorce',
    );
    const links = await offerLinks();
    expect(links.map((l) => l.firmName)).toEqual(['Second Attorneys', 'Third Attorneys', 'Fourth Attorneys']);
    for (const { firmName } of links) expect(mail!.text).toContain(`Send my request to ${firmName}: `);
    expect(new Set(links.map((l) => l.token)).size).toBe(3);
    expect(mail!.text).not.toContain('Full Free Attorneys');
    expect(mail!.text).toContain('Start a new match: ');
    // The links are stored by hash only, each knowing its siblings, expiring after the TTL.
    const stored = await Promise.all(links.map((l) => db.doc(`sendOnLinks/${hashLinkToken(l.token)}`).get()));
    for (const snap of stored) {
      expect(snap.get('usedAt')).toBeNull();
      expect(snap.get('offerLinkIds')).toEqual(stored.map((s) => s.id));
      expect(JSON.stringify(snap.data())).not.toContain(links[0]!.token);
    }
    const ttl = (stored[0]!.get('expiresAt') as Timestamp).toMillis() - later();
    expect(Math.abs(ttl - SEND_ON_TTL_DAYS * DAY)).toBeLessThan(60_000);

    // A second run changes nothing and sends nothing more.
    expect((await runClockAt(later())).find((o) => o.leadId === 'late')).toBeUndefined();
    expect(await queuedMails(CLIENT, 'lead-unanswered')).toHaveLength(1);
  });

  it('is sent when no firm is left, with only the way to a new match', async () => {
    await putFirm('first', { ...divorceFirm, firmName: 'First Attorneys', rating: 5 });
    await overdueLead('alone', 'first');
    expect((await runClockAt(later())).find((o) => o.leadId === 'alone')).toMatchObject({ offeredFirmIds: [] });
    const [mail] = await mailsTo(CLIENT, 'lead-unanswered');
    expect(mail!.text).toContain('No other firm that matches your request is available right now');
    expect(mail!.text).not.toContain('Send my request to');
  });

  it('tells a featured-firm client the firm did not answer and links to a new match', async () => {
    await putFirm('featured', { isFeatured: true, primaryServiceArea: 'Gauteng', province: 'Gauteng', firmName: 'Featured Inc' });
    await putFirm('other', { ...divorceFirm, rating: 5 });
    const request = {
      legalTermsAccepted: true,
      firstName: 'Ayesha',
      lastName: 'Patel',
      email: 'ayesha@example.co.za',
      serviceType: 'collections',
      additionalDetails: 'Three tenants owe rent.',
      urgency: 'urgent',
      description: 'Need letters of demand.',
    };
    const made = await callFunction<{ leadId: string }>('submitFeaturedRequest', { firmId: 'featured', request });
    expect(made.error).toBeUndefined();
    const due = ((await lead(made.data!.leadId)).responseDueAt as Timestamp).toMillis();
    expect((await runClockAt(due + 60_000)).find((o) => o.leadId === made.data!.leadId)).toMatchObject({
      outcome: 'lapsed',
      offeredFirmIds: [],
    });
    const [mail] = await mailsTo('ayesha@example.co.za', 'lead-unanswered');
    expect(mail!.text).toContain('Hello Ayesha, Featured Inc did not respond');
    expect(mail!.text).toContain('/matching');
    expect(mail!.text).not.toContain('Send my request to');
  });

  it('the auto reroute still happens when the client ticked the box, with no "did not answer" email', async () => {
    await fiveFirms();
    await overdueLead('consented', 'first', { consent: leadConsent(true) });
    expect((await runClockAt(later())).find((o) => o.leadId === 'consented')).toMatchObject({
      outcome: 'rerouted',
      firmId: 'second',
    });
    expect(await queuedMails(CLIENT, 'lead-unanswered')).toHaveLength(0);
    expect(await queuedMails(CLIENT, 'lead-rerouted')).toHaveLength(1);
  });
});

describe('getSendOnOffer and sendLeadOn', () => {
  async function lapsedWithOffers() {
    await fiveFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false) });
    await runClockAt(later());
    return offerLinks();
  }

  it('shows the offer, then sends the request to the chosen firm as the reroute job would, and mails it', async () => {
    const [, third] = await lapsedWithOffers();
    const offer = await callFunction<GetSendOnOfferResult>('getSendOnOffer', { token: third!.token });
    expect(offer.error).toBeUndefined();
    expect(offer.data).toMatchObject({
      firmName: 'Third Attorneys',
      previousFirmName: 'First Attorneys',
      need: 'Uncontested Divorce',
      area: 'Johannesburg, Gauteng',
      shared: ['Your name', 'Your email address', 'Your phone number', 'What you need help with and where'],
    });
    // Looking decides nothing.
    expect((await docsWhere('leads', 'reroutedFromLeadId', 'late')).length).toBe(0);

    const sent = await callFunction<SendLeadOnResult>('sendLeadOn', { token: third!.token });
    expect(sent.error).toBeUndefined();
    expect(sent.data).toEqual({ firmName: 'Third Attorneys' });

    const [created] = await docsWhere('leads', 'reroutedFromLeadId', 'late');
    expect(created).toMatchObject({
      firmId: 'third',
      status: 'pending',
      source: 'matching',
      rerouteCount: 1,
      triedFirmIds: ['first', 'third'],
      lapsedAt: null,
      consent: { reroute: false },
      formData: { email: CLIENT, specificItem: 'uncontested-divorce' },
    });
    expect((created!.responseDueAt as Timestamp).toMillis()).toBeGreaterThan(Date.now());
    expect((await lead('late')).reroutedToLeadId).toBe(created!.id);
    expect((await db.doc('firms/third/private/account').get()).get('leadsThisMonth')).toBe(1);

    const [notice] = await mailsTo('third@firm.test', 'lead-notification');
    expect(notice!.text).toContain('Uncontested Divorce');
    // The firm meets the client in its dashboard: no client details in the mail (docs/firms.md, "Free plan").
    expect(notice!.text).not.toContain(CLIENT);
    expect(notice!.text).toContain('Respond by:');
    const [confirmation] = await mailsTo(CLIENT, 'client-confirmation');
    expect(confirmation!.text).toContain('Third Attorneys');
    expect(await queuedMails('first@firm.test', 'lead-lapsed')).toHaveLength(1);
    expect(await queuedMails('second@firm.test', 'lead-notification')).toHaveLength(0);

    // Every link of that email is used up.
    const links = await offerLinks();
    for (const { token } of links) {
      expect((await db.doc(`sendOnLinks/${hashLinkToken(token)}`).get()).get('usedAt')).toBeInstanceOf(Timestamp);
    }
  });

  it('refuses a used link, and every other link of the same email, saying what to do next', async () => {
    const [second, third] = await lapsedWithOffers();
    expect((await callFunction('sendLeadOn', { token: second!.token })).error).toBeUndefined();
    for (const token of [second!.token, third!.token]) {
      const again = await callFunction('sendLeadOn', { token });
      expect(again.error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: SEND_ON_MESSAGES.used,
        details: { reason: 'send-on-link-used', field: 'token' },
      });
      expect((await callFunction('getSendOnOffer', { token })).error).toMatchObject({ details: { reason: 'send-on-link-used' } });
    }
    expect(await docsWhere('leads', 'reroutedFromLeadId', 'late')).toHaveLength(1);
  });

  it('refuses an expired link', async () => {
    await fiveFirms();
    // The lead lapsed, and its email went out, eight days ago: past the links' TTL.
    await overdueLead('old', 'first', { consent: leadConsent(false) }, 12);
    await runClockAt(Date.now() - (SEND_ON_TTL_DAYS + 1) * DAY);
    const [first] = await offerLinks();
    for (const name of ['getSendOnOffer', 'sendLeadOn'] as const) {
      expect((await callFunction(name, { token: first!.token })).error).toMatchObject({
        status: 'FAILED_PRECONDITION',
        message: SEND_ON_MESSAGES.expired,
        details: { reason: 'send-on-link-expired' },
      });
    }
    expect(await docsWhere('leads', 'reroutedFromLeadId', 'old')).toHaveLength(0);
  });

  it('refuses unknown and forged tokens, including the stored hash itself', async () => {
    const [second] = await lapsedWithOffers();
    const forged = [
      'A'.repeat(43),
      second!.token.slice(0, 42) + (second!.token.endsWith('A') ? 'B' : 'A'),
      // Someone who reads the database learns only hashes; a hash is not a token.
      hashLinkToken(second!.token).slice(0, 43),
    ];
    for (const token of forged) {
      expect((await callFunction('sendLeadOn', { token })).error).toMatchObject({
        status: 'NOT_FOUND',
        message: SEND_ON_MESSAGES.unknown,
        details: { reason: 'send-on-link-unknown' },
      });
    }
    expect(await docsWhere('leads', 'reroutedFromLeadId', 'late')).toHaveLength(0);
  });

  it('refuses a firm that can no longer take the request, and leaves the other links working', async () => {
    const [second, third] = await lapsedWithOffers();
    // The second firm went inactive, the third (now free) used its month's leads since the email.
    await putFirm('second', { ...divorceFirm, firmName: 'Second Attorneys', status: 'inactive' });
    await putFirm('third', { ...divorceFirm, firmName: 'Third Attorneys', packageType: 'free' }, { leadsThisMonth: 2 });
    for (const [link, name] of [
      [second!, 'Second Attorneys'],
      [third!, 'Third Attorneys'],
    ] as const) {
      expect((await callFunction('sendLeadOn', { token: link.token })).error).toMatchObject({
        status: 'NOT_FOUND',
        message: SEND_ON_MESSAGES.firmUnavailable(name),
        details: { reason: 'firm-unavailable' },
      });
    }
    // The very answer the send-on page's tests replay (src/features/my-request/pages/send-on-page.test.tsx).
    const wire = await callFunction('sendLeadOn', { token: second!.token });
    expect({ httpStatus: wire.status, body: { error: wire.error } }).toEqual(sendOnFirmUnavailable('Second Attorneys'));
    const [, , fourth] = await offerLinks();
    const sent = await callFunction<SendLeadOnResult>('sendLeadOn', { token: fourth!.token });
    expect(sent.data).toEqual({ firmName: 'Fourth Attorneys' });
  });

  it('refuses once the client withdrew the request', async () => {
    const [second] = await lapsedWithOffers();
    const manage = new URL((await queuedMails(CLIENT, 'lead-unanswered'))[0]!.requestUrl as string);
    expect((await callFunction('withdrawMyRequest', { token: manage.searchParams.get('token') })).error).toBeUndefined();
    expect((await callFunction('sendLeadOn', { token: second!.token })).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: SEND_ON_MESSAGES.withdrawn,
      details: { reason: 'lead-withdrawn' },
    });
  });

  it.each([
    ['nothing', undefined],
    ['an empty object', {}],
    ['a short token', { token: 'short' }],
    ['an oversized token', { token: 'x'.repeat(5000) }],
    ['a token of the wrong type', { token: { $ne: '' } }],
    ['a token with forbidden characters', { token: `${'A'.repeat(42)}/` }],
  ])('refuses %s as input', async (_what, input) => {
    for (const name of ['getSendOnOffer', 'sendLeadOn'] as const) {
      expect((await callFunction(name, input)).error?.status).toBe('INVALID_ARGUMENT');
    }
  });
});

describe('markLeadSeen and the request page timeline', () => {
  it('stamps seenAt once for the lead’s own firm; later calls answer the same time', async () => {
    await putFirm('owner', divorceFirm);
    await db.doc('leads/l1').set(leadDocument({ firmId: 'owner' }));
    const token = await firmToken('owner');
    const first = await callFunction<{ seenAt: string }>('markLeadSeen', { leadId: 'l1' }, token);
    expect(first.error).toBeUndefined();
    const stamped = (await lead('l1')).seenAt as Timestamp;
    expect(stamped.toDate().toISOString()).toBe(first.data!.seenAt);
    const second = await callFunction<{ seenAt: string }>('markLeadSeen', { leadId: 'l1' }, token);
    expect(second.data!.seenAt).toBe(first.data!.seenAt);
    expect(((await lead('l1')).seenAt as Timestamp).isEqual(stamped)).toBe(true);
  });

  it('refuses another firm’s lead as if it did not exist, and callers that are not firms', async () => {
    await putFirm('owner', divorceFirm);
    await putFirm('intruder', divorceFirm);
    await db.doc('leads/theirs').set(leadDocument({ firmId: 'owner' }));
    expect((await callFunction('markLeadSeen', { leadId: 'theirs' }, await firmToken('intruder'))).error).toMatchObject({
      status: 'NOT_FOUND',
      details: { reason: 'lead-not-found', field: 'leadId' },
    });
    expect((await callFunction('markLeadSeen', { leadId: 'missing' }, await firmToken('owner'))).error).toMatchObject({
      details: { reason: 'lead-not-found' },
    });
    expect((await callFunction('markLeadSeen', { leadId: 'theirs' })).error?.status).toBe('UNAUTHENTICATED');
    const client = await idTokenFor(`client-${Date.now()}@example.co.za`);
    expect((await callFunction('markLeadSeen', { leadId: 'theirs' }, client)).error?.status).toBe('PERMISSION_DENIED');
    expect((await lead('theirs')).seenAt).toBeUndefined();
  });

  it('refuses malformed and oversized lead ids', async () => {
    await putFirm('owner', divorceFirm);
    const token = await firmToken('owner');
    for (const leadId of ['../x', 'x'.repeat(5000), 42, '']) {
      expect((await callFunction('markLeadSeen', { leadId }, token)).error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    }
  });

  it('the request page shows sent, seen, lapsed and sent on, from the first email’s link and the latest', async () => {
    await fiveFirms();
    await overdueLead('late', 'first', { consent: leadConsent(false) });
    await callFunction('markLeadSeen', { leadId: 'late' }, await firmToken('first'));
    await runClockAt(later());
    const manage = new URL((await queuedMails(CLIENT, 'lead-unanswered'))[0]!.requestUrl as string);
    const oldToken = manage.searchParams.get('token')!;

    const before = await callFunction<MyRequestView>('getMyRequest', { token: oldToken });
    expect(before.data!.progress).toBe('The firm did not answer in time. We emailed you what you can do next.');
    expect(before.data!.timeline.map((e) => [e.kind, e.firmName])).toEqual([
      ['sent', 'First Attorneys'],
      ['seen', 'First Attorneys'],
      ['lapsed', 'First Attorneys'],
    ]);

    const [second] = await offerLinks();
    await callFunction('sendLeadOn', { token: second!.token });
    const confirmation = (await queuedMails(CLIENT, 'client-confirmation'))[0]!;
    const newToken = new URL(confirmation.requestUrl as string).searchParams.get('token')!;
    for (const token of [oldToken, newToken]) {
      const view = (await callFunction<MyRequestView>('getMyRequest', { token })).data!;
      expect(view).toMatchObject({ firmName: 'Second Attorneys', progress: 'Waiting for the firm to contact you' });
      expect(view.timeline.map((e) => [e.kind, e.firmName])).toEqual([
        ['sent', 'First Attorneys'],
        ['seen', 'First Attorneys'],
        ['lapsed', 'First Attorneys'],
        ['sent-on', 'Second Attorneys'],
      ]);
    }
    // Withdrawing from the first email's link withdraws the request where it is now.
    expect((await callFunction('withdrawMyRequest', { token: oldToken })).error).toBeUndefined();
    const [passedOn] = await docsWhere('leads', 'reroutedFromLeadId', 'late');
    expect(passedOn!.withdrawnAt).toBeInstanceOf(Timestamp);
    const after = (await callFunction<MyRequestView>('getMyRequest', { token: newToken })).data!;
    expect(after.state).toBe('withdrawn');
    expect(after.timeline.at(-1)).toMatchObject({ kind: 'withdrawn' });
  });
});
