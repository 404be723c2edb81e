/**
 * Limits under contention and in words (issue 39): a burst four at a time from one address is
 * answered only with the limit's own refusal, never `unavailable`; five reports of one lead at the
 * same moment make one report and four of the product's refusals, never `internal`; a per-address
 * limit names the email address, not the connection.
 */
import { REGISTRATION_LIMIT } from '@/domain/shared/request-guards';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

vi.setConfig({ testTimeout: 180_000 });

beforeEach(async () => {
  await clearFirestore();
  await putFirm('chosen', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] });
});
afterAll(clearFirestore);

describe('limits under contention and in words', () => {
  it('subscribing one address a sixth time names the email address as the limit reached', async () => {
    const email = 'sixth-time@example.co.za';
    const results = [];
    for (let i = 0; i <= REGISTRATION_LIMIT.max; i++)
      results.push(await callFunction('subscribeToLegalUpdates', { email, consent: true }));
    expect(results.slice(0, -1).every((r) => r.error === undefined)).toBe(true);
    expect(results.at(-1)!.error).toMatchObject({ status: 'RESOURCE_EXHAUSTED', details: { reason: 'rate-limited' } });
    expect(results.at(-1)!.error!.message).toMatch(
      /^Too many requests for this email address\. Please try again in \d+ minutes?\.$/,
    );
  });

  it('twelve requests four at a time from one client: at most ten leads, and every other answer is the limit’s refusal', async () => {
    const statuses: string[] = [];
    for (let round = 0; round < 3; round++) {
      const burst = await Promise.all(
        [0, 1, 2, 3].map((i) =>
          callFunction('contactFirm', {
            firmId: 'chosen',
            searchCriteria: { ...person, description: `${person.description} (${round * 4 + i})` },
            postToOpenLeads: false,
          }),
        ),
      );
      statuses.push(...burst.map((r) => r.error?.status ?? 'OK'));
    }
    // At most the limit goes through (under a burst a call may be refused a little early, never
    // late: rate-limit.ts), and every other answer is the limit's own refusal.
    const accepted = statuses.filter((s) => s === 'OK').length;
    expect(accepted).toBeGreaterThanOrEqual(8);
    expect(accepted).toBeLessThanOrEqual(10);
    expect(new Set(statuses.filter((s) => s !== 'OK'))).toEqual(new Set(['RESOURCE_EXHAUSTED']));
    expect((await db.collection('leads').get()).size).toBe(accepted);
  });

  it('five reports of one lead at the same moment: one report, four of the product’s refusals', async () => {
    const { data } = await callFunction<{ leadId: string }>('requestMatch', { ...person, email: 'reported@example.co.za' });
    const token = await idTokenFor('chosen@firm.test', { firmId: 'chosen' });
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map(() => callFunction('reportLead', { leadId: data!.leadId, reason: 'spam', note: '' }, token)),
    );
    expect(results.filter((r) => r.error === undefined)).toHaveLength(1);
    for (const refused of results.filter((r) => r.error))
      expect(refused.error).toMatchObject({ details: { reason: 'lead-report-exists' } });
    expect((await db.collection('leadReports').get()).size).toBe(1);
  });
});
