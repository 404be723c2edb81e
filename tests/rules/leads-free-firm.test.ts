/**
 * A free firm reads its own leads of this month (the overview's "Your leads", docs/firms.md "Free
 * plan"), never another firm's, never its leads from before the SAST month (history is a paid feature), and writes none.
 */
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { FREE_OVERVIEW_LEAD_LIMIT, sastMonthStart } from '../../src/domain/leads/free-plan';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { actors, ACTORS } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

const DAY = 86_400_000;

describe('leads: a free firm and its own leads', () => {
  let env: RulesTestEnvironment;
  beforeAll(async () => {
    env = await rulesEnv('leads-free-firm');
  });
  afterAll(() => env.cleanup());

  beforeEach(async () => {
    await env.clearFirestore();
    await seedFirms(env);
    await env.withSecurityRulesDisabled(async (ctx) => {
      const db = ctx.firestore();
      // Shaped as the lead transaction writes them (the factory), with the web SDK's Timestamps.
      const put = (id: string, firmId: string, createdAt: Date, answered = false) => {
        // An answered lead (confirmed, its clock run out) is history; an open one stays readable (leads-no-dark.test.ts).
        const confirmed = answered ? confirmedContact(new Date(Date.now() - 60_000)) : {};
        const {
          createdAt: _c,
          updatedAt: _u,
          assignedAt: _a,
          responseDueAt: due,
          ...lead
        } = leadDocument({ firmId, createdAt, ...confirmed });
        const responseDueAt = answered ? new Date(Date.now() - 60_000) : due;
        return db.doc(`leads/${id}`).set({
          ...lead,
          createdAt: Timestamp.fromDate(createdAt),
          updatedAt: Timestamp.fromDate(createdAt),
          assignedAt: Timestamp.fromDate(createdAt),
          responseDueAt: Timestamp.fromDate(responseDueAt as Date),
          ...(answered
            ? {
                contactClaim: { ...lead.contactClaim, at: Timestamp.fromDate(new Date(Date.now() - 60_000)) },
                clockStoppedBy: { reason: 'confirmed-contact', at: Timestamp.fromDate(new Date(Date.now() - 60_000)) },
              }
            : {}),
        });
      };
      await put('free-new', 'firm-free', new Date());
      await put('free-old', 'firm-free', new Date(sastMonthStart(Date.now()) - DAY), true);
      await put('premium-new', 'firm-premium', new Date());
    });
  });

  const { as, anon } = actors(() => env);
  /** The overview's query (src/features/firm-dashboard/api/use-free-leads.ts). */
  const thisMonth = (actor: keyof typeof ACTORS, firmId: string) =>
    query(
      collection(as(actor), 'leads'),
      where('firmId', '==', firmId),
      where('createdAt', '>=', Timestamp.fromMillis(sastMonthStart(Date.now()))),
      orderBy('createdAt', 'desc'),
      limit(FREE_OVERVIEW_LEAD_LIMIT),
    );

  describe('the free firm itself', () => {
    it('reads its lead of this month', async () => {
      await assertSucceeds(getDoc(doc(as('freeFirm'), 'leads/free-new')));
    });
    it('lists this month’s leads with the overview’s query', async () => {
      const snap = await assertSucceeds(getDocs(thisMonth('freeFirm', 'firm-free')));
      expect(snap.docs.map((d) => d.id)).toEqual(['free-new']);
    });
    it('cannot read its answered lead from before the month (history is a paid feature)', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'leads/free-old')));
    });
    it('cannot list its leads without the month bound', async () => {
      await assertFails(getDocs(query(collection(as('freeFirm'), 'leads'), where('firmId', '==', 'firm-free'))));
    });
    it('cannot mark its lead contacted directly (updateLeadStatus records the response time)', async () => {
      await assertFails(updateDoc(doc(as('freeFirm'), 'leads/free-new'), { status: 'contacted', updatedAt: serverTimestamp() }));
    });
    it('cannot delete its lead', async () => {
      await assertFails(deleteDoc(doc(as('freeFirm'), 'leads/free-new')));
    });
    it('cannot read another firm’s lead', async () => {
      await assertFails(getDoc(doc(as('freeFirm'), 'leads/premium-new')));
    });
    it('cannot list another firm’s leads, even with the month bound', async () => {
      await assertFails(getDocs(thisMonth('freeFirm', 'firm-premium')));
    });
  });

  describe('everyone else', () => {
    it('another firm cannot read or list the free firm’s lead', async () => {
      await assertFails(getDoc(doc(as('otherFirm'), 'leads/free-new')));
      await assertFails(getDocs(thisMonth('otherFirm', 'firm-free')));
    });
    it('a signed-out visitor cannot read it', async () => {
      await assertFails(getDoc(doc(anon(), 'leads/free-new')));
    });
    it('a signed-in client without a firm cannot read it', async () => {
      await assertFails(getDoc(doc(as('client'), 'leads/free-new')));
    });
    it('the premium firm still reads its own leads of any age', async () => {
      await assertSucceeds(getDoc(doc(as('premiumFirm'), 'leads/premium-new')));
    });
    it('the free firm reads its older lead once the firm document says premium', async () => {
      await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('firms/firm-free').update({ packageType: 'premium' }));
      await assertSucceeds(getDoc(doc(as('freeFirm'), 'leads/free-old')));
    });
  });
});
