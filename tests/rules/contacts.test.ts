import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { ACTORS, rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('contacts');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('contacts/c1').set({ firstName: 'Lerato', lastName: 'Mokoena', email: 'lerato@example.co.za', consent: true });
  });
});

const as = (actor: keyof typeof ACTORS) => env.authenticatedContext(ACTORS[actor].uid, ACTORS[actor].token).firestore();
const contact = { firstName: 'A', lastName: 'B', email: 'a@example.co.za', consent: true };

describe('contacts: anonymous visitor', () => {
  it('cannot create a contact', async () => {
    await assertFails(addDoc(collection(env.unauthenticatedContext().firestore(), 'contacts'), contact));
  });
  it('cannot read a contact', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'contacts/c1')));
  });
});

describe('contacts: signed-in client', () => {
  it('cannot create a contact', async () => {
    await assertFails(addDoc(collection(as('client'), 'contacts'), contact));
  });
  it('cannot list contacts', async () => {
    await assertFails(getDocs(collection(as('client'), 'contacts')));
  });
});

describe('contacts: paid firm', () => {
  it('cannot read client contacts', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'contacts/c1')));
  });
});

describe('contacts: admin', () => {
  it('reads a contact', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'contacts/c1')));
  });
  it('cannot edit a contact directly', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'contacts/c1'), { email: 'x@example.co.za' }));
  });
});
