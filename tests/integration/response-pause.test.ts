/**
 * The response pause in the Functions emulator: leads lapse through the real response clock job
 * (run at a moved clock by its emulator-only trigger), the real lapse trigger pauses the firm
 * after three lapses in 30 days, matching drops it at once, the firm is emailed once and the
 * operator's audit log says so; the firm's resumeMatching callable brings it back. Mails are read
 * from the documents the real code queued and rendered with the real templates. Waits poll the
 * documents the trigger writes (bounded by the test timeout); nothing sleeps for a fixed time.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { formatSast } from '@/domain/firms/response-clock';
import { LAPSE_WINDOW_MS, RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { auditEntrySchema } from '@/domain/shared/operator-contract';
import { parseStored } from '@/domain/shared/stored-date';
import type { OverdueOutcome } from '../../functions/src/leads/reroute-overdue-leads';
import { pauseForLapses } from '../../functions/src/leads/on-lead-lapsed';
import { NOT_PAUSED } from '../fixtures/callable-error-shapes';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent } from './firm-fixtures';
import { person, putFirm } from './matching-fixtures';
import { eventually } from './eventually';
import { mailsTo } from './queued-mail';
import { runJobAt } from '../fixtures/clock-run';

// The first trigger run starts a cold worker, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Runs the response clock's job as if it were `now` (the emulator-only trigger). */
const runClockAt = (now: number) => runJobAt<OverdueOutcome>('responseClockRun', now);

const firmDoc = async (firmId: string) => (await db.doc(`firms/${firmId}`).get()).data()!;
const pausedFirm = (firmId: string) =>
  eventually(
    () => firmDoc(firmId),
    (f) => !!f.responsePause?.pausedAt,
  );

const pausedMails = (to: string) => mailsTo(to, 'firm-paused');

const pauseAudit = async (firmId: string) =>
  (await db.collection('auditLog').where('firmId', '==', firmId).get()).docs
    .map((d) => parseStored(auditEntrySchema, `auditLog/${d.id}`, d.data()))
    .filter((entry) => entry.field === 'response-pause')
    .sort((a, b) => a.at - b.at);

const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });
const divorceFirm = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };

const matchedIds = async () => {
  const { data, error } = await callFunction<{ matches: { id: string }[] }>('matchFirms', person);
  expect(error).toBeUndefined();
  return data!.matches.map((m) => m.id);
};

/** A pending lead for `firmId` whose response deadline is `dueAt`, as the lead transaction stores it. */
async function leadDue(id: string, firmId: string, dueAt: number) {
  await db.doc(`leads/${id}`).set(leadDocument({ firmId, createdAt: new Date(dueAt - 2 * DAY), responseDueAt: new Date(dueAt) }));
}

const lapseOf = async (leadId: string) => ((await db.doc(`leads/${leadId}`).get()).get('lapsedAt') as Timestamp).toMillis();

beforeEach(async () => {
  await clearFirestore();
});

describe('three leads lapsed in 30 days pause the firm', () => {
  it('requestMatch leads lapse through the job; the firm leaves matching at once, is audited and emailed once', async () => {
    await putFirm('pause-top', { ...divorceFirm, rating: 5 });
    await putFirm('pause-next', { ...divorceFirm, rating: 4 });
    expect((await matchedIds())[0]).toBe('pause-top');

    // Three clients ask through the wizard's callable; each lead goes to the best firm.
    const leadIds: string[] = [];
    for (const name of ['Ayanda', 'Bongani', 'Chipo']) {
      const { data, error } = await callFunction<{ leadId: string; topFirm: { id: string } }>('requestMatch', {
        ...person,
        firstName: name,
        email: `${name.toLowerCase()}@example.co.za`,
      });
      expect(error).toBeUndefined();
      expect(data!.topFirm.id).toBe('pause-top');
      leadIds.push(data!.leadId);
    }
    const dues = await Promise.all(
      leadIds.map(async (id) => ((await db.doc(`leads/${id}`).get()).get('responseDueAt') as Timestamp).toMillis()),
    );
    const lapseAt = Math.max(...dues) + 60_000;

    // The clock moves past every deadline: the three lapse (nobody agreed to a reroute).
    const outcomes = await runClockAt(lapseAt);
    for (const id of leadIds) expect(outcomes).toContainEqual(expect.objectContaining({ leadId: id, outcome: 'lapsed' }));

    const firm = await pausedFirm('pause-top');
    expect(firm.listed).toBe(false);
    expect(firm.responsePause).toMatchObject({ lapses: 3, resumedAt: null });
    expect((firm.responsePause.pausedAt as Timestamp).toMillis()).toBe(lapseAt);
    expect((await expectMatchFieldsCurrent('pause-top')).status).toBe('inactive');

    // Matching drops it at once: results, and the next request goes to the next firm.
    expect(await matchedIds()).not.toContain('pause-top');
    const next = await callFunction<{ topFirm: { id: string } }>('requestMatch', { ...person, email: 'dumi@example.co.za' });
    expect(next.error).toBeUndefined();
    expect(next.data!.topFirm.id).toBe('pause-next');

    // The operator's audit log: by the system, with the leads.
    const [entry, ...more] = await pauseAudit('pause-top');
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ by: { uid: 'system:response-pause', email: null }, before: false, after: true });
    for (const id of leadIds) expect(entry!.reason).toContain(id);

    // One mail: why, which leads and when, how to come back.
    const [mail, ...extra] = await pausedMails('pause-top@firm.test');
    expect(extra).toEqual([]);
    expect(mail!.subject).toContain('is paused from matching: 3 leads went unanswered');
    for (const id of leadIds) expect(mail!.text).toContain(`Lead ${id}: lapsed ${formatSast(lapseAt)}`);
    expect(mail!.text).toContain(`"${RESPONSE_PAUSE_MESSAGES.confirm}"`);

    // Idempotent: another run for the same lapses pauses nothing twice and sends nothing more.
    expect(await pauseForLapses('pause-top', new Date(lapseAt))).toEqual({ outcome: 'already-paused' });
    expect(await pausedMails('pause-top@firm.test')).toHaveLength(1);
    expect(await pauseAudit('pause-top')).toHaveLength(1);
  });

  it('two lapses do not pause; the third, later, does', async () => {
    const t0 = Date.now();
    await putFirm('two-lapses', divorceFirm);
    // A firm with three lapses in the same run: its pause tells us the run's triggers have fired.
    await putFirm('barrier', { ...divorceFirm, primaryCity: 'Pretoria', cities: ['Pretoria'] });
    await leadDue('two-a', 'two-lapses', t0 - HOUR);
    await leadDue('two-b', 'two-lapses', t0 - HOUR);
    await leadDue('two-c', 'two-lapses', t0 + 2 * DAY);
    for (const id of ['bar-a', 'bar-b', 'bar-c']) await leadDue(id, 'barrier', t0 - HOUR);

    await runClockAt(t0);
    await pausedFirm('barrier');
    expect(await pauseForLapses('two-lapses', new Date(t0))).toEqual({ outcome: 'not-enough', lapses: 2 });
    const afterTwo = await firmDoc('two-lapses');
    expect(afterTwo.listed).toBe(true);
    expect(afterTwo.responsePause).toBeUndefined();
    expect(await matchedIds()).toContain('two-lapses');

    const third = t0 + 2 * DAY + 60_000;
    await runClockAt(third);
    const firm = await pausedFirm('two-lapses');
    // Paused by the third lapse, counting three: never by the second.
    expect((firm.responsePause.pausedAt as Timestamp).toMillis()).toBe(third);
    expect(firm.responsePause.lapses).toBe(3);
    expect(await pausedMails('two-lapses@firm.test')).toHaveLength(1);
  });

  it('a lapse older than 30 days does not count', async () => {
    const t1 = Date.now();
    const t2 = t1 + LAPSE_WINDOW_MS + DAY; // 31 days later
    const t3 = t2 + 5 * DAY;
    await putFirm('old-lapse', divorceFirm);
    await leadDue('old-a', 'old-lapse', t1 - HOUR);
    await leadDue('old-b', 'old-lapse', t2 - HOUR);
    await leadDue('old-c', 'old-lapse', t2 - HOUR);
    await leadDue('old-d', 'old-lapse', t3 - HOUR);

    await runClockAt(t1);
    await runClockAt(t2);
    // Three lapses in all, but the first is 31 days before the other two.
    expect(await pauseForLapses('old-lapse', new Date(t2))).toEqual({ outcome: 'not-enough', lapses: 2 });
    expect((await firmDoc('old-lapse')).listed).toBe(true);

    await runClockAt(t3);
    const firm = await pausedFirm('old-lapse');
    expect((firm.responsePause.pausedAt as Timestamp).toMillis()).toBe(t3);
    expect(firm.responsePause.lapses).toBe(3);
    const [mail] = await pausedMails('old-lapse@firm.test');
    expect(mail!.text).toContain('Lead old-b:');
    expect(mail!.text).toContain('Lead old-d:');
    expect(mail!.text).not.toContain('Lead old-a:');
  });
});

describe('resumeMatching', () => {
  /** A firm paused by three leads the real job lapsed at `at`. */
  async function pauseThroughJob(firmId: string, at: number) {
    await putFirm(firmId, { ...divorceFirm, rating: 5 });
    for (const i of [1, 2, 3]) await leadDue(`${firmId}-${i}`, firmId, at - HOUR);
    await runClockAt(at);
    return pausedFirm(firmId);
  }

  it('refuses callers who are not a firm, and input other than { confirm: true }', async () => {
    await pauseThroughJob('refusing', Date.now());
    const token = await firmToken('refusing');
    expect((await callFunction('resumeMatching', { confirm: true })).error).toMatchObject({
      status: 'UNAUTHENTICATED',
      details: { reason: 'sign-in-required' },
    });
    const operator = await idTokenFor('ops-pause@regmatch.test', { admin: true });
    expect((await callFunction('resumeMatching', { confirm: true }, operator)).error).toMatchObject({
      status: 'PERMISSION_DENIED',
      details: { reason: 'firm-only' },
    });
    for (const input of [
      {},
      { confirm: false },
      { confirm: 'yes' },
      { confirm: true, firmId: 'refusing' },
      { confirm: 'x'.repeat(100_000) },
    ]) {
      const { error } = await callFunction('resumeMatching', input, token);
      expect(error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input' } });
    }
    // Another firm's login resumes only its own firm, which is not paused: the exact shape the
    // dashboard's banner test replays (tests/fixtures/callable-error-shapes.ts).
    await putFirm('bystander', divorceFirm);
    const bystander = await callFunction('resumeMatching', { confirm: true }, await firmToken('bystander'));
    expect({ httpStatus: bystander.status, body: { error: bystander.error } }).toEqual(NOT_PAUSED);
    // Nothing of that touched the paused firm.
    expect((await firmDoc('refusing')).listed).toBe(false);
  });

  it('returns the paused firm to results, audited; earlier lapses never count again', async () => {
    const lapsedAt = Date.now();
    await pauseThroughJob('returning', lapsedAt);
    expect(await matchedIds()).not.toContain('returning');
    const token = await firmToken('returning');

    const { data, error } = await callFunction('resumeMatching', { confirm: true }, token);
    expect(error).toBeUndefined();
    expect(data).toEqual({ firmId: 'returning', listed: true });
    const firm = await firmDoc('returning');
    expect(firm.listed).toBe(true);
    expect(firm.responsePause).toMatchObject({ pausedAt: null, lapses: 0 });
    expect((firm.responsePause.resumedAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(lapsedAt);
    expect((await expectMatchFieldsCurrent('returning')).status).toBe('active');
    expect((await matchedIds())[0]).toBe('returning');

    const [paused, resumed] = await pauseAudit('returning');
    expect(paused).toMatchObject({ before: false, after: true });
    expect(resumed).toMatchObject({
      by: { uid: expect.any(String), email: 'returning@firm.test' },
      before: true,
      after: false,
      reason: RESPONSE_PAUSE_MESSAGES.resumeReason,
    });

    // A second confirmation is refused: it is not paused any more.
    expect((await callFunction('resumeMatching', { confirm: true }, token)).error).toMatchObject({
      details: { reason: 'not-paused' },
    });

    // One new lapse after the resume: with the three before it that would be four, but those never count again.
    const later = Math.max(Date.now(), lapsedAt) + DAY;
    await leadDue('returning-4', 'returning', later - HOUR);
    await runClockAt(later);
    expect(await lapseOf('returning-4')).toBe(later);
    expect(await pauseForLapses('returning', new Date(later))).toEqual({ outcome: 'not-enough', lapses: 1 });
    expect((await firmDoc('returning')).listed).toBe(true);
    expect(await pausedMails('returning@firm.test')).toHaveLength(1);
  });
});
