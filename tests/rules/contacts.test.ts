import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, updateDoc, deleteDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

describe('contacts, as every actor sees them', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('contacts');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('contacts/c1')
        .set({ firstName: 'Lerato', lastName: 'Mokoena', email: 'lerato@example.co.za', consent: true });
    });
  });

  const { as, anon } = actors(() => env);
  const contact = { firstName: 'A', lastName: 'B', email: 'a@example.co.za', consent: true };

  describe('contacts: anonymous visitor', () => {
    it('cannot create a contact', async () => {
      await assertFails(addDoc(collection(anon(), 'contacts'), contact));
    });
    it('cannot read a contact', async () => {
      await assertFails(getDoc(doc(anon(), 'contacts/c1')));
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
});

describe('contacts: the operator view', () => {
  /** Client contact records are personal information: only operators read them; nobody writes. */
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('contacts-admin');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('contacts/c-1')
        .set({ firstName: 'Lerato', lastName: 'M', email: 'lerato@example.co.za', consent: true });
    });
  });

  const { as, anon } = actors(() => env);

  describe('contacts: admin', () => {
    it('reads a contact', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'contacts/c-1')));
    });
    it('lists contacts', async () => {
      await assertSucceeds(getDocs(collection(as('admin'), 'contacts')));
    });
    it('cannot create a contact', async () => {
      await assertFails(addDoc(collection(as('admin'), 'contacts'), { firstName: 'X' }));
    });
    it('cannot change a contact', async () => {
      await assertFails(updateDoc(doc(as('admin'), 'contacts/c-1'), { email: 'other@example.co.za' }));
    });
    it('cannot delete a contact', async () => {
      await assertFails(deleteDoc(doc(as('admin'), 'contacts/c-1')));
    });
  });

  describe('contacts: firm user', () => {
    it('cannot read a contact', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'contacts/c-1')));
    });
    it('cannot list contacts', async () => {
      await assertFails(getDocs(collection(as('plusFirm'), 'contacts')));
    });
  });

  describe('contacts: the client themselves and visitors', () => {
    it('a signed-in client cannot read a contact', async () => {
      await assertFails(getDoc(doc(as('client'), 'contacts/c-1')));
    });
    it('an anonymous visitor cannot read a contact', async () => {
      await assertFails(getDoc(doc(anon(), 'contacts/c-1')));
    });
    it('an anonymous visitor cannot create a contact', async () => {
      await assertFails(addDoc(collection(anon(), 'contacts'), { firstName: 'X' }));
    });
  });
});
