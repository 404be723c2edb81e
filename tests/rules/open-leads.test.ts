import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  updateDoc,
  getDocs,
  orderBy,
  query,
  where,
} from 'firebase/firestore';
import { PENDING_VERIFICATION } from '../../src/domain/firms/verification';
import { type Province } from '../../src/domain/shared/provinces';
import { openLeadDocument } from '../fixtures/lead-factory';
import { actors, ACTORS } from './actors';
import { firmDoc, rulesEnv, seedFirms } from './rules-env';

describe('openLeads: access by actor', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('open-leads');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('openLeads/gauteng-open')
        .set(openLeadDocument({ displayName: 'Nomsa M.', originalLeadId: 'l1' }));
    });
  });

  const { as, anon } = actors(() => env);
  const openLead = {
    province: 'Gauteng',
    practiceArea: 'x',
    serviceLabel: 'X',
    displayName: 'Anonymous Client',
    state: 'open',
    originalLeadId: 'l2',
  };

  describe('openLeads: anonymous visitor', () => {
    it('cannot create an open lead', async () => {
      await assertFails(addDoc(collection(anon(), 'openLeads'), openLead));
    });
    it('cannot read an open lead', async () => {
      await assertFails(getDoc(doc(anon(), 'openLeads/gauteng-open')));
    });
  });

  describe('openLeads: signed-in client', () => {
    it('cannot create an open lead', async () => {
      await assertFails(setDoc(doc(as('client'), 'openLeads/mine'), openLead));
    });
  });

  describe('openLeads: free firm in the province', () => {
    it('cannot read an open lead', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'openLeads/gauteng-open')));
    });
  });

  describe('openLeads: premium firm in the province', () => {
    it('reads the open lead', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'openLeads/gauteng-open')));
    });
    it('cannot take it by writing the state directly', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'openLeads/gauteng-open'), { state: 'taken', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot create an open lead', async () => {
      await assertFails(setDoc(doc(as('premiumFirm'), 'openLeads/new'), openLead));
    });
  });

  describe('openLeads: paid firm in another province', () => {
    it('cannot read the open lead', async () => {
      await assertFails(getDoc(doc(as('plusFirm'), 'openLeads/gauteng-open')));
    });
  });
});

describe('openLeads: paid firms in their province', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('open-leads-firm');
  });
  afterAll(() => env.cleanup());

  const open = (province: Province) => openLeadDocument({ province, displayName: 'Nomsa M.', originalLeadId: 'orig' });

  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx.firestore().doc('openLeads/gauteng').set(open('Gauteng'));
      await ctx.firestore().doc('openLeads/cape').set(open('Western Cape'));
    });
  });

  const { as, anon } = actors(() => env);
  const inProvince = (actor: keyof typeof ACTORS, province: string) =>
    query(
      collection(as(actor), 'openLeads'),
      where('province', '==', province),
      where('state', '==', 'open'),
      orderBy('createdAt', 'desc'),
    );

  describe('open leads: anonymous visitor', () => {
    it('cannot read one', async () => {
      await assertFails(getDoc(doc(anon(), 'openLeads/gauteng')));
    });
  });

  describe('open leads: premium firm in Gauteng', () => {
    it('reads an open lead in its province', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'openLeads/gauteng')));
    });
    it('lists open leads in its province', async () => {
      await assertSucceeds(getDocs(inProvince('premiumFirm', 'Gauteng')));
    });
    it('cannot read an open lead in another province', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'openLeads/cape')));
    });
    it('cannot list another province', async () => {
      await assertFails(getDocs(inProvince('premiumFirm', 'Western Cape')));
    });
    it('cannot list without naming a province', async () => {
      await assertFails(getDocs(collection(as('premiumFirm'), 'openLeads')));
    });
    it('cannot take a lead by writing to it (acceptance is a transaction in a function)', async () => {
      await assertFails(updateDoc(doc(as('premiumFirm'), 'openLeads/gauteng'), { state: 'taken' }));
    });
    it('cannot create an open lead', async () => {
      await assertFails(addDoc(collection(as('premiumFirm'), 'openLeads'), open('Gauteng')));
    });
  });

  describe('open leads: premium_plus firm in the Western Cape', () => {
    it('reads an open lead in its province', async () => {
      await assertSucceeds(getDoc(doc(as('plusFirm'), 'openLeads/cape')));
    });
    it('cannot read a Gauteng lead', async () => {
      await assertFails(getDoc(doc(as('plusFirm'), 'openLeads/gauteng')));
    });
  });

  describe('open leads: free firm in Gauteng', () => {
    it('cannot read an open lead in its province', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'openLeads/gauteng')));
    });
    it('cannot list open leads', async () => {
      await assertFails(getDocs(inProvince('freeFirm', 'Gauteng')));
    });
  });

  describe('open leads: client without a firm', () => {
    it('cannot read one', async () => {
      await assertFails(getDoc(doc(as('client'), 'openLeads/gauteng')));
    });
  });

  describe('open leads: admin', () => {
    it('reads any open lead', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'openLeads/cape')));
    });
    it('cannot write one', async () => {
      await assertFails(updateDoc(doc(as('admin'), 'openLeads/cape'), { state: 'taken' }));
    });
  });

  describe('open leads: premium firm in Gauteng waiting for verification', () => {
    it('cannot read an open lead in its province', async () => {
      await env.withSecurityRulesDisabled((ctx) =>
        ctx
          .firestore()
          .doc('firms/firm-premium')
          .set(firmDoc({ packageType: 'premium', verification: PENDING_VERIFICATION })),
      );
      await assertFails(getDoc(doc(as('premiumFirm'), 'openLeads/gauteng')));
    });
    it('cannot list open leads in its province', async () => {
      await env.withSecurityRulesDisabled((ctx) =>
        ctx
          .firestore()
          .doc('firms/firm-premium')
          .set(firmDoc({ packageType: 'premium', verification: PENDING_VERIFICATION })),
      );
      await assertFails(getDocs(inProvince('premiumFirm', 'Gauteng')));
    });
  });

  describe('open leads: suspended premium firm in Gauteng', () => {
    it('cannot read an open lead in its province', async () => {
      await env.withSecurityRulesDisabled((ctx) =>
        ctx
          .firestore()
          .doc('firms/firm-premium')
          .set(firmDoc({ packageType: 'premium', suspended: true })),
      );
      await assertFails(getDoc(doc(as('premiumFirm'), 'openLeads/gauteng')));
    });
  });
});
