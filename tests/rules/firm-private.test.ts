import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, setDoc, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { accountDoc, rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('firm-private');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    for (const id of ['firm-free', 'firm-premium']) {
      await ctx
        .firestore()
        .doc(`firms/${id}/private/account`)
        .set(accountDoc('free', { email: `${id}@firm.test`, leadsThisMonth: 1 }));
    }
  });
});

const { as, anon } = actors(() => env);
const account = (db: ReturnType<typeof as>, id: string) => doc(db, `firms/${id}/private/account`);

describe('firm private account: anonymous visitor', () => {
  it('cannot read it', async () => {
    await assertFails(getDoc(account(anon(), 'firm-free')));
  });
  it('cannot write it', async () => {
    await assertFails(setDoc(account(anon(), 'firm-free'), { paymentStatus: 'active' }));
  });
});

describe('firm private account: the free firm itself', () => {
  it('reads its own account', async () => {
    await assertSucceeds(getDoc(account(as('freeFirm'), 'firm-free')));
  });
  it('cannot reset its own lead count', async () => {
    await assertFails(updateDoc(account(as('freeFirm'), 'firm-free'), { leadsThisMonth: 0 }));
  });
  it('cannot raise its own quota', async () => {
    await assertFails(updateDoc(account(as('freeFirm'), 'firm-free'), { maxLeadsPerMonth: -1 }));
  });
  it('cannot mark its payment active', async () => {
    await assertFails(updateDoc(account(as('freeFirm'), 'firm-free'), { paymentStatus: 'active', pendingPlan: null }));
  });
  it('cannot delete its account document', async () => {
    await assertFails(deleteDoc(account(as('freeFirm'), 'firm-free')));
  });
});

describe('firm private account: the premium firm itself', () => {
  it('reads its own account', async () => {
    await assertSucceeds(getDoc(account(as('premiumFirm'), 'firm-premium')));
  });
  it('cannot write it either', async () => {
    await assertFails(updateDoc(account(as('premiumFirm'), 'firm-premium'), { phone: '+27 11 000 0000' }));
  });
});

describe('firm private account: another firm', () => {
  it('cannot read it', async () => {
    await assertFails(getDoc(account(as('otherFirm'), 'firm-premium')));
  });
  it('cannot write it', async () => {
    await assertFails(updateDoc(account(as('otherFirm'), 'firm-premium'), { leadsThisMonth: 0 }));
  });
});

describe('firm private account: client without a firm', () => {
  it('cannot read it', async () => {
    await assertFails(getDoc(account(as('client'), 'firm-premium')));
  });
});

describe('firm private account: admin', () => {
  it('reads any account', async () => {
    await assertSucceeds(getDoc(account(as('admin'), 'firm-free')));
  });
  it('cannot write it directly (plan changes go through audited callables)', async () => {
    await assertFails(updateDoc(account(as('admin'), 'firm-free'), { maxLeadsPerMonth: -1 }));
  });
});
