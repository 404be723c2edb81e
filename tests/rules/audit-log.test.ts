import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, serverTimestamp, updateDoc } from 'firebase/firestore';
import { actors } from './actors';
import { auditEntryDocument } from '../fixtures/record-factories';
import { accountDoc, rulesEnv, seedFirms } from './rules-env';

/**
 * The audit trail, and the firm fields that only the audited adminUpdateFirm callable may
 * change: no client, not even an operator's browser, writes plan, featured or province.
 */
let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('audit-log');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('auditLog/entry-1')
      .set(auditEntryDocument({ firmId: 'firm-free', field: 'plan', before: 'free', after: 'premium' }));
    await ctx
      .firestore()
      .doc('firms/firm-free/private/account')
      .set(accountDoc('free', { leadsThisMonth: 1 }));
  });
});

const { as, anon } = actors(() => env);

describe('auditLog: admin', () => {
  it('reads an entry', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'auditLog/entry-1')));
  });
  it('lists the trail', async () => {
    await assertSucceeds(getDocs(collection(as('admin'), 'auditLog')));
  });
  it('cannot write an entry (only the callables do)', async () => {
    await assertFails(addDoc(collection(as('admin'), 'auditLog'), { field: 'plan', at: serverTimestamp() }));
  });
  it('cannot rewrite history', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'auditLog/entry-1'), { after: 'free' }));
  });
  it('cannot delete an entry', async () => {
    await assertFails(deleteDoc(doc(as('admin'), 'auditLog/entry-1')));
  });
});

describe('auditLog: firm user', () => {
  it('cannot read an entry about its own firm', async () => {
    await assertFails(getDoc(doc(as('freeFirm'), 'auditLog/entry-1')));
  });
  it('cannot list the trail', async () => {
    await assertFails(getDocs(collection(as('premiumFirm'), 'auditLog')));
  });
  it('cannot write an entry', async () => {
    await assertFails(addDoc(collection(as('freeFirm'), 'auditLog'), { field: 'plan' }));
  });
});

describe('auditLog: anonymous visitor', () => {
  it('cannot read an entry', async () => {
    await assertFails(getDoc(doc(anon(), 'auditLog/entry-1')));
  });
});

describe('operator-only firm fields: admin browser', () => {
  it('reads any firm, inactive ones included', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-inactive')));
  });
  it('reads a firm private account (leads this month)', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-free/private/account')));
  });
  it('cannot write the plan directly (it must go through the audited callable)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), { packageType: 'premium' }));
  });
  it('cannot write the featured flag directly', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), { isFeatured: true }));
  });
  it('cannot write the province directly', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), { province: 'Limpopo' }));
  });
  it('cannot write the private account directly', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free/private/account'), { maxLeadsPerMonth: -1 }));
  });
});

describe('operator-only firm fields: firm user', () => {
  it('cannot write its own plan', async () => {
    await assertFails(
      updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { packageType: 'premium_plus', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot feature itself', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { isFeatured: true, updatedAt: serverTimestamp() }));
  });
  it('cannot move its province', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { province: 'Limpopo', updatedAt: serverTimestamp() }));
  });
  it('cannot raise its own lead allowance', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free/private/account'), { maxLeadsPerMonth: -1 }));
  });
  it("cannot write another firm's featured flag", async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'firms/firm-free'), { isFeatured: false, updatedAt: serverTimestamp() }));
  });
});
