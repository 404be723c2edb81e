import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, collection, setDoc, updateDoc, Timestamp } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('lead-releases');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('leadReleases/h1').set(release);
  });
});

const release = {
  leadId: 'accepted-o1',
  firmId: 'firm-premium',
  firmName: 'Test Firm',
  originalLeadId: 'orig-1',
  need: 'Evictions',
  expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
  createdAt: Timestamp.now(),
  usedAt: null,
  decision: null,
};
const { as, anon } = actors(() => env);

describe('leadReleases: anonymous visitor', () => {
  it('cannot read a release', async () => {
    await assertFails(getDoc(doc(anon(), 'leadReleases/h1')));
  });
  it('cannot mark a release used', async () => {
    await assertFails(updateDoc(doc(anon(), 'leadReleases/h1'), { usedAt: Timestamp.now(), decision: 'release' }));
  });
});

describe('leadReleases: signed-in client', () => {
  it('cannot list releases', async () => {
    await assertFails(getDocs(collection(as('client'), 'leadReleases')));
  });
  it('cannot create a release', async () => {
    await assertFails(setDoc(doc(as('client'), 'leadReleases/h2'), release));
  });
});

describe('leadReleases: the firm that accepted the lead', () => {
  it('cannot read its own release', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'leadReleases/h1')));
  });
  it('cannot answer for the client', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'leadReleases/h1'), { usedAt: Timestamp.now(), decision: 'release' }));
  });
  it('cannot create a release for itself', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'leadReleases/h2'), release));
  });
});

describe('leadReleases: another firm', () => {
  it('cannot read a release', async () => {
    await assertFails(getDoc(doc(as('plusFirm'), 'leadReleases/h1')));
  });
});

describe('leadReleases: admin', () => {
  it('cannot read a release from the browser (functions only)', async () => {
    await assertFails(getDoc(doc(as('admin'), 'leadReleases/h1')));
  });
  it('cannot delete a release', async () => {
    await assertFails(deleteDoc(doc(as('admin'), 'leadReleases/h1')));
  });
});
