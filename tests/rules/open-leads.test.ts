import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, serverTimestamp, setDoc, updateDoc } from 'firebase/firestore';
import { ACTORS, rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('open-leads');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('openLeads/gauteng-open').set({ province: 'Gauteng', practiceArea: 'evictions', serviceLabel: 'Evictions', displayName: 'Nomsa M.', state: 'open', originalLeadId: 'l1' });
  });
});

const as = (actor: keyof typeof ACTORS) => env.authenticatedContext(ACTORS[actor].uid, ACTORS[actor].token).firestore();
const openLead = { province: 'Gauteng', practiceArea: 'x', serviceLabel: 'X', displayName: 'Anonymous Client', state: 'open', originalLeadId: 'l2' };

describe('openLeads: anonymous visitor', () => {
  it('cannot create an open lead', async () => {
    await assertFails(addDoc(collection(env.unauthenticatedContext().firestore(), 'openLeads'), openLead));
  });
  it('cannot read an open lead', async () => {
    await assertFails(getDoc(doc(env.unauthenticatedContext().firestore(), 'openLeads/gauteng-open')));
  });
});

describe('openLeads: signed-in client', () => {
  it('cannot create an open lead', async () => {
    await assertFails(setDoc(doc(as('client'), 'openLeads/mine'), openLead));
  });
});

describe('openLeads: free firm in the province', () => {
  it('cannot read an open lead', async () => {
    await assertFails(getDoc(doc(as('freeFirm'), 'openLeads/gauteng-open')));
  });
});

describe('openLeads: premium firm in the province', () => {
  it('reads the open lead', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'openLeads/gauteng-open')));
  });
  it('cannot take it by writing the state directly', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'openLeads/gauteng-open'), { state: 'taken', updatedAt: serverTimestamp() }));
  });
  it('cannot create an open lead', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'openLeads/new'), openLead));
  });
});

describe('openLeads: paid firm in another province', () => {
  it('cannot read the open lead', async () => {
    await assertFails(getDoc(doc(as('plusFirm'), 'openLeads/gauteng-open')));
  });
});
