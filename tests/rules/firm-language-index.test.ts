import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, query, setDoc, where } from 'firebase/firestore';
import { firmLanguageIndexes } from '../../src/domain/matching/language-index';
import { actors } from './actors';
import { firmDoc, rulesEnv, seedFirms } from './rules-env';

// firmLanguageIndex/{language}_{firmId}: server only, like firmMatchIndex. Nobody can make a firm
// come first for a language it does not speak, or read which firms speak what with their keys.
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('firm-language-index');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    // As the firm writers store it (the same derivation setMatchIndex and the firm factory use).
    const [entry] = firmLanguageIndexes('firm-premium', firmDoc({ packageType: 'premium', languages: ['en', 'zu'] }));
    if (entry?.language !== 'zu') throw new Error('the seeded firm should be listed and speak isiZulu');
    await ctx
      .firestore()
      .doc('firmLanguageIndex/zu_firm-premium')
      .set({ ...entry });
  });
});

const { as, anon: anonymous } = actors(() => env);
const forged = { language: 'zu', firmId: 'firm-other', status: 'active', rating: 5, planRank: 3, matchKeys: ['*|*'] };

describe('firmLanguageIndex: anonymous visitor', () => {
  it('cannot read or query entries', async () => {
    await assertFails(getDoc(doc(anonymous(), 'firmLanguageIndex/zu_firm-premium')));
    await assertFails(getDocs(query(collection(anonymous(), 'firmLanguageIndex'), where('language', '==', 'zu'))));
  });
  it('cannot create an entry', async () => {
    await assertFails(setDoc(doc(anonymous(), 'firmLanguageIndex/zu_new'), forged));
  });
});

describe('firmLanguageIndex: firms', () => {
  it('a firm cannot read or delete its own entry', async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'firmLanguageIndex/zu_firm-premium')));
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'firmLanguageIndex/zu_firm-premium')));
  });
  it('another firm cannot claim a language for itself', async () => {
    await assertFails(setDoc(doc(as('otherFirm'), 'firmLanguageIndex/zu_firm-other'), forged));
  });
});

describe('firmLanguageIndex: admin and the functions', () => {
  it('an operator cannot read or write an entry', async () => {
    await assertFails(getDoc(doc(as('admin'), 'firmLanguageIndex/zu_firm-premium')));
    await assertFails(setDoc(doc(as('admin'), 'firmLanguageIndex/zu_firm-premium'), forged));
  });
  it('the functions (Admin SDK, rules bypassed) read the entry', async () => {
    await env.withSecurityRulesDisabled(async (ctx) => {
      await assertSucceeds(getDoc(doc(ctx.firestore(), 'firmLanguageIndex/zu_firm-premium')));
    });
  });
});
