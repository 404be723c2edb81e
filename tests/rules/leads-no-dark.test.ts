/**
 * No lead goes dark (issue 35): a firm reads its own lead, on any plan, while it is open (waiting
 * for an answer), until its response clock has run out, and while its contact claim is before the
 * client, whatever the month. A free firm's lead that arrived at 23:59 SAST on the last day of the
 * month stays readable after 00:00 SAST on the 1st; what is answered and closed stays history (a
 * paid feature). Seeded as the writers write them (the factory, the lapse and the claim builders).
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, query, Timestamp, where } from 'firebase/firestore';
import { sastMonthStart } from '../../src/domain/leads/free-plan';
import { contactClaimed } from '../../src/domain/leads/contact-claim';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { actors, type Actor } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

const MINUTE = 60_000;
const DAY = 86_400_000;

describe('leads: no lead goes dark at the month’s turn', () => {
  let env: RulesTestEnvironment;
  const monthStart = sastMonthStart(Date.now());
  /** 23:59 SAST on the last day of last month, and 00:00 SAST on the 1st. */
  const at2359 = new Date(monthStart - MINUTE);
  const at0000 = new Date(monthStart);
  const past = () => new Date(Date.now() - MINUTE);

  beforeAll(async () => {
    env = await rulesEnv('leads-no-dark');
  });
  afterAll(() => env.cleanup());

  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      const toTimestamps = (value: Record<string, unknown>): Record<string, unknown> =>
        Object.fromEntries(
          Object.entries(value).map(([k, v]) => [
            k,
            v instanceof Date
              ? Timestamp.fromDate(v)
              : v && typeof v === 'object' && !Array.isArray(v)
                ? toTimestamps(v as Record<string, unknown>)
                : v,
          ]),
        );
      const put = (id: string, firmId: string, createdAt: Date, extra: Record<string, unknown> = {}) =>
        db.doc(`leads/${id}`).set(toTimestamps({ ...leadDocument({ firmId, createdAt }), ...extra }));
      // Waiting, its clock running into this month (the lead transaction's deadline).
      await put('open-2359', 'firm-free', at2359);
      await put('open-0000', 'firm-free', at0000);
      // Its clock ran out and the job lapsed it (leadLapse): history now.
      await put('lapsed-2359', 'firm-free', at2359, { responseDueAt: past(), lapsedAt: past() });
      // Marked contacted, the client not yet asked (leadStatusChange), its deadline passed.
      await put('claimed-2359', 'firm-free', at2359, { status: 'contacted', responseDueAt: past(), ...contactClaimed(past()) });
      // Answered and confirmed, its deadline passed: history.
      await put('confirmed-2359', 'firm-free', at2359, { ...confirmedContact(past()), responseDueAt: past() });
      // Long answered, from two months ago, but its deadline still ahead (a deadline the cap allows).
      await put('due-ahead', 'firm-free', new Date(monthStart - 3 * DAY), {
        ...confirmedContact(new Date(monthStart - 3 * DAY)),
        responseDueAt: new Date(Date.now() + DAY),
      });
    });
  });

  const { as, anon } = actors(() => env);
  const read = (actor: Actor | null, id: string) => getDoc(doc(actor ? as(actor) : anon(), `leads/${id}`));
  /** The dashboard's query for a firm's open leads of any month. */
  const openLeads = (actor: Actor, firmId: string) =>
    query(
      collection(as(actor), 'leads'),
      where('firmId', '==', firmId),
      where('status', '==', 'pending'),
      where('lapsedAt', '==', null),
    );

  describe('the free firm itself', () => {
    it('reads the lead that arrived at 23:59 SAST on the last day, after 00:00 SAST on the 1st', async () => {
      await assertSucceeds(read('freeFirm', 'open-2359'));
    });
    it('reads the lead that arrived at 00:00 SAST on the 1st', async () => {
      await assertSucceeds(read('freeFirm', 'open-0000'));
    });
    it('lists its open leads of any month', async () => {
      const snap = await assertSucceeds(getDocs(openLeads('freeFirm', 'firm-free')));
      expect(snap.docs.map((d) => d.id).sort()).toEqual(['open-0000', 'open-2359']);
    });
    it('reads a lead whose contact claim is before the client', async () => {
      await assertSucceeds(read('freeFirm', 'claimed-2359'));
    });
    it('reads a lead until its clock has run out, even answered', async () => {
      await assertSucceeds(read('freeFirm', 'due-ahead'));
    });
    it('cannot read last month’s lapsed or answered leads (history is a paid feature)', async () => {
      await assertFails(read('freeFirm', 'lapsed-2359'));
      await assertFails(read('freeFirm', 'confirmed-2359'));
    });
  });

  describe('everyone else', () => {
    it('another firm reads none of them and cannot list them', async () => {
      for (const id of ['open-2359', 'open-0000', 'claimed-2359', 'due-ahead']) await assertFails(read('otherFirm', id));
      await assertFails(getDocs(openLeads('otherFirm', 'firm-free')));
    });
    it('a signed-out visitor and a signed-in client read none of them', async () => {
      for (const id of ['open-2359', 'claimed-2359']) {
        await assertFails(read(null, id));
        await assertFails(read('client', id));
      }
    });
    it('the operator reads every one', async () => {
      for (const id of ['open-2359', 'lapsed-2359', 'confirmed-2359']) await assertSucceeds(read('admin', id));
    });
  });
});
