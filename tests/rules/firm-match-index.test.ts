import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, updateDoc, where } from 'firebase/firestore';
import { matchIndexFor } from '../fixtures/firm-factory';
import { actors } from './actors';
import { firmDoc, rulesEnv, seedFirms } from './rules-env';

// firmMatchIndex/{firmId}: server only. Browsers never download the match keys (most of a firm's
// bytes) and nobody can make a firm findable for somewhere it does not work.
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('firm-match-index');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('firmMatchIndex/firm-premium')
      .set(matchIndexFor(firmDoc({ packageType: 'premium' })));
  });
});

const { as, anon: anonymous } = actors(() => env);
const forged = { status: 'active', rating: 5, planRank: 3, matchKeys: ['*|*'] };

describe('firmMatchIndex: anonymous visitor', () => {
  it('cannot read an entry', async () => {
    await assertFails(getDoc(doc(anonymous(), 'firmMatchIndex/firm-premium')));
  });
  it('cannot query entries', async () => {
    await assertFails(getDocs(query(collection(anonymous(), 'firmMatchIndex'), where('status', '==', 'active'))));
  });
  it('cannot create an entry', async () => {
    await assertFails(setDoc(doc(anonymous(), 'firmMatchIndex/new'), forged));
  });
});

describe('firmMatchIndex: the firm itself', () => {
  it('cannot read its own entry', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'firmMatchIndex/firm-premium')));
  });
  it('cannot rewrite its own keys', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'firmMatchIndex/firm-premium'), { matchKeys: ['*|*'] }));
  });
  it('cannot raise its own rating or plan rank', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'firmMatchIndex/firm-premium'), { rating: 5, planRank: 3 }));
  });
  it('cannot delete its own entry', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'firmMatchIndex/firm-premium')));
  });
});

describe('firmMatchIndex: another firm', () => {
  it('cannot read another firm’s entry', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'firmMatchIndex/firm-premium')));
  });
  it('cannot create an entry for itself', async () => {
    await assertFails(setDoc(doc(as('otherFirm'), 'firmMatchIndex/firm-other'), forged));
  });
});

describe('firmMatchIndex: admin', () => {
  it('cannot read an entry (operators see firms, not keys)', async () => {
    await assertFails(getDoc(doc(as('admin'), 'firmMatchIndex/firm-premium')));
  });
  it('cannot write an entry', async () => {
    await assertFails(setDoc(doc(as('admin'), 'firmMatchIndex/firm-premium'), forged));
  });
});

describe('firmMatchIndex: the functions (Admin SDK, rules bypassed)', () => {
  it('read the entry the firm factory derived', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore(), 'firmMatchIndex/firm-premium')));
    });
  });
});
