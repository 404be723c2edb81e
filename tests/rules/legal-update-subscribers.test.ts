import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, deleteDoc, doc, getDoc, getDocs, setDoc, Timestamp, updateDoc } from 'firebase/firestore';
import { LEGAL_UPDATES_CONSENT } from '../../src/domain/blog/legal-updates-text';
import { PRIVACY_POLICY_VERSION } from '../../src/domain/shared/brand';
import { actors } from './actors';
import { rulesEnv } from './rules-env';

/**
 * legalUpdateSubscribers/{sha256(email)} and legalUpdateConfirmations/{sha256(token)} are written
 * by subscribeToLegalUpdates, confirmLegalUpdatesSubscription and unsubscribeFromLegalUpdates only.
 * No browser actor may read an address, a consent record or a token, nor subscribe, confirm or
 * unsubscribe anyone by writing: operators included (they send through sendLegalUpdate).
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('legal-update-subscribers');
});
afterAll(() => env.cleanup());

const now = Timestamp.now();
/** As subscribeToLegalUpdates and confirmLegalUpdatesSubscription leave a confirmed subscriber. */
const subscriber = {
  email: 'thandi@example.co.za',
  state: 'confirmed',
  consent: { purpose: LEGAL_UPDATES_CONSENT, policyVersion: PRIVACY_POLICY_VERSION, givenAt: now },
  createdAt: now,
  updatedAt: now,
  confirmedAt: now,
  unsubscribedAt: null,
  unsubscribeToken: 'u'.repeat(43),
};
const confirmation = { subscriberId: 's1', createdAt: now, expiresAt: now, usedAt: null };

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx.firestore().doc('legalUpdateSubscribers/s1').set(subscriber);
    await ctx.firestore().doc('legalUpdateConfirmations/h1').set(confirmation);
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

describe.each(Object.entries(browsers))('%s', (_, db) => {
  it('cannot read a subscriber or list the subscribers', async () => {
    await assertFails(getDoc(doc(db(), 'legalUpdateSubscribers/s1')));
    await assertFails(getDocs(collection(db(), 'legalUpdateSubscribers')));
  });
  it('cannot subscribe an address by writing a record', async () => {
    await assertFails(setDoc(doc(db(), 'legalUpdateSubscribers/s2'), { ...subscriber, email: 'other@example.co.za' }));
  });
  it('cannot confirm, unsubscribe or delete a subscriber', async () => {
    await assertFails(updateDoc(doc(db(), 'legalUpdateSubscribers/s1'), { state: 'unsubscribed' }));
    await assertFails(deleteDoc(doc(db(), 'legalUpdateSubscribers/s1')));
  });
  it('cannot read, spend or forge a confirmation link', async () => {
    await assertFails(getDoc(doc(db(), 'legalUpdateConfirmations/h1')));
    await assertFails(getDocs(collection(db(), 'legalUpdateConfirmations')));
    await assertFails(updateDoc(doc(db(), 'legalUpdateConfirmations/h1'), { usedAt: now }));
    await assertFails(setDoc(doc(db(), 'legalUpdateConfirmations/h2'), confirmation));
  });
});
