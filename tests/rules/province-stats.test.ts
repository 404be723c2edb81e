import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

const benchmark = (province: string) => ({
  province,
  firmCount: 5,
  medianLeadsPerMonth: 2,
  medianConversionRate: 0.2,
  medianResponseMinutes: 90,
  updatedAt: 1,
});

describe('provinceStats: the median firm of a province, by actor', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('province-stats');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      await db.doc('provinceStats/Gauteng').set(benchmark('Gauteng'));
      await db.doc('provinceStats/Western Cape').set(benchmark('Western Cape'));
    });
  });

  const { as, anon } = actors(() => env);

  describe('anonymous visitor', () => {
    it('cannot read a benchmark', async () => {
      await assertFails(getDoc(doc(anon(), 'provinceStats/Gauteng')));
    });
  });

  describe('signed-in client (no firm)', () => {
    it('cannot read a benchmark', async () => {
      await assertFails(getDoc(doc(as('client'), 'provinceStats/Gauteng')));
    });
  });

  describe('free firm', () => {
    it('cannot read its province\u2019s benchmark', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'provinceStats/Gauteng')));
    });
  });

  describe('premium firm in Gauteng', () => {
    it('reads its own province\u2019s benchmark', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'provinceStats/Gauteng')));
    });
    it('cannot read another province\u2019s benchmark', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'provinceStats/Western Cape')));
    });
    it('cannot change the benchmark', async () => {
      await assertFails(updateDoc(doc(as('premiumFirm'), 'provinceStats/Gauteng'), { medianLeadsPerMonth: 0 }));
    });
  });

  describe('premium plus firm in the Western Cape', () => {
    it('reads its own province\u2019s benchmark', async () => {
      await assertSucceeds(getDoc(doc(as('plusFirm'), 'provinceStats/Western Cape')));
    });
    it('cannot read Gauteng\u2019s benchmark', async () => {
      await assertFails(getDoc(doc(as('plusFirm'), 'provinceStats/Gauteng')));
    });
  });

  describe('admin', () => {
    it('reads any benchmark', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'provinceStats/Western Cape')));
    });
    it('cannot write a benchmark from the browser', async () => {
      await assertFails(setDoc(doc(as('admin'), 'provinceStats/Limpopo'), benchmark('Limpopo')));
    });
  });
});
