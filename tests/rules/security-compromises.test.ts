import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from 'firebase/firestore';
import { newSecurityCompromise } from '@/domain/privacy/security-compromises';
import { actors, type Actor } from './actors';
import { rulesEnv } from './rules-env';

/** securityCompromises: read by operators; written only by the audited callables. */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('security-compromises');
});
afterAll(() => env.cleanup());

// As recordSecurityCompromise writes it: its owner's builder (src/domain/privacy/security-compromises.ts).
const COMPROMISE = newSecurityCompromise(
  {
    summary: 'A copy of the request list was downloaded with a stolen operator password.',
    confirmed: true,
    types: ['unauthorised-access'],
    occurredOn: null,
    discoveredOn: '2026-11-30',
    categories: ['contact'],
    consequences: 'Someone may pretend to be a law firm.',
    stepsTaken: 'The password was blocked.',
    unauthorisedPerson: '',
    delayReason: '',
  },
  [
    {
      identifier: 'thandi@example.co.za',
      email: 'thandi@example.co.za',
      phone: null,
      leadId: null,
      locale: 'zu',
      found: true,
      notifiedAt: null,
      channels: [],
    },
  ],
  { at: new Date(), by: 'ops@regmatch.test' },
);
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('securityCompromises/c1').set(COMPROMISE);
  });
});

const { as, anon } = actors(() => env);

describe('securityCompromises', () => {
  it('an operator reads and lists them, but changes them only through the audited callables', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'securityCompromises/c1')));
    await assertSucceeds(getDocs(collection(as('admin'), 'securityCompromises')));
    await assertFails(updateDoc(doc(as('admin'), 'securityCompromises/c1'), { noticesSentAt: new Date() }));
    await assertFails(setDoc(doc(as('admin'), 'securityCompromises/c2'), COMPROMISE));
    await assertFails(deleteDoc(doc(as('admin'), 'securityCompromises/c1')));
  });
  it.each<Actor>(['client', 'premiumFirm', 'freeFirm'])('%s can neither read nor write one', async (actor) => {
    await assertFails(getDoc(doc(as(actor), 'securityCompromises/c1')));
    await assertFails(getDocs(collection(as(actor), 'securityCompromises')));
    await assertFails(addDoc(collection(as(actor), 'securityCompromises'), COMPROMISE));
    await assertFails(updateDoc(doc(as(actor), 'securityCompromises/c1'), { regulatorReference: 'x' }));
  });
  it('a visitor can neither read nor write one', async () => {
    await assertFails(getDoc(doc(anon(), 'securityCompromises/c1')));
    await assertFails(addDoc(collection(anon(), 'securityCompromises'), COMPROMISE));
  });
});
