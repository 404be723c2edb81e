import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, query, serverTimestamp, setDoc, updateDoc, where } from 'firebase/firestore';
import { ACTORS, rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('leads');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    const lead = (firmId: string) => ({ firmId, status: 'pending', province: 'Gauteng', practiceArea: 'divorce-separation', source: 'matching', formData: { email: 'c@example.co.za', location: 'Gauteng', city: 'Soweto' } });
    await db.doc('leads/free-lead').set(lead('firm-free'));
    await db.doc('leads/premium-lead').set(lead('firm-premium'));
  });
});

const as = (actor: keyof typeof ACTORS) => env.authenticatedContext(ACTORS[actor].uid, ACTORS[actor].token).firestore();
const anon = () => env.unauthenticatedContext().firestore();
const newLead = { firmId: 'firm-premium', status: 'pending', province: 'Gauteng', practiceArea: 'x', source: 'matching', formData: {} };

describe('leads: anonymous visitor', () => {
  it('cannot create a lead', async () => {
    await assertFails(addDoc(collection(anon(), 'leads'), newLead));
  });
  it('cannot read a lead', async () => {
    await assertFails(getDoc(doc(anon(), 'leads/premium-lead')));
  });
  it('cannot list leads', async () => {
    await assertFails(getDocs(collection(anon(), 'leads')));
  });
});

describe('leads: signed-in client', () => {
  it('cannot create a lead', async () => {
    await assertFails(setDoc(doc(as('client'), 'leads/mine'), newLead));
  });
  it('cannot read a lead', async () => {
    await assertFails(getDoc(doc(as('client'), 'leads/premium-lead')));
  });
});

describe('leads: free firm', () => {
  it('cannot read its own lead until it upgrades', async () => {
    await assertFails(getDoc(doc(as('freeFirm'), 'leads/free-lead')));
  });
  it('cannot list its own leads', async () => {
    await assertFails(getDocs(query(collection(as('freeFirm'), 'leads'), where('firmId', '==', 'firm-free'))));
  });
  it('cannot create a lead for itself', async () => {
    await assertFails(setDoc(doc(as('freeFirm'), 'leads/self'), { ...newLead, firmId: 'firm-free' }));
  });
});

describe('leads: premium firm', () => {
  it('reads its own lead', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'leads/premium-lead')));
  });
  it('lists its own leads', async () => {
    await assertSucceeds(getDocs(query(collection(as('premiumFirm'), 'leads'), where('firmId', '==', 'firm-premium'))));
  });
  it('cannot create a lead', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'leads/self'), newLead));
  });
  it('cannot reassign its lead to another firm', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'leads/premium-lead'), { firmId: 'firm-other', updatedAt: serverTimestamp() }));
  });
  it('cannot delete its lead', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'leads/premium-lead')));
  });
});

describe('leads: another firm', () => {
  it('never reads a lead assigned to a different firm', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'leads/premium-lead')));
  });
  it('cannot list a different firm’s leads', async () => {
    await assertFails(getDocs(query(collection(as('otherFirm'), 'leads'), where('firmId', '==', 'firm-premium'))));
  });
  it('cannot change a different firm’s lead status', async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'leads/premium-lead'), { status: 'contacted', updatedAt: serverTimestamp() }));
  });
});

describe('leads: admin', () => {
  it('reads any lead', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'leads/free-lead')));
  });
  it('cannot create a lead directly (functions only)', async () => {
    await assertFails(setDoc(doc(as('admin'), 'leads/by-hand'), newLead));
  });
});
