import { Timestamp } from 'firebase-admin/firestore';
import { monthKey } from '@/domain/payments/plans';
import { PRIVACY_POLICY_VERSION } from '@/domain/shared/brand';
import { CHECK_REQUEST_LIMIT, CONSENT_PURPOSES, LEAD_REQUEST_LIMIT, PASSWORD_RESET_LIMIT } from '@/domain/shared/request-guards';
import { callFunction, clearFirestore, db } from './emulator-clients';
import { RATE_LIMITED } from '../fixtures/callable-error-shapes';
import { MAIL_THROTTLE } from '../../functions/src/shared/mail-queue';
import { person, putFirm } from './matching-fixtures';

/**
 * The bounds on what one client can make the platform do, exercised through the real callables:
 * idempotency keys (a reload or double click never makes a second lead) and per-client rate limits
 * with the real limits (every call here comes from 127.0.0.1, as one client).
 */
const key = (n: number) => `test-key-${n}-${'x'.repeat(20)}`;
/**
 * The client's request in its n-th wording: the limits below count requests that differ, since the
 * same client, firm and words within minutes are one request (abuse-duplicate-requests.test.ts).
 */
const worded = (n: number) => ({ ...person, description: `${person.description} (${n})` });
const count = async (collection: string) => (await db.collection(collection).get()).size;
const snapshot = async () => ({
  leads: await count('leads'),
  contacts: await count('contacts'),
  mail: await count('mail'),
  openLeads: await count('openLeads'),
  used: (await db.doc('firms/chosen/private/account').get()).get('leadsThisMonth') as number,
});

// Cold function workers on a shared two-core machine: the first calls can take many seconds.
vi.setConfig({ testTimeout: 90_000 });

// Counters left behind would limit the next test file's calls from this same address.
afterAll(clearFirestore);

beforeEach(async () => {
  await clearFirestore();
  await putFirm('chosen', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family'], isFeatured: true });
});

describe('idempotency keys: a repeated submission returns the first result and writes nothing', () => {
  it('requestMatch: the same key twice is one lead, one contact, one pair of emails, one count', async () => {
    const first = await callFunction<{ leadId: string; topFirm: { id: string } }>('requestMatch', {
      ...person,
      idempotencyKey: key(1),
    });
    expect(first.error).toBeUndefined();
    const after = await snapshot();
    expect(after).toMatchObject({ leads: 1, contacts: 1, mail: 2, used: 1 });

    const again = await callFunction('requestMatch', { ...person, idempotencyKey: key(1) });
    expect(again.data).toEqual(first.data);
    expect(await snapshot()).toEqual(after);

    // A new submission (a new key, other words) is a new request; the same words with a new key
    // within minutes are the same request (abuse-duplicate-requests.test.ts).
    const other = await callFunction<{ leadId: string }>('requestMatch', { ...worded(2), idempotencyKey: key(2) });
    expect(other.data!.leadId).not.toBe(first.data!.leadId);
    expect((await snapshot()).leads).toBe(2);
  });

  it('contactFirm: a double click (two calls at once with one key) makes one lead and one open copy', async () => {
    const input = { firmId: 'chosen', searchCriteria: person, postToOpenLeads: true, idempotencyKey: key(3) };
    const [a, b] = await Promise.all([
      callFunction<{ leadId: string }>('contactFirm', input),
      callFunction<{ leadId: string }>('contactFirm', input),
    ]);
    expect(a.error).toBeUndefined();
    expect(b.data).toEqual(a.data);
    expect(await snapshot()).toMatchObject({ leads: 1, contacts: 1, openLeads: 1, mail: 2, used: 1 });
  });

  it('submitFeaturedRequest: a reload with the kept key returns the first lead id', async () => {
    const input = {
      firmId: 'chosen',
      request: { legalTermsAccepted: true, firstName: 'Ayesha', lastName: 'Patel', email: 'ayesha@example.co.za' },
      idempotencyKey: key(4),
    };
    const first = await callFunction<{ leadId: string }>('submitFeaturedRequest', input);
    const again = await callFunction<{ leadId: string }>('submitFeaturedRequest', input);
    expect(again.data).toEqual(first.data);
    expect(await snapshot()).toMatchObject({ leads: 1, contacts: 1, mail: 2, used: 1 });
  });

  it('a key is scoped to its callable: the same key on another callable is a new request', async () => {
    const viaWizard = await callFunction<{ leadId: string }>('requestMatch', { ...person, idempotencyKey: key(5) });
    const viaResults = await callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'chosen',
      searchCriteria: person,
      postToOpenLeads: false,
      idempotencyKey: key(5),
    });
    expect(viaResults.data!.leadId).not.toBe(viaWizard.data!.leadId);
  });

  it('refuses a key that is not a plain token', async () => {
    const res = await callFunction('requestMatch', { ...person, idempotencyKey: '../../leads' });
    expect(res.error).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { reason: 'invalid-input', field: 'idempotencyKey' },
    });
    expect(await count('leads')).toBe(0);
  });
});

describe('consent is recorded on each lead, at the server time', () => {
  it('the wizard: purpose, policy version, server time and both choices; sharing writes the reduced open copy', async () => {
    const before = Date.now();
    const res = await callFunction<{ leadId: string }>('requestMatch', {
      ...person,
      consent: { shareWithOtherFirms: true, reroute: true },
    });
    const consent = (await db.doc(`leads/${res.data!.leadId}`).get()).get('consent') as Record<string, unknown>;
    expect(consent).toMatchObject({
      purpose: CONSENT_PURPOSES.matching,
      policyVersion: PRIVACY_POLICY_VERSION,
      shareWithOtherFirms: true,
      reroute: true,
    });
    expect((await db.collection('openLeads').where('originalLeadId', '==', res.data!.leadId).get()).size).toBe(1);
    expect(consent.givenAt).toBeInstanceOf(Timestamp);
    expect((consent.givenAt as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('without choices nothing is shared or rerouted; on the results page sharing is postToOpenLeads', async () => {
    const plain = await callFunction<{ leadId: string }>('requestMatch', person);
    expect((await db.doc(`leads/${plain.data!.leadId}`).get()).get('consent')).toMatchObject({
      shareWithOtherFirms: false,
      reroute: false,
    });
    expect(await count('openLeads')).toBe(0);
    const shared = await callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'chosen',
      searchCriteria: person,
      postToOpenLeads: true,
    });
    expect((await db.doc(`leads/${shared.data!.leadId}`).get()).get('consent')).toMatchObject({
      purpose: CONSENT_PURPOSES.results,
      shareWithOtherFirms: true,
      reroute: false,
    });
  });

  it('ignores a time sent by the client', async () => {
    const res = await callFunction<{ leadId: string }>('requestMatch', { ...person, consent: { reroute: true, givenAt: 0 } });
    const consent = (await db.doc(`leads/${res.data!.leadId}`).get()).get('consent') as { givenAt: Timestamp };
    expect(consent.givenAt.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('rate limits: one client in a loop is cut off with a message that says when to try again', () => {
  it('50 rapid contactFirm calls from one client create at most the allowed number of leads', { timeout: 60_000 }, async () => {
    // Back to back (the emulator starts a worker per concurrent call, which this machine cannot
    // afford fifty of); the limiter's transaction is what serialises concurrent calls in production.
    const results = [];
    for (let i = 0; i < 50; i++) {
      results.push(
        await callFunction('contactFirm', {
          firmId: 'chosen',
          searchCriteria: worded(i),
          postToOpenLeads: false,
        }),
      );
    }
    const accepted = results.filter((r) => !r.error);
    const refused = results.filter((r) => r.error);
    expect(accepted).toHaveLength(LEAD_REQUEST_LIMIT.max);
    expect(refused).toHaveLength(50 - LEAD_REQUEST_LIMIT.max);
    // The exact wire shape the browser tests replay.
    // The minutes depend on where in its window slice the first call fell (50 to 60); the loop
    // below checks the words around them.
    const { message: _minutes, ...shape } = refused[0]!.error!;
    expect({ httpStatus: refused[0]!.status, body: { error: { ...shape, message: RATE_LIMITED.body.error.message } } }).toEqual(
      RATE_LIMITED,
    );
    for (const r of refused) {
      expect(r.status).toBe(429);
      expect(r.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
      expect(r.error!.message).toMatch(/^Too many requests for this email address\. Please try again in \d+ minutes?\.$/);
    }
    expect(await count('leads')).toBe(LEAD_REQUEST_LIMIT.max);
    expect(await count('contacts')).toBe(LEAD_REQUEST_LIMIT.max);
  });

  it(
    'each callable counts on its own: the wizard still works after the results page hit its limit',
    { timeout: 60_000 },
    async () => {
      for (let i = 0; i < LEAD_REQUEST_LIMIT.max; i++) {
        await callFunction('contactFirm', { firmId: 'chosen', searchCriteria: worded(i), postToOpenLeads: false });
      }
      const refused = await callFunction('contactFirm', { firmId: 'chosen', searchCriteria: worded(99), postToOpenLeads: false });
      expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect((await callFunction('requestMatch', person)).error).toBeUndefined();
    },
  );

  it('a reload with a kept idempotency key is answered even after the limit is used', { timeout: 60_000 }, async () => {
    const first = await callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'chosen',
      searchCriteria: person,
      postToOpenLeads: false,
      idempotencyKey: key(9),
    });
    for (let i = 1; i < LEAD_REQUEST_LIMIT.max; i++) {
      await callFunction('contactFirm', { firmId: 'chosen', searchCriteria: worded(i), postToOpenLeads: false });
    }
    const reload = await callFunction('contactFirm', {
      firmId: 'chosen',
      searchCriteria: person,
      postToOpenLeads: false,
      idempotencyKey: key(9),
    });
    expect(reload.data).toEqual(first.data);
  });

  it(
    'check callables and password resets are limited too, and the counters are not readable as names or addresses',
    { timeout: 120_000 },
    async () => {
      const checks = [];
      const tries = CHECK_REQUEST_LIMIT.perAddressMax + 5;
      for (let i = 0; i < tries; i++) checks.push(await callFunction('checkFirmName', { firmName: 'Some New Firm Inc' }));
      expect(checks.filter((r) => r.error?.status === 'RESOURCE_EXHAUSTED').length).toBe(5);
      const resets = [];
      for (let i = 0; i < 7; i++) resets.push(await callFunction('sendPasswordReset', { email: 'nobody@example.co.za' }));
      expect(resets.filter((r) => r.error?.status === 'RESOURCE_EXHAUSTED').length).toBe(7 - PASSWORD_RESET_LIMIT.max);
      // Rotating the email does not get past the address's own, looser ceiling.
      const rotated = [];
      for (let i = 0; i < PASSWORD_RESET_LIMIT.perAddressMax; i++) {
        rotated.push(await callFunction('sendPasswordReset', { email: `rotating${i}@example.co.za` }));
      }
      // The address already made 7 calls above (5 counted): the rest of its ceiling, then refusals.
      const allowed = PASSWORD_RESET_LIMIT.perAddressMax - PASSWORD_RESET_LIMIT.max;
      expect(rotated.filter((r) => !r.error)).toHaveLength(allowed);
      expect(rotated.filter((r) => r.error?.status === 'RESOURCE_EXHAUSTED')).toHaveLength(
        PASSWORD_RESET_LIMIT.perAddressMax - allowed,
      );
      const ids = (await db.collection('rateLimits').get()).docs.map((d) => d.id);
      for (const id of ids) expect(id).toMatch(/^[0-9a-f]{64}$/);
    },
  );
});

describe('a free firm’s monthly allowance counts distinct clients', () => {
  let asked = 0;
  const ask = (email: string) =>
    callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'free',
      // Each ask in its own words: the same words within minutes would be one request.
      searchCriteria: { ...worded(asked++), email },
      postToOpenLeads: false,
    });
  const used = async () => (await db.doc('firms/free/private/account').get()).get('leadsThisMonth') as number;

  it('a client asking twice uses one lead; a third client is refused; a counted client still gets through', async () => {
    await putFirm('free', { packageType: 'free' }, { leadsThisMonth: 0 });
    expect((await ask('a@example.co.za')).error).toBeUndefined();
    expect((await ask(' A@Example.co.za ')).error).toBeUndefined();
    expect(await used()).toBe(1);
    expect((await ask('b@example.co.za')).error).toBeUndefined();
    expect(await used()).toBe(2);
    expect((await ask('c@example.co.za')).error).toMatchObject({ details: { reason: 'lead-limit-reached' } });
    expect((await ask('a@example.co.za')).error).toBeUndefined();
    expect(await used()).toBe(2);
    expect(await count('leads')).toBe(4);
  });

  it('a repeat client after the counters were reset this month (a plan change) counts once, never less', async () => {
    await putFirm('free', { packageType: 'free' }, { leadsThisMonth: 0 });
    expect((await ask('a@example.co.za')).error).toBeUndefined();
    expect(await used()).toBe(1);
    // planChange starts a fresh month of counters, as a downgrade back to free does.
    await db.doc('firms/free/private/account').update({ leadsThisMonth: 0, leadMonth: monthKey(new Date()) });
    expect((await ask('a@example.co.za')).error).toBeUndefined();
    expect(await used()).toBe(1);
  });
});

describe('client emails to one address are throttled', () => {
  it('seven requests from one address in an hour: seven leads, at most MAIL_THROTTLE.max receipts', async () => {
    // An address of this test's own, so a late write from an earlier test cannot change the counts.
    const client = { ...person, email: `throttled-${Date.now()}@example.co.za` };
    for (let i = 0; i < 7; i++)
      expect((await callFunction('requestMatch', { ...worded(i), email: client.email })).error).toBeUndefined();
    const leads = await db.collection('leads').where('formData.email', '==', client.email).get();
    expect(leads.size).toBe(7);
    const receipts = (await db.collection('mail').where('to', '==', client.email).get()).docs.filter(
      (d) => d.get('template') === 'client-confirmation',
    );
    expect(receipts).toHaveLength(MAIL_THROTTLE.max);
    // The firm is told about every lead: only mail a stranger can aim at an address is throttled.
    const leadIds = new Set(leads.docs.map((d) => d.id));
    const toFirm = (await db.collection('mail').where('to', '==', 'chosen@firm.test').get()).docs;
    expect(toFirm.filter((d) => leadIds.has(d.get('data.leadId')))).toHaveLength(7);
  });
});
