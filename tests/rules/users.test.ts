import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('users');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('users/u-premium')
      .set({ firmId: 'firm-premium', role: 'firm_admin', email: 'premium@firm.test', lastLogin: null });
    await ctx
      .firestore()
      .doc('users/u-other')
      .set({ firmId: 'firm-other', role: 'firm_admin', email: 'other@firm.test', lastLogin: null });
  });
});

const { as, anon } = actors(() => env);

describe('users: anonymous visitor', () => {
  it('cannot read a user record', async () => {
    await assertFails(getDoc(doc(anon(), 'users/u-premium')));
  });
  it('cannot create a user record', async () => {
    await assertFails(setDoc(doc(anon(), 'users/u-new'), { firmId: 'firm-premium', role: 'firm_admin' }));
  });
});

describe('users: the user itself', () => {
  it('reads its own record', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'users/u-premium')));
  });
  it('stamps lastLogin with the server time', async () => {
    await assertSucceeds(updateDoc(doc(as('premiumFirm'), 'users/u-premium'), { lastLogin: serverTimestamp() }));
  });
  it('cannot stamp lastLogin with a time of its choosing', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'users/u-premium'), { lastLogin: Timestamp.fromMillis(0) }));
  });
  it('cannot move itself to another firm', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'users/u-premium'), { firmId: 'firm-other', lastLogin: serverTimestamp() }),
    );
  });
  it('cannot change its role', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'users/u-premium'), { role: 'admin' }));
  });
  it('cannot create its own record', async () => {
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('users/u-premium').delete());
    await assertFails(
      setDoc(doc(as('premiumFirm'), 'users/u-premium'), {
        firmId: 'firm-premium',
        role: 'firm_admin',
        email: 'premium@firm.test',
      }),
    );
  });
  it('cannot delete its record', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'users/u-premium')));
  });
});

describe('users: another firm user', () => {
  it('cannot read someone else’s record', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'users/u-premium')));
  });
  it('cannot stamp someone else’s lastLogin', async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'users/u-premium'), { lastLogin: serverTimestamp() }));
  });
});

describe('users: admin', () => {
  it('reads any user record', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'users/u-premium')));
  });
  it('cannot rewrite a user record (claims and records come from functions)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'users/u-premium'), { role: 'admin' }));
  });
});
