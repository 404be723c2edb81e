import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { newDataSubjectRequest } from '@/domain/privacy/data-subject-requests';
import { actors, type Actor } from './actors';
import { rulesEnv } from './rules-env';

/** dataSubjectRequests: read by operators; written only by the audited callables. */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('data-subject-requests');
});
afterAll(() => env.cleanup());

// As recordDataSubjectRequest writes it: its owner's builder (src/domain/privacy/data-subject-requests.ts).
const REQUEST = newDataSubjectRequest({
  kind: 'erasure',
  email: 'thandi@example.co.za',
  details: '',
  receivedAt: Date.now(),
  recordedBy: 'ops@regmatch.test',
});
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('dataSubjectRequests/r1').set(REQUEST);
  });
});

const { as, anon } = actors(() => env);

describe('dataSubjectRequests', () => {
  it('an operator reads and lists them, but changes them only through the audited callables', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'dataSubjectRequests/r1')));
    await assertSucceeds(getDocs(collection(as('admin'), 'dataSubjectRequests')));
    await assertFails(updateDoc(doc(as('admin'), 'dataSubjectRequests/r1'), { status: 'done' }));
    await assertFails(addDoc(collection(as('admin'), 'dataSubjectRequests'), REQUEST));
  });
  it.each<Actor>(['client', 'premiumFirm', 'freeFirm'])('%s can neither read nor write one', async (actor) => {
    await assertFails(getDoc(doc(as(actor), 'dataSubjectRequests/r1')));
    await assertFails(addDoc(collection(as(actor), 'dataSubjectRequests'), REQUEST));
  });
  it('a visitor can neither read nor write one', async () => {
    await assertFails(getDocs(collection(anon(), 'dataSubjectRequests')));
    await assertFails(addDoc(collection(anon(), 'dataSubjectRequests'), REQUEST));
  });
});
