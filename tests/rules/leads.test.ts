import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  orderBy,
  Timestamp,
} from 'firebase/firestore';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { actors, ACTORS } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

describe('leads: creation and access by actor', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('leads');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      // The free firm's lead has no arrival time, so nothing says it is recent (the case below), and
      // it is answered with its clock run out, so it is not open either (leads-no-dark.test.ts).
      const answeredAt = new Date(Date.now() - 60_000);
      const { createdAt: _noArrival, ...freeLead } = leadDocument({
        firmId: 'firm-free',
        practiceArea: 'divorce-separation',
        ...confirmedContact(answeredAt),
        responseDueAt: answeredAt,
      });
      await db.doc('leads/free-lead').set(freeLead);
      await db.doc('leads/premium-lead').set(leadDocument({ firmId: 'firm-premium', practiceArea: 'divorce-separation' }));
    });
  });

  const { as, anon } = actors(() => env);
  const newLead = {
    firmId: 'firm-premium',
    status: 'pending',
    province: 'Gauteng',
    practiceArea: 'x',
    source: 'matching',
    formData: {},
  };

  describe('leads: anonymous visitor', () => {
    it('cannot create a lead', async () => {
      await assertFails(addDoc(collection(anon(), 'leads'), newLead));
    });
    it('cannot read a lead', async () => {
      await assertFails(getDoc(doc(anon(), 'leads/premium-lead')));
    });
    it('cannot list leads', async () => {
      await assertFails(getDocs(collection(anon(), 'leads')));
    });
  });

  describe('leads: signed-in client', () => {
    it('cannot create a lead', async () => {
      await assertFails(setDoc(doc(as('client'), 'leads/mine'), newLead));
    });
    it('cannot read a lead', async () => {
      await assertFails(getDoc(doc(as('client'), 'leads/premium-lead')));
    });
  });

  describe('leads: free firm (its recent leads: tests/rules/leads-free-firm.test.ts)', () => {
    it('cannot read its own answered lead without an arrival time (nothing says it is recent or open)', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'leads/free-lead')));
    });
    it('cannot list all its own leads (history is a paid feature)', async () => {
      await assertFails(getDocs(query(collection(as('freeFirm'), 'leads'), where('firmId', '==', 'firm-free'))));
    });
    it('cannot create a lead for itself', async () => {
      await assertFails(setDoc(doc(as('freeFirm'), 'leads/self'), { ...newLead, firmId: 'firm-free' }));
    });
  });

  describe('leads: premium firm', () => {
    it('reads its own lead', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'leads/premium-lead')));
    });
    it('lists its own leads', async () => {
      await assertSucceeds(getDocs(query(collection(as('premiumFirm'), 'leads'), where('firmId', '==', 'firm-premium'))));
    });
    it('cannot create a lead', async () => {
      await assertFails(setDoc(doc(as('premiumFirm'), 'leads/self'), newLead));
    });
    it('cannot reassign its lead to another firm', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/premium-lead'), { firmId: 'firm-other', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot delete its lead', async () => {
      await assertFails(deleteDoc(doc(as('premiumFirm'), 'leads/premium-lead')));
    });
  });

  describe('leads: another firm', () => {
    it('never reads a lead assigned to a different firm', async () => {
      await assertFails(getDoc(doc(as('otherFirm'), 'leads/premium-lead')));
    });
    it('cannot list a different firm’s leads', async () => {
      await assertFails(getDocs(query(collection(as('otherFirm'), 'leads'), where('firmId', '==', 'firm-premium'))));
    });
    it('cannot change a different firm’s lead status', async () => {
      await assertFails(
        updateDoc(doc(as('otherFirm'), 'leads/premium-lead'), { status: 'contacted', updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('leads: admin', () => {
    it('reads any lead', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'leads/free-lead')));
    });
    it('cannot create a lead directly (functions only)', async () => {
      await assertFails(setDoc(doc(as('admin'), 'leads/by-hand'), newLead));
    });
  });
});

describe('leads: the assigned firm and its plan', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('leads-firm');
  });
  afterAll(() => env.cleanup());

  const lead = (firmId: string) =>
    leadDocument({
      firmId,
      practiceArea: 'divorce-separation',
      formData: { firstName: 'Lerato', lastName: 'Mokoena', email: 'lerato@example.co.za', city: 'Soweto', location: 'Gauteng' },
    });

  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      for (const id of ['firm-free', 'firm-premium', 'firm-plus', 'firm-other'])
        await ctx.firestore().doc(`leads/lead-${id}`).set(lead(id));
    });
  });

  const { as, anon } = actors(() => env);
  const mine = (actor: keyof typeof ACTORS, firmId: string) =>
    query(collection(as(actor), 'leads'), where('firmId', '==', firmId), orderBy('createdAt', 'desc'));

  describe('leads: anonymous visitor', () => {
    it('cannot read a lead', async () => {
      await assertFails(getDoc(doc(anon(), 'leads/lead-firm-premium')));
    });
    it('cannot create a lead', async () => {
      await assertFails(addDoc(collection(anon(), 'leads'), lead('firm-premium')));
    });
  });

  describe('leads: firm on premium', () => {
    it('reads its own lead', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium')));
    });
    it('lists its own leads, newest first', async () => {
      await assertSucceeds(getDocs(mine('premiumFirm', 'firm-premium')));
    });
    it('cannot change the status of its own lead directly (updateLeadStatus records the response time)', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { status: 'contacted', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot write its own response time', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), {
          respondedAt: serverTimestamp(),
          responseMinutes: 1,
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot move its response deadline', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), {
          responseDueAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000),
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot clear a lapse or a reroute', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { lapsedAt: null, updatedAt: serverTimestamp() }),
      );
    });
    it('cannot set an unknown status', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { status: 'won', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot change the status without the server time', async () => {
      await assertFails(updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { status: 'contacted' }));
    });
    it('cannot edit the client’s details', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { 'formData.email': 'x@y.z', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot release the client’s details to itself on a withheld open lead', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), {
          contactRelease: 'released',
          'formData.email': 'lerato@example.co.za',
          updatedAt: serverTimestamp(),
        }),
      );
    });
    it('cannot hand the lead to another firm', async () => {
      await assertFails(
        updateDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium'), { firmId: 'firm-other', updatedAt: serverTimestamp() }),
      );
    });
    it('cannot create a lead', async () => {
      await assertFails(addDoc(collection(as('premiumFirm'), 'leads'), lead('firm-premium')));
    });
    it('cannot delete its lead', async () => {
      await assertFails(deleteDoc(doc(as('premiumFirm'), 'leads/lead-firm-premium')));
    });
    it('cannot read another firm’s lead', async () => {
      await assertFails(getDoc(doc(as('premiumFirm'), 'leads/lead-firm-other')));
    });
    it('cannot list another firm’s leads', async () => {
      await assertFails(getDocs(mine('premiumFirm', 'firm-other')));
    });
  });

  describe('leads: firm on premium_plus', () => {
    it('reads its own lead', async () => {
      await assertSucceeds(getDoc(doc(as('plusFirm'), 'leads/lead-firm-plus')));
    });
    it('cannot change the status of its own lead directly', async () => {
      await assertFails(
        updateDoc(doc(as('plusFirm'), 'leads/lead-firm-plus'), { status: 'converted', updatedAt: serverTimestamp() }),
      );
    });
  });

  describe('leads: firm on free', () => {
    it('reads its own recent lead (the overview lists it with the client’s details)', async () => {
      await assertSucceeds(getDoc(doc(as('freeFirm'), 'leads/lead-firm-free')));
    });
    it('cannot list all its own leads without the recent-month bound (history is a paid feature)', async () => {
      await assertFails(getDocs(mine('freeFirm', 'firm-free')));
    });
    it('cannot read another firm’s lead', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'leads/lead-firm-premium')));
    });
    it('cannot change the status of its own lead', async () => {
      await assertFails(
        updateDoc(doc(as('freeFirm'), 'leads/lead-firm-free'), { status: 'contacted', updatedAt: serverTimestamp() }),
      );
    });
    it('reads its lead as soon as the firm document says premium', async () => {
      await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('firms/firm-free').update({ packageType: 'premium' }));
      await assertSucceeds(getDoc(doc(as('freeFirm'), 'leads/lead-firm-free')));
    });
  });

  describe('leads: client without a firm', () => {
    it('cannot read a lead', async () => {
      await assertFails(getDoc(doc(as('client'), 'leads/lead-firm-premium')));
    });
    it('cannot change its reroute choice or the response clock', async () => {
      await assertFails(
        updateDoc(doc(as('client'), 'leads/lead-firm-premium'), {
          'consent.reroute': true,
          responseDueAt: Timestamp.now(),
          updatedAt: serverTimestamp(),
        }),
      );
    });
  });

  describe('leads: admin', () => {
    it('reads any lead', async () => {
      await assertSucceeds(getDoc(doc(as('admin'), 'leads/lead-firm-free')));
    });
    it('cannot write a response time directly', async () => {
      await assertFails(
        updateDoc(doc(as('admin'), 'leads/lead-firm-free'), { respondedAt: serverTimestamp(), updatedAt: serverTimestamp() }),
      );
    });
    it('cannot change a lead’s status directly', async () => {
      await assertFails(updateDoc(doc(as('admin'), 'leads/lead-firm-free'), { status: 'closed', updatedAt: serverTimestamp() }));
    });
  });
});

/** seenAt is stamped by markLeadSeen only: no browser marks a lead seen, or moves or clears the stamp. */
describe('leads: when the firm saw a lead (seenAt)', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('leads-seen');
  });
  afterAll(() => env.cleanup());
  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      await ctx
        .firestore()
        .doc('leads/unseen')
        .set(leadDocument({ firmId: 'firm-premium' }));
      await ctx
        .firestore()
        .doc('leads/seen')
        .set(leadDocument({ firmId: 'firm-premium', seenAt: new Date() }));
      await ctx
        .firestore()
        .doc('leads/free-unseen')
        .set(leadDocument({ firmId: 'firm-free' }));
    });
  });
  const { as, anon } = actors(() => env);
  const stamp = { seenAt: serverTimestamp(), updatedAt: serverTimestamp() };

  it('the premium firm reads its own seen lead (the stamp does not hide it)', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'leads/seen')));
  });
  it('the premium firm cannot stamp its own lead seen directly', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'leads/unseen'), stamp));
  });
  it('the premium firm cannot move or clear the stamp', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'leads/seen'), { seenAt: Timestamp.fromMillis(0) }));
  });
  it('the free firm cannot stamp its own lead seen directly', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'leads/free-unseen'), stamp));
  });
  it('another firm cannot stamp a lead seen', async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'leads/unseen'), stamp));
  });
  it('the client cannot stamp a lead seen', async () => {
    await assertFails(updateDoc(doc(as('client'), 'leads/unseen'), stamp));
  });
  it('an anonymous visitor cannot stamp a lead seen', async () => {
    await assertFails(updateDoc(doc(anon(), 'leads/unseen'), stamp));
  });
  it('an operator cannot stamp a lead seen', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'leads/unseen'), stamp));
  });
});
