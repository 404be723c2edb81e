/**
 * The response clock in the Functions emulator: the deadline the lead transaction writes, the
 * firm's answer through updateLeadStatus (response time and the public median), and the reroute
 * job run at a moved clock through its emulator-only trigger. Emails are read from the mail
 * documents the real code queued and rendered with the real templates. Nothing sleeps: the
 * clock is moved by passing `now`.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { DEFAULT_BUSINESS_HOURS } from '@/domain/firms/options';
import { MIN_ANSWERED_FOR_MEDIAN, responseDeadline } from '@/domain/firms/response-clock';
import { monthKey } from '@/domain/payments/plans';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import type { OverdueOutcome } from '../../functions/src/leads/reroute-overdue-leads';
import { refreshResponseStats } from '../../functions/src/leads/response-stats';
import { confirmedContact, leadConsent, leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { docsWhere, person, putFirm } from './matching-fixtures';
import { divorceFirm, overdueLead, wizardFormData } from './overdue-leads';
import { mailsTo } from './queued-mail';
import { runJobAt, runResponseClockFor } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;

/** Runs the response clock's job as if it were `now` (the emulator-only trigger). */
const runClockAt = (now: number) => runJobAt<OverdueOutcome>('responseClockRun', now);

const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });
const lead = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;

beforeEach(async () => {
  await clearFirestore();
});

describe('every new lead gets a deadline in the firm’s business hours', () => {
  it('requestMatch writes the deadline the promise names, counted in the firm’s hours, with the clock running', async () => {
    const hours = { ...DEFAULT_BUSINESS_HOURS, saturday: { open: '09:00', close: '13:00', isUnavailable: false } };
    await putFirm('clock-a', { ...divorceFirm, businessHours: hours });
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', person);
    expect(error).toBeUndefined();
    const stored = await lead(data!.leadId);
    const createdAt = (stored.createdAt as Timestamp).toMillis();
    const due = (stored.responseDueAt as Timestamp).toMillis();
    // The transaction stamps its own clock; the server timestamp lands within a few seconds of it.
    expect(Math.abs(due - responseDeadline(createdAt, hours))).toBeLessThan(60_000);
    expect(due - createdAt).toBeGreaterThanOrEqual(16 * HOUR - 60_000);
    expect(stored.lapsedAt).toBeNull();
    // The client is promised the same thing the clock counts.
    const [confirmation] = await mailsTo('lerato@example.co.za', 'client-confirmation');
    expect(confirmation!.text).toContain(RESPONSE_PROMISE);
  });
});

describe('updateLeadStatus: the firm answers', () => {
  it('records the response time the first time, and never moves it afterwards', async () => {
    await putFirm('answering', divorceFirm);
    const createdAt = new Date(Date.now() - 3 * HOUR);
    await db.doc('leads/l1').set(leadDocument({ firmId: 'answering', createdAt }));
    const token = await firmToken('answering');

    const first = await callFunction<{ status: string; responseMinutes: number }>(
      'updateLeadStatus',
      { leadId: 'l1', status: 'contacted' },
      token,
    );
    expect(first.error).toBeUndefined();
    expect(first.data!.responseMinutes).toBeGreaterThanOrEqual(180);
    expect(first.data!.responseMinutes).toBeLessThan(185);
    const answered = await lead('l1');
    expect(answered.status).toBe('contacted');
    expect(answered.respondedAt).toBeInstanceOf(Timestamp);
    expect(answered.responseMinutes).toBe(first.data!.responseMinutes);

    const second = await callFunction<{ responseMinutes: number }>(
      'updateLeadStatus',
      { leadId: 'l1', status: 'converted' },
      token,
    );
    expect(second.data!.responseMinutes).toBe(first.data!.responseMinutes);
    const converted = await lead('l1');
    expect(converted.status).toBe('converted');
    expect((converted.respondedAt as Timestamp).isEqual(answered.respondedAt as Timestamp)).toBe(true);
  });

  it('refuses another firm’s lead as if it did not exist', async () => {
    await putFirm('owner', divorceFirm);
    await putFirm('intruder', divorceFirm);
    await db.doc('leads/theirs').set(leadDocument({ firmId: 'owner' }));
    const { error } = await callFunction(
      'updateLeadStatus',
      { leadId: 'theirs', status: 'contacted' },
      await firmToken('intruder'),
    );
    expect(error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'lead-not-found', field: 'leadId' } });
    expect((await lead('theirs')).status).toBe('pending');
  });

  it('refuses a free firm any status but contacted (tests/integration/free-plan-leads.test.ts)', async () => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/free-lead').set(leadDocument({ firmId: 'free-firm' }));
    const { error } = await callFunction(
      'updateLeadStatus',
      { leadId: 'free-lead', status: 'converted' },
      await firmToken('free-firm'),
    );
    expect(error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'plan-required' } });
  });

  it('refuses signed-out callers, unknown statuses and malformed ids with errors a person can act on', async () => {
    await putFirm('answering', divorceFirm);
    await db.doc('leads/l1').set(leadDocument({ firmId: 'answering' }));
    expect((await callFunction('updateLeadStatus', { leadId: 'l1', status: 'contacted' })).error).toMatchObject({
      status: 'UNAUTHENTICATED',
    });
    const token = await firmToken('answering');
    expect((await callFunction('updateLeadStatus', { leadId: 'l1', status: 'won' }, token)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { field: 'status' },
    });
    expect((await callFunction('updateLeadStatus', { leadId: '../x', status: 'contacted' }, token)).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { field: 'leadId' },
    });
  });
});

describe('the public median response time', () => {
  /** Leads answered and confirmed by their clients, as updateLeadStatus and answerContactCheck record them. */
  async function answeredLeads(firmId: string, minutes: number[], answeredDaysAgo = 1) {
    for (const [i, m] of minutes.entries()) {
      const respondedAt = new Date(Date.now() - answeredDaysAgo * 24 * HOUR);
      const createdAt = new Date(respondedAt.getTime() - m * 60_000);
      await db.doc(`leads/${firmId}-answered-${i}`).set(
        leadDocument({
          firmId,
          createdAt,
          ...confirmedContact(respondedAt),
          respondedAt,
          responseMinutes: m,
          formData: { email: clientOf(`${firmId}-${i}`) },
        }),
      );
    }
  }
  // Every answered lead here is a different client, as the median counts one answer per client.
  const clientOf = (key: string) => `client-${key}@example.co.za`;
  const statsOf = async (firmId: string) => (await db.doc(`firms/${firmId}`).get()).get('responseStats');

  it('appears once the firm has enough confirmed answers in 90 days, and is the median of their minutes', async () => {
    await putFirm('median', divorceFirm);
    await answeredLeads('median', [30, 60, 90]);
    // An answer from four months ago does not count.
    await db.doc('leads/median-stale').set(
      leadDocument({
        firmId: 'median',
        createdAt: new Date(Date.now() - 121 * 24 * HOUR),
        ...confirmedContact(new Date(Date.now() - 120 * 24 * HOUR)),
        respondedAt: new Date(Date.now() - 120 * 24 * HOUR),
        responseMinutes: 1,
      }),
    );
    await db
      .doc('leads/median-4')
      .set(leadDocument({ firmId: 'median', createdAt: new Date(Date.now() - 2 * HOUR), formData: { email: clientOf('m4') } }));
    await db
      .doc('leads/median-5')
      .set(leadDocument({ firmId: 'median', createdAt: new Date(Date.now() - 4 * HOUR), formData: { email: clientOf('m5') } }));
    const token = await firmToken('median');

    // The firm's "contacted" alone is a claim: it does not count until the client confirms it.
    await callFunction('updateLeadStatus', { leadId: 'median-4', status: 'contacted' }, token);
    await callFunction('updateLeadStatus', { leadId: 'median-5', status: 'contacted' }, token);
    await refreshResponseStats('median', Date.now());
    expect(await statsOf('median')).toMatchObject({ answeredLeads: 3, medianMinutes: null });

    // The clients say Yes (the clock stops at each claim, as answerContactCheck records it).
    const confirm = async (id: string) => {
      const claim = (await lead(id)).contactClaim as { at: Timestamp };
      await db
        .doc(`leads/${id}`)
        .update({ 'contactClaim.state': 'confirmed', clockStoppedBy: { reason: 'confirmed-contact', at: claim.at } });
    };
    await confirm('median-4');
    await refreshResponseStats('median', Date.now());
    expect(MIN_ANSWERED_FOR_MEDIAN).toBe(5);
    expect(await statsOf('median')).toMatchObject({ answeredLeads: 4, medianMinutes: null });

    await confirm('median-5');
    await refreshResponseStats('median', Date.now());
    // 30, 60, 90, ~120, ~240: the median is the 90-minute answer.
    expect(await statsOf('median')).toMatchObject({ answeredLeads: 5, medianMinutes: 90 });
  });

  it('counts one answer per client, and none from the firm’s own addresses', async () => {
    await putFirm('selfmade', divorceFirm, { email: 'info@selfmade-legal.co.za' });
    const answered = async (id: string, email: string, minutes: number) =>
      db.doc(`leads/selfmade-${id}`).set(
        leadDocument({
          firmId: 'selfmade',
          createdAt: new Date(Date.now() - HOUR - minutes * 60_000),
          ...confirmedContact(new Date(Date.now() - HOUR)),
          respondedAt: new Date(Date.now() - HOUR),
          responseMinutes: minutes,
          formData: { email },
        }),
      );
    // Five requests the firm sent itself, answered at once, and one real client asking five times.
    await answered('own-1', 'info@selfmade-legal.co.za', 0);
    await answered('own-2', 'INFO+2@selfmade-legal.co.za', 0);
    await answered('own-3', 'reception@selfmade-legal.co.za', 0);
    for (const n of [1, 2, 3, 4]) await answered(`repeat-${n}`, `thandi+${n}@example.co.za`, 5);
    await db.doc('leads/selfmade-last').set(
      leadDocument({
        firmId: 'selfmade',
        createdAt: new Date(Date.now() - 2 * HOUR),
        ...confirmedContact(new Date(Date.now() - HOUR)),
        formData: { email: 'thandi@example.co.za' },
      }),
    );
    await refreshResponseStats('selfmade', Date.now());
    expect(await statsOf('selfmade')).toMatchObject({ answeredLeads: 1, medianMinutes: null });
  });
});

describe('the reroute job, with the clock moved past the deadline', () => {
  const later = () => Date.now() + HOUR;

  it('passes a consented overdue lead to the next best firm and emails the client and both firms', async () => {
    await putFirm('first', { ...divorceFirm, firmName: 'First Attorneys', rating: 5 });
    await putFirm('second', { ...divorceFirm, firmName: 'Second Attorneys', rating: 4 });
    await putFirm('third', { ...divorceFirm, firmName: 'Third Attorneys', rating: 3 });
    await overdueLead('late', 'first', { consent: leadConsent(true) });

    const outcomes = await runClockAt(later());
    const rerouted = outcomes.find((o) => o.leadId === 'late');
    expect(rerouted).toMatchObject({ outcome: 'rerouted', firmId: 'second' });
    const newLeadId = (rerouted as { newLeadId: string }).newLeadId;

    const old = await lead('late');
    expect(old.lapsedAt).toBeInstanceOf(Timestamp);
    expect(old.reroutedToLeadId).toBe(newLeadId);
    expect(old.status).toBe('pending');
    const next = await lead(newLeadId);
    expect(next).toMatchObject({
      firmId: 'second',
      status: 'pending',
      rerouteCount: 1,
      triedFirmIds: ['first', 'second'],
      reroutedFromLeadId: 'late',
      lapsedAt: null,
      consent: { reroute: true },
    });
    expect((next.responseDueAt as Timestamp).toMillis()).toBeGreaterThan(later());

    const [client] = await mailsTo('lerato@example.co.za', 'lead-rerouted');
    expect(client!.subject).toBe('Your request was passed to Second Attorneys');
    expect(client!.text).toContain('First Attorneys did not respond');
    expect(client!.text).toContain(RESPONSE_PROMISE);
    const [notice] = await mailsTo('second@firm.test', 'lead-notification');
    expect(notice!.text).toContain('Uncontested Divorce');
    const [lapsed] = await mailsTo('first@firm.test', 'lead-lapsed');
    expect(lapsed!.subject).toBe('Lead late lapsed and was passed to another firm');
    expect(lapsed!.text).toContain('SAST');
    expect(lapsed!.text).not.toContain('Lerato');

    // Run again: nothing more happens to a lapsed lead.
    expect((await runClockAt(later())).find((o) => o.leadId === 'late')).toBeUndefined();
    expect(await mailsTo('lerato@example.co.za', 'lead-rerouted')).toHaveLength(1);
  });

  it('the first firm can no longer update a lead that was passed on', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await putFirm('second', { ...divorceFirm, rating: 4 });
    await overdueLead('late', 'first', { consent: leadConsent(true) });
    await runClockAt(later());
    const { error } = await callFunction('updateLeadStatus', { leadId: 'late', status: 'contacted' }, await firmToken('first'));
    expect(error).toMatchObject({ status: 'FAILED_PRECONDITION', details: { reason: 'lead-passed-on' } });
  });

  it('without the client’s consent the lead lapses: no new firm, and the client chooses (send-on.test.ts)', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await putFirm('second', { ...divorceFirm, rating: 4 });
    await overdueLead('no-consent', 'first', { consent: leadConsent(false) });
    await overdueLead('no-record', 'first');

    const outcomes = await runClockAt(later());
    expect(
      outcomes
        .filter((o) => o.outcome === 'lapsed')
        .map((o) => o.leadId)
        .sort(),
    ).toEqual(['no-consent', 'no-record']);
    expect((await lead('no-consent')).lapsedAt).toBeInstanceOf(Timestamp);
    expect((await docsWhere('leads', 'firmId', 'second')).length).toBe(0);
    expect(await mailsTo('lerato@example.co.za', 'lead-rerouted')).toHaveLength(0);
    expect(await mailsTo('first@firm.test', 'lead-lapsed')).toHaveLength(0);
    // Instead the client is told, with the firms they may send it on to.
    expect(await mailsTo('lerato@example.co.za', 'lead-unanswered')).toHaveLength(2);
  });

  it('skips every firm already tried, and stops after two reroutes', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await putFirm('second', { ...divorceFirm, rating: 4 });
    await putFirm('third', { ...divorceFirm, rating: 3 });
    await overdueLead('once', 'second', {
      consent: leadConsent(true),
      rerouteCount: 1,
      triedFirmIds: ['first', 'second'],
      reroutedFromLeadId: 'original',
    });
    await overdueLead('twice', 'third', {
      consent: leadConsent(true),
      rerouteCount: 2,
      triedFirmIds: ['first', 'second', 'third'],
    });

    const outcomes = await runClockAt(later());
    expect(outcomes.find((o) => o.leadId === 'once')).toMatchObject({ outcome: 'rerouted', firmId: 'third' });
    expect(outcomes.find((o) => o.leadId === 'twice')).toMatchObject({ outcome: 'lapsed' });
    expect((await docsWhere('leads', 'reroutedFromLeadId', 'once'))[0]).toMatchObject({
      rerouteCount: 2,
      triedFirmIds: ['first', 'second', 'third'],
    });
  });

  it('applies the free plan’s quota to the new firm', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await putFirm(
      'full-free',
      { ...divorceFirm, rating: 4.5, packageType: 'free' },
      { leadsThisMonth: 2, leadMonth: monthKey(later()) },
    );
    await putFirm('open-free', { ...divorceFirm, rating: 4, packageType: 'free' }, { leadsThisMonth: 0 });
    await overdueLead('late', 'first', { consent: leadConsent(true) });

    const outcomes = await runClockAt(later());
    expect(outcomes.find((o) => o.leadId === 'late')).toMatchObject({ outcome: 'rerouted', firmId: 'open-free' });
    const account = (await db.doc('firms/open-free/private/account').get()).data()!;
    expect(account.leadsThisMonth).toBe(1);
    // A lead email never names the client, on any plan (docs/firms.md, "Free plan").
    const [notice] = await mailsTo('open-free@firm.test', 'lead-notification');
    expect(notice!.text).not.toContain('lerato@example.co.za');
  });

  it('leaves leads whose deadline has not passed alone', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await putFirm('second', { ...divorceFirm, rating: 4 });
    const createdAt = new Date();
    await db
      .doc('leads/fresh')
      .set(leadDocument({ firmId: 'first', createdAt, formData: wizardFormData, consent: leadConsent(true) }));
    const due = ((await lead('fresh')).responseDueAt as Timestamp).toMillis();
    // Only this test's lead is looked at: a write from an earlier test's trigger may land after the clear.
    const fresh = (outcomes: OverdueOutcome[]) => outcomes.filter((o) => o.leadId === 'fresh').map((o) => o.outcome);
    expect(fresh(await runClockAt(due - 60_000))).toEqual([]);
    expect((await lead('fresh')).lapsedAt).toBeNull();
    expect(fresh(await runClockAt(due + 60_000))).toEqual(['rerouted']);
  });

  it('the emulator hook moves the clock for the leads it names only (journeys share one emulator)', async () => {
    await putFirm('first', { ...divorceFirm, rating: 5 });
    await overdueLead('mine', 'first', { consent: leadConsent(false) });
    await overdueLead('theirs', 'first', { consent: leadConsent(false) });
    expect(await runResponseClockFor(['mine'], later())).toEqual([{ leadId: 'mine', outcome: 'lapsed', offeredFirmIds: [] }]);
    expect((await lead('mine')).lapsedAt).toBeInstanceOf(Timestamp);
    expect((await lead('theirs')).lapsedAt).toBeNull();
  });
});
