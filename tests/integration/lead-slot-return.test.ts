/**
 * A free firm's two leads a month cannot be burned by made-up clients (docs/firms.md, "Leads that
 * are not genuine"). Leads are made by the real requestMatch, the bounce is a real SMTP refusal
 * from the mail catcher, and reports and decisions go through the real callables.
 */
import { LEAD_REPORT_MESSAGES, LEAD_REPORT_WINDOW_DAYS } from '@/domain/leads/reports';
import { FREE_MONTHLY_LEADS, monthKey } from '@/domain/payments/plans';
import { NO_MAILBOX_DOMAIN, startMailCatcher } from '../../scripts/lib/mail-catcher';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { eventually } from './eventually';
import { person, putFirm } from './matching-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const FIRM = 'free-target';
const divorceFirm = {
  primaryCity: 'Johannesburg',
  cities: ['Johannesburg'],
  practiceAreas: ['uncontested-divorce'],
  packageType: 'free' as const,
};
const firmToken = () => idTokenFor(`${FIRM}@firm.test`, { firmId: FIRM });
const adminToken = () => idTokenFor('ops@regmatch.test', { admin: true });
const lead = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;
const account = async () => (await db.doc(`firms/${FIRM}/private/account`).get()).data()!;
const fullFlag = async () => (await db.doc(`firmMatchIndex/${FIRM}`).get()).get('leadsFullMonth');

let requests = 0;
/** A client's request through the real callable; each from its own address unless told. */
async function request(overrides: Record<string, unknown> = {}) {
  requests += 1;
  return callFunction<{ leadId: string; topFirm: { id: string } }>('requestMatch', {
    ...person,
    email: `client-${requests}@example.co.za`,
    ...overrides,
  });
}
async function leadFor(overrides: Record<string, unknown> = {}): Promise<string> {
  const { data, error } = await request(overrides);
  expect(error).toBeUndefined();
  expect(data!.topFirm.id).toBe(FIRM);
  return data!.leadId;
}
/** Two made-up clients use up the free firm's month. */
async function burnTheMonth(second: Record<string, unknown> = {}): Promise<[string, string]> {
  const first = await leadFor();
  const last = await leadFor(second);
  expect(await account()).toMatchObject({ leadsThisMonth: FREE_MONTHLY_LEADS, leadMonth: monthKey(new Date()) });
  expect(await fullFlag()).toBe(monthKey(new Date()));
  return [first, last];
}
const report = async (leadId: string, reason: string, note = '', token?: string) =>
  callFunction<{ state: string; slotReturned: boolean }>('reportLead', { leadId, reason, note }, token ?? (await firmToken()));
const decide = async (leadId: string, decision: string, note: string, token?: string) =>
  callFunction<{ state: string; slotReturned: boolean }>(
    'decideLeadReport',
    { leadId, decision, note },
    token ?? (await adminToken()),
  );

let stopCatcher: () => Promise<void>;
beforeAll(async () => {
  stopCatcher = await startMailCatcher();
});
afterAll(async () => {
  await stopCatcher?.();
});
beforeEach(async () => {
  await clearFirestore();
  await putFirm(FIRM, divorceFirm);
});

describe('slots that come back on their own', () => {
  it('a client address that bounces gives the slot back and puts a full firm back in matching', async () => {
    const [, bounced] = await burnTheMonth({ email: `nobody-${Date.now()}@${NO_MAILBOX_DOMAIN}` });
    // Bounded, so a slot that never comes back fails here with the lead as last read.
    const returned = await eventually(
      () => lead(bounced),
      (l) => l.slotReturn !== undefined,
      { timeoutMs: 20_000 },
    );
    expect(returned.slotReturn).toMatchObject({ reason: 'bounced' });
    expect(await account()).toMatchObject({ leadsThisMonth: FREE_MONTHLY_LEADS - 1 });
    expect(await fullFlag()).toBeNull();
    // The next genuine client reaches the firm again.
    await leadFor();
  });

  it('a request from the firm’s own address (a +tag of its login) never uses a slot', async () => {
    const leadId = await leadFor({ email: `${FIRM}+cousin@firm.test` });
    expect(await lead(leadId)).toMatchObject({ freeSlot: false, slotReturn: { reason: 'own-address' } });
    expect((await account()).leadsThisMonth ?? 0).toBe(0);
    // Two more, from the firm's own address: the firm stays in matching.
    await leadFor({ email: `${FIRM.toUpperCase()}@firm.test` });
    await leadFor({ email: `reception@firm.test` });
    expect(await fullFlag()).not.toBe(monthKey(new Date()));
  });

  it('a lead that reaches a free firm records whether it fitted the firm when it was sent', async () => {
    const leadId = await leadFor({ city: 'Polokwane', location: 'Limpopo' });
    expect(await lead(leadId)).toMatchObject({ freeSlot: true, fit: { area: false, practiceArea: true } });
  });
});

describe('reportLead: the records bear the report out', () => {
  it('a duplicate (the same name and need from another address) is accepted at once and the firm is back in matching', async () => {
    const [, second] = await burnTheMonth();
    expect((await request()).error).toMatchObject({ details: { reason: 'no-firm-available' } });

    const res = await report(second, 'duplicate', 'Same caller as last week under another name.');
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ leadId: second, state: 'accepted', slotReturned: true });
    expect(await lead(second)).toMatchObject({
      report: { reason: 'duplicate', state: 'accepted', decidedBy: 'evidence' },
      slotReturn: { reason: 'report' },
    });
    expect(await account()).toMatchObject({ leadsThisMonth: FREE_MONTHLY_LEADS - 1 });
    expect(await fullFlag()).toBeNull();
    await leadFor();
    // The operator sees the report, decided.
    expect((await db.doc(`leadReports/${second}`).get()).data()).toMatchObject({
      firmId: FIRM,
      reason: 'duplicate',
      state: 'accepted',
      decidedBy: 'evidence',
      note: 'Same caller as last week under another name.',
    });
  });

  it('a request from outside the firm’s areas is accepted as wrong area', async () => {
    const leadId = await leadFor({ city: 'Polokwane', location: 'Limpopo' });
    const res = await report(leadId, 'wrong-area');
    expect(res.data).toMatchObject({ state: 'accepted', slotReturned: true });
    expect((await account()).leadsThisMonth).toBe(0);
  });

  it('a duplicate with no earlier lead from that client waits for the operator', async () => {
    await leadFor({ firstName: 'Thandi', lastName: 'Nkosi' });
    const leadId = await leadFor();
    const res = await report(leadId, 'duplicate');
    expect(res.data).toEqual({ leadId, state: 'open', slotReturned: false });
    expect((await account()).leadsThisMonth).toBe(2);
  });
});

describe('reportLead then decideLeadReport: the operator decides', () => {
  it('accepting a spam report gives the slot back; the firm reads the outcome on its lead', async () => {
    const [, spam] = await burnTheMonth();
    expect((await report(spam, 'spam', 'The number belongs to a pizza place.')).data).toMatchObject({ state: 'open' });
    expect(await fullFlag()).toBe(monthKey(new Date()));

    const res = await decide(spam, 'accept', 'Confirmed: the details are made up.');
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ leadId: spam, state: 'accepted', slotReturned: true });
    expect(await lead(spam)).toMatchObject({
      report: { reason: 'spam', state: 'accepted', decidedBy: 'operator', outcome: 'Confirmed: the details are made up.' },
      slotReturn: { reason: 'report' },
    });
    expect(await fullFlag()).toBeNull();
    await leadFor();
    const audit = await db.collection('auditLog').where('leadId', '==', spam).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ field: 'lead-report', before: 'open', after: 'accepted', firmId: FIRM }),
    ]);
  });

  it('declining keeps the slot used and tells the firm why', async () => {
    const leadId = await leadFor();
    await report(leadId, 'unreachable');
    const res = await decide(leadId, 'decline', 'The client answered our call today.');
    expect(res.data).toEqual({ leadId, state: 'declined', slotReturned: false });
    expect(await lead(leadId)).toMatchObject({ report: { state: 'declined', outcome: 'The client answered our call today.' } });
    expect((await lead(leadId)).slotReturn).toBeUndefined();
    expect((await account()).leadsThisMonth).toBe(1);
    // Decided once.
    expect((await decide(leadId, 'accept', 'Changed my mind.')).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: LEAD_REPORT_MESSAGES.alreadyDecided,
      details: { reason: 'lead-report-decided' },
    });
  });
});

describe('reportLead: refusals', () => {
  it('refuses a second report, and a lead already given back', async () => {
    const leadId = await leadFor();
    await report(leadId, 'spam');
    expect((await report(leadId, 'duplicate')).error).toMatchObject({ details: { reason: 'lead-report-exists' } });
    const own = await leadFor({ email: `${FIRM}+x@firm.test` });
    expect((await report(own, 'spam')).error).toMatchObject({
      message: LEAD_REPORT_MESSAGES.alreadyReturned,
      details: { reason: 'lead-slot-already-returned' },
    });
  });

  it('refuses a converted lead and one older than the window', async () => {
    await db.doc('leads/won').set(leadDocument({ firmId: FIRM, status: 'converted' }));
    expect((await report('won', 'spam')).error).toMatchObject({ details: { reason: 'lead-converted' } });
    const old = new Date(Date.now() - (LEAD_REPORT_WINDOW_DAYS + 1) * 86_400_000);
    await db.doc('leads/old').set(leadDocument({ firmId: FIRM, createdAt: old }));
    expect((await report('old', 'spam')).error).toMatchObject({ message: LEAD_REPORT_MESSAGES.tooOld });
  });

  it('answers another firm’s lead as not found, and refuses callers who are not firms', async () => {
    const leadId = await leadFor();
    const other = await idTokenFor('other@firm.test', { firmId: 'someone-else' });
    expect((await report(leadId, 'spam', '', other)).error).toMatchObject({ details: { reason: 'lead-not-found' } });
    expect((await callFunction('reportLead', { leadId, reason: 'spam' })).error).toMatchObject({ status: 'UNAUTHENTICATED' });
    expect((await decide(leadId, 'accept', 'Looks fine to me.', await firmToken())).error).toMatchObject({
      status: 'PERMISSION_DENIED',
    });
    expect((await lead(leadId)).report).toBeUndefined();
  });

  it.each([
    ['no reason', { reason: undefined }],
    ['an unknown reason', { reason: 'competitor' }],
    ['a note far too long', { note: 'x'.repeat(1_000_000) }],
    ['a link in the note', { note: 'see evil-refunds.app/claim' }],
    ['a missing lead id', { leadId: '' }],
  ])('refuses %s with invalid-argument', async (_name, change) => {
    const leadId = await leadFor();
    const { error } = await callFunction('reportLead', { leadId, reason: 'spam', note: '', ...change }, await firmToken());
    expect(error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await lead(leadId)).report).toBeUndefined();
  });

  it('decideLeadReport refuses a missing report, a short note and an unknown decision', async () => {
    const leadId = await leadFor();
    expect((await decide(leadId, 'accept', 'Fine by me.')).error).toMatchObject({ details: { reason: 'lead-report-not-found' } });
    await report(leadId, 'spam');
    expect((await decide(leadId, 'accept', 'ok')).error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      message: LEAD_REPORT_MESSAGES.decisionNoteTooShort,
    });
    expect((await decide(leadId, 'maybe', 'Not sure yet.')).error).toMatchObject({ status: 'INVALID_ARGUMENT' });
    expect((await lead(leadId)).report).toMatchObject({ state: 'open' });
  });
});
