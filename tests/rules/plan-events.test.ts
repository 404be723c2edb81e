import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, updateDoc } from 'firebase/firestore';
import { Timestamp } from 'firebase/firestore';
import type { PlanEvent } from '@/domain/payments/plan-events';
import { actors, type Actor } from './actors';
import { rulesEnv } from './rules-env';

/** planEvents: the operator's lines about firms' paid plans; written only by the payment functions. */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('plan-events');
});
afterAll(() => env.cleanup());

// As tellOperatorOfPlanEvent writes it (functions/src/payments/plan-event-notice.ts).
const EVENT: PlanEvent = {
  firmId: 'firm-premium',
  firmName: 'Premium Firm',
  kind: 'started',
  fromPlan: 'free',
  toPlan: 'premium',
  endsAt: null,
  source: 'payfast',
};
beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('planEvents/e1')
      .set({ ...EVENT, at: Timestamp.now() });
  });
});

const { as, anon } = actors(() => env);

describe('planEvents', () => {
  it('an operator reads and lists them', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'planEvents/e1')));
    await assertSucceeds(getDocs(collection(as('admin'), 'planEvents')));
  });
  it('an operator cannot write, change or delete one', async () => {
    await assertFails(addDoc(collection(as('admin'), 'planEvents'), { ...EVENT, at: Timestamp.now() }));
    await assertFails(updateDoc(doc(as('admin'), 'planEvents/e1'), { kind: 'cancelled' }));
    await assertFails(deleteDoc(doc(as('admin'), 'planEvents/e1')));
  });
  it.each<Actor>(['premiumFirm', 'freeFirm', 'client'])(
    '%s can neither read nor write them, its own firm’s included',
    async (actor) => {
      await assertFails(getDoc(doc(as(actor), 'planEvents/e1')));
      await assertFails(getDocs(collection(as(actor), 'planEvents')));
      await assertFails(addDoc(collection(as(actor), 'planEvents'), { ...EVENT, at: Timestamp.now() }));
    },
  );
  it('a visitor can neither read nor write them', async () => {
    await assertFails(getDoc(doc(anon(), 'planEvents/e1')));
    await assertFails(addDoc(collection(anon(), 'planEvents'), { ...EVENT, at: Timestamp.now() }));
  });
});
