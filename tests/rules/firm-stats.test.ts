import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, limit, query, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

/** Figures as the lead trigger stores them (functions/src/analytics/firm-stats-store.ts), with the read they came from. */
const stats = (province: string) => ({
  province,
  months: [],
  funnel: { pending: 1, contacted: 0, converted: 0, closed: 0 },
  byPracticeArea: [],
  totals: { leads: 1, converted: 0, conversionRate: 0, medianResponseMinutes: null, leadsPerMonth: 0.1 },
  updatedAt: 1,
  readAt: Timestamp.fromMillis(1),
});

describe('firmStats: a firm\u2019s analytics figures, by actor', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('firm-stats');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await db.doc('firmStats/firm-free').set(stats('Gauteng'));
      await db.doc('firmStats/firm-premium').set(stats('Gauteng'));
      await db.doc('firmStats/firm-plus').set(stats('Western Cape'));
    });
  });

  const { as, anon } = actors(() => env);

  describe('anonymous visitor', () => {
    it('cannot read a firm\u2019s figures', async () => {
      await assertFails(getDoc(doc(anon(), 'firmStats/firm-premium')));
    });
    it('cannot write figures', async () => {
      await assertFails(setDoc(doc(anon(), 'firmStats/firm-premium'), stats('Gauteng')));
    });
  });

  describe('signed-in client (no firm)', () => {
    it('cannot read a firm\u2019s figures', async () => {
      await assertFails(getDoc(doc(as('client'), 'firmStats/firm-premium')));
    });
  });

  describe('free firm', () => {
    it('cannot read its own figures until it upgrades', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'firmStats/firm-free')));
    });
  });

  describe('premium firm', () => {
    it('reads its own figures', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'firmStats/firm-premium')));
    });
    it('cannot read another firm\u2019s figures', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'firmStats/firm-plus')));
    });
    it('cannot change its own figures', async () => {
      await assertFails(updateDoc(doc(as('premiumFirm'), 'firmStats/firm-premium'), { 'totals.leads': 99 }));
    });
    it('cannot create figures', async () => {
      await assertFails(setDoc(doc(as('premiumFirm'), 'firmStats/firm-new'), stats('Gauteng')));
    });
    it('cannot delete its own figures', async () => {
      await assertFails(deleteDoc(doc(as('premiumFirm'), 'firmStats/firm-premium')));
    });
  });

  describe('premium plus firm', () => {
    it('reads its own figures', async () => {
      await assertSucceeds(getDoc(doc(as('plusFirm'), 'firmStats/firm-plus')));
    });
  });

  describe('other firm (paid)', () => {
    it('cannot read a competitor\u2019s figures', async () => {
      await assertFails(getDoc(doc(as('otherFirm'), 'firmStats/firm-premium')));
    });
  });

  describe('admin', () => {
    it('reads any firm\u2019s figures', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'firmStats/firm-free')));
    });
    it('cannot write figures from the browser', async () => {
      await assertFails(setDoc(doc(as('admin'), 'firmStats/firm-free'), stats('Gauteng')));
    });
  });

  describe('the marketplace funnel (every firm\u2019s figures, src/features/admin/api/marketplace-funnel.ts)', () => {
    const everyFirm = (actor: 'admin' | 'premiumFirm' | 'plusFirm') =>
      getDocs(query(collection(as(actor), 'firmStats'), limit(2000)));
    it('an operator lists every firm\u2019s figures', async () => {
      const snap = await assertSucceeds(everyFirm('admin'));
      expect(snap.size).toBe(3);
    });
    it('a paid firm cannot list other firms\u2019 figures', async () => {
      await assertFails(everyFirm('premiumFirm'));
      await assertFails(everyFirm('plusFirm'));
    });
    it('a visitor cannot list them', async () => {
      await assertFails(getDocs(query(collection(anon(), 'firmStats'), limit(2000))));
    });
  });
});
