import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

/**
 * erasedAddresses/{sha256} (written by erasePersonalData) and system/retention (the retention
 * job's cursor) are functions-only: every browser actor is refused, operators included.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('erased-addresses');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('erasedAddresses/h1').set({ erasedAt: Timestamp.now() });
    await ctx.firestore().doc('system/retention').set({ leadsDoneUntil: Timestamp.now(), leadsDoneId: 'lead-1' });
  });
});

const { as, anon } = actors(() => env);
const browsers = {
  anonymous: () => anon(),
  client: () => as('client'),
  premiumFirm: () => as('premiumFirm'),
  admin: () => as('admin'),
};

describe.each(Object.entries(browsers))('%s', (_, db) => {
  it('cannot tell whether an address was erased', async () => {
    await assertFails(getDoc(doc(db(), 'erasedAddresses/h1')));
    await assertFails(getDocs(collection(db(), 'erasedAddresses')));
  });
  it('cannot un-erase an address or add one', async () => {
    await assertFails(deleteDoc(doc(db(), 'erasedAddresses/h1')));
    await assertFails(setDoc(doc(db(), 'erasedAddresses/h2'), { erasedAt: Timestamp.now() }));
  });
  it('cannot read or move the retention cursor', async () => {
    await assertFails(getDoc(doc(db(), 'system/retention')));
    await assertFails(setDoc(doc(db(), 'system/retention'), { leadsDoneUntil: Timestamp.now(), leadsDoneId: 'x' }));
  });
});
