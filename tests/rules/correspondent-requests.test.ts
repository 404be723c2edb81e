import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, doc, getDoc, getDocs, setDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('correspondent-requests');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('correspondentRequests/r1').set({
      fromFirmId: 'firm-premium',
      toFirmId: 'firm-plus',
      court: 'High',
      message: 'Please attend a hearing for us.',
      createdAt: new Date(),
    });
    await db.doc('correspondentRequestCounts/firm-premium_2026-11-23').set({ firmId: 'firm-premium', count: 1 });
  });
});

const { as, anon } = actors(() => env);
const request = { fromFirmId: 'firm-free', toFirmId: 'firm-plus', court: 'High', message: 'Please help us.' };

describe('correspondentRequests: anonymous visitor', () => {
  it('cannot read a request', async () => {
    await assertFails(getDoc(doc(anon(), 'correspondentRequests/r1')));
  });
  it('cannot create a request', async () => {
    await assertFails(addDoc(collection(anon(), 'correspondentRequests'), request));
  });
});

describe('correspondentRequests: the sending firm', () => {
  it('reads its own request', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'correspondentRequests/r1')));
  });
  it('cannot write a request directly (the callable bounds and mails it)', async () => {
    await assertFails(addDoc(collection(as('freeFirm'), 'correspondentRequests'), request));
  });
  it('cannot reset its daily count', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'correspondentRequestCounts/firm-premium_2026-11-23'), { count: 0 }));
  });
});

describe('correspondentRequests: another firm', () => {
  it("cannot read another firm's request", async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'correspondentRequests/r1')));
  });
  it('cannot list requests', async () => {
    await assertFails(getDocs(collection(as('otherFirm'), 'correspondentRequests')));
  });
});

describe('correspondentRequests: admin', () => {
  it('reads a request', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'correspondentRequests/r1')));
  });
  it('cannot read the daily counts', async () => {
    await assertFails(getDoc(doc(as('admin'), 'correspondentRequestCounts/firm-premium_2026-11-23')));
  });
});
