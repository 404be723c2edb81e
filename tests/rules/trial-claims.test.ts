import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { planChange } from '@/domain/firms/plan-change';
import { actors } from './actors';
import { accountDoc, rulesEnv, seedFirms } from './rules-env';

/**
 * trialClaims/{normalised LPC number} (written by the PayFast notification that starts a free
 * month) is functions-only: every browser actor is refused, operators included. The account's
 * billing fields of issue 24 (cancelAt, premiumTrialUsed) are readable by the firm and written
 * by functions alone.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('trial-claims');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('trialClaims/LPC123456').set({ claimedAt: Timestamp.now() });
    // A Premium firm that cancelled with paid time left, written as cancelSubscription writes it.
    const now = new Date();
    const paid = accountDoc('premium', { email: 'firm-premium@firm.test' });
    const cancelAt = new Date(now.getTime() + 10 * 24 * 3600_000);
    const scheduled = planChange(
      { packageType: 'premium', account: { ...paid, nextPaymentDate: cancelAt, subscriptionToken: 'tok-1' } },
      'premium',
      { cause: 'scheduled-cancellation', now, cancelAt },
    );
    await ctx
      .firestore()
      .doc('firms/firm-premium/private/account')
      .set({ ...paid, ...scheduled.account });
  });
});

const { as, anon } = actors(() => env);
const browsers = {
  anonymous: () => anon(),
  client: () => as('client'),
  freeFirm: () => as('freeFirm'),
  premiumFirm: () => as('premiumFirm'),
  admin: () => as('admin'),
};

describe.each(Object.entries(browsers))('trialClaims: %s', (_, db) => {
  it('cannot learn whether an LPC number had a free month', async () => {
    await assertFails(getDoc(doc(db(), 'trialClaims/LPC123456')));
    await assertFails(getDocs(collection(db(), 'trialClaims')));
  });
  it('cannot clear a claim or make one', async () => {
    await assertFails(deleteDoc(doc(db(), 'trialClaims/LPC123456')));
    await assertFails(setDoc(doc(db(), 'trialClaims/LPC999'), { claimedAt: Timestamp.now() }));
  });
});

describe('account billing fields: the cancelled Premium firm itself', () => {
  const own = () => doc(browsers.premiumFirm(), 'firms/firm-premium/private/account');
  it('reads the date its plan ends', async () => {
    const snap = await assertSucceeds(getDoc(own()));
    expect(snap.get('cancelAt')).toBeInstanceOf(Timestamp);
  });
  it('cannot move or clear the end of its plan', async () => {
    await assertFails(updateDoc(own(), { cancelAt: null }));
    await assertFails(updateDoc(own(), { cancelAt: Timestamp.fromMillis(Date.now() + 365 * 24 * 3600_000) }));
  });
  it('cannot give itself another free month', async () => {
    await assertFails(updateDoc(own(), { premiumTrialUsed: false }));
  });
});

describe('account billing fields: other actors', () => {
  it('another firm cannot read the end of a plan', async () => {
    await assertFails(getDoc(doc(browsers.freeFirm(), 'firms/firm-premium/private/account')));
  });
  it('an operator reads it but cannot change it from a browser', async () => {
    await assertSucceeds(getDoc(doc(browsers.admin(), 'firms/firm-premium/private/account')));
    await assertFails(updateDoc(doc(browsers.admin(), 'firms/firm-premium/private/account'), { cancelAt: null }));
  });
});
