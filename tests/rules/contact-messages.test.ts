import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
} from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('contact-messages');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('contactMessages/m1').set({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      topic: 'general',
      message: 'How do I find a lawyer in Polokwane?',
      status: 'new',
      createdAt: new Date(),
    });
  });
});

const { as, anon: anonymous } = actors(() => env);
const message = { name: 'X', email: 'x@example.co.za', topic: 'general', message: 'Hello there, team.', status: 'new' };

describe('contactMessages: anonymous visitor', () => {
  it('cannot write a message directly (only the callable does)', async () => {
    await assertFails(addDoc(collection(anonymous(), 'contactMessages'), message));
  });
  it('cannot read a message', async () => {
    await assertFails(getDoc(doc(anonymous(), 'contactMessages/m1')));
  });
});

describe('contactMessages: signed-in client', () => {
  it('cannot create a message', async () => {
    await assertFails(addDoc(collection(as('client'), 'contactMessages'), message));
  });
  it('cannot list messages', async () => {
    await assertFails(getDocs(collection(as('client'), 'contactMessages')));
  });
});

describe('contactMessages: a firm', () => {
  it('cannot read a message', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'contactMessages/m1')));
  });
  it('cannot mark a message handled', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'contactMessages/m1'), { status: 'handled', updatedAt: serverTimestamp() }),
    );
  });
});

describe('contactMessages: admin', () => {
  it('lists the newest messages, one page', async () => {
    await assertSucceeds(getDocs(query(collection(as('admin'), 'contactMessages'), orderBy('createdAt', 'desc'), limit(20))));
  });
  it('marks a message read', async () => {
    await assertSucceeds(updateDoc(doc(as('admin'), 'contactMessages/m1'), { status: 'read', updatedAt: serverTimestamp() }));
  });
  it('marks a message handled', async () => {
    await assertSucceeds(updateDoc(doc(as('admin'), 'contactMessages/m1'), { status: 'handled', updatedAt: serverTimestamp() }));
  });
  it('cannot set an unknown status', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'contactMessages/m1'), { status: 'deleted', updatedAt: serverTimestamp() }));
  });
  it('cannot change what the visitor wrote', async () => {
    await assertFails(
      updateDoc(doc(as('admin'), 'contactMessages/m1'), { status: 'read', message: 'edited', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot create a message', async () => {
    await assertFails(addDoc(collection(as('admin'), 'contactMessages'), message));
  });
  it('cannot delete a message', async () => {
    await assertFails(deleteDoc(doc(as('admin'), 'contactMessages/m1')));
  });
});
