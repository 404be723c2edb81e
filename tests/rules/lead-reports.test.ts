import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, orderBy, query, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

/**
 * leadReports/{leadId}: the operator's queue of leads firms reported as not genuine. Only
 * operators read it; nobody writes it from a browser (reportLead and decideLeadReport do), so a
 * firm cannot accept its own report, and no firm learns what others reported.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('lead-reports');
});
afterAll(() => env.cleanup());

const at = Timestamp.now();
// As reportLead writes it (functions/src/lead-reports/report-lead.ts).
const report = {
  leadId: 'lead-1',
  firmId: 'firm-free',
  firmName: 'Free Firm',
  reason: 'spam',
  note: 'Nobody by that name; the number is not in service.',
  state: 'open',
  leadCreatedAt: at,
  practiceArea: 'family',
  area: 'Soweto',
  freeSlot: true,
  createdAt: at,
};

beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('leadReports/lead-1').set(report);
  });
});

const { as, anon } = actors(() => env);

describe('leadReports: operator', () => {
  it('reads a report and lists the queue newest first', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'leadReports/lead-1')));
    await assertSucceeds(getDocs(query(collection(as('admin'), 'leadReports'), orderBy('createdAt', 'desc'))));
  });
  it('cannot decide a report by writing it: decideLeadReport does, with the audit trail', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'leadReports/lead-1'), { state: 'accepted' }));
    await assertFails(deleteDoc(doc(as('admin'), 'leadReports/lead-1')));
  });
});

describe('leadReports: the reporting firm', () => {
  it('cannot read the queue entry (it reads the outcome on its lead)', async () => {
    await assertFails(getDoc(doc(as('freeFirm'), 'leadReports/lead-1')));
  });
  it('cannot accept its own report or file one without the callable', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'leadReports/lead-1'), { state: 'accepted' }));
    await assertFails(setDoc(doc(as('freeFirm'), 'leadReports/lead-2'), { ...report, leadId: 'lead-2' }));
  });
});

describe('leadReports: other actors', () => {
  it('another firm cannot list or read reports', async () => {
    await assertFails(getDocs(collection(as('otherFirm'), 'leadReports')));
    await assertFails(getDoc(doc(as('premiumFirm'), 'leadReports/lead-1')));
  });
  it('a signed-in client and an anonymous visitor cannot read or write', async () => {
    await assertFails(getDoc(doc(as('client'), 'leadReports/lead-1')));
    await assertFails(getDoc(doc(anon(), 'leadReports/lead-1')));
    await assertFails(setDoc(doc(anon(), 'leadReports/lead-3'), report));
  });
});
