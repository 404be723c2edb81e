import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

const counts = { counts: { 'johannesburg:family': 3 }, updatedAt: 1 };

describe('stats/practiceAreaCounts and practiceAreaContributions, by actor', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('practice-area-counts');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await db.doc('stats/practiceAreaCounts').set(counts);
      await db.doc('stats/other').set({ secret: true });
      await db.doc('practiceAreaContributions/firm-premium').set({ keys: ['johannesburg:family'] });
    });
  });

  const { as, anon } = actors(() => env);

  describe('anonymous visitor (the city pages)', () => {
    it('reads the counts', async () => {
      await assertSucceeds(getDoc(doc(anon(), 'stats/practiceAreaCounts')));
    });
    it('cannot change them', async () => {
      await assertFails(setDoc(doc(anon(), 'stats/practiceAreaCounts'), { counts: { 'johannesburg:family': 999 } }));
      await assertFails(deleteDoc(doc(anon(), 'stats/practiceAreaCounts')));
    });
    it('reads no other stats document and no firm’s share', async () => {
      await assertFails(getDoc(doc(anon(), 'stats/other')));
      await assertFails(getDoc(doc(anon(), 'practiceAreaContributions/firm-premium')));
    });
  });

  describe('a firm', () => {
    it('reads the counts but cannot raise its own', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'stats/practiceAreaCounts')));
      await assertFails(updateDoc(doc(as('premiumFirm'), 'stats/practiceAreaCounts'), { 'counts.johannesburg:family': 50 }));
    });
    it('can neither read nor write its share', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'practiceAreaContributions/firm-premium')));
      await assertFails(setDoc(doc(as('premiumFirm'), 'practiceAreaContributions/firm-premium'), { keys: [] }));
    });
  });

  describe('operator (admin)', () => {
    it('reads the counts, but writes nothing: only the trigger keeps them', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'stats/practiceAreaCounts')));
      await assertFails(setDoc(doc(as('admin'), 'stats/practiceAreaCounts'), counts));
      await assertFails(getDoc(doc(as('admin'), 'practiceAreaContributions/firm-premium')));
    });
  });
});
