import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { actors } from './actors';
import { rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('reviews');
});
afterAll(() => env.cleanup());

const review = (overrides: Record<string, unknown> = {}) => ({
  firmId: 'firm-premium',
  leadId: 'lead-1',
  rating: 4,
  text: 'They called me back the same day and explained my options.',
  createdAt: Timestamp.now(),
  status: 'visible',
  reply: null,
  ...overrides,
});
const invite = {
  firmId: 'firm-premium',
  firmName: 'Test Firm',
  leadId: 'lead-1',
  expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
  createdAt: Timestamp.now(),
  used: false,
  usedAt: null,
};
const report = {
  reviewId: 'lead-1',
  firmId: 'firm-premium',
  firmName: 'Test Firm',
  reason: 'This person was never our client.',
  reviewText: 'x',
  reviewRating: 1,
  state: 'open',
  createdAt: Timestamp.now(),
};

beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    const db = ctx.firestore();
    await db.doc('reviews/lead-1').set(review());
    await db.doc('reviews/lead-2').set(review({ leadId: 'lead-2', status: 'hidden', hiddenReason: 'Abusive language' }));
    await db.doc('reviews/lead-3').set(review({ leadId: 'lead-3', firmId: 'firm-other' }));
    await db.doc('reviewInvites/h1').set(invite);
    await db.doc('reviewInviteLeads/lead-1').set({ firmId: 'firm-premium', createdAt: Timestamp.now() });
    await db.doc('reviewReports/lead-1').set(report);
  });
});

const { as, anon } = actors(() => env);
const visibleOf = (db: ReturnType<typeof anon>, firmId: string) =>
  query(collection(db, 'reviews'), where('firmId', '==', firmId), where('status', '==', 'visible'));

describe('reviews: anonymous visitor', () => {
  it("lists a firm's visible reviews", async () => {
    await assertSucceeds(getDocs(visibleOf(anon(), 'firm-premium')));
  });
  it('reads a visible review', async () => {
    await assertSucceeds(getDoc(doc(anon(), 'reviews/lead-1')));
  });
  it('cannot read a hidden review', async () => {
    await assertFails(getDoc(doc(anon(), 'reviews/lead-2')));
  });
  it("cannot list a firm's reviews without asking for visible ones only", async () => {
    await assertFails(getDocs(query(collection(anon(), 'reviews'), where('firmId', '==', 'firm-premium'))));
  });
  it('cannot write a review', async () => {
    await assertFails(setDoc(doc(anon(), 'reviews/lead-9'), review({ leadId: 'lead-9', rating: 5 })));
  });
  it('cannot use or read an invite', async () => {
    await assertFails(getDoc(doc(anon(), 'reviewInvites/h1')));
    await assertFails(updateDoc(doc(anon(), 'reviewInvites/h1'), { used: true }));
  });
});

describe('reviews: signed-in client', () => {
  it('cannot create a review, even for a lead of theirs', async () => {
    await assertFails(setDoc(doc(as('client'), 'reviews/lead-9'), review({ leadId: 'lead-9', rating: 5 })));
  });
  it('cannot change the stars of a review', async () => {
    await assertFails(updateDoc(doc(as('client'), 'reviews/lead-1'), { rating: 5 }));
  });
  it("cannot raise a firm's rating or review count", async () => {
    await assertFails(updateDoc(doc(as('client'), 'firms/firm-premium'), { rating: 5, reviewCount: 99 }));
  });
  it('cannot read or create an invite', async () => {
    await assertFails(getDoc(doc(as('client'), 'reviewInvites/h1')));
    await assertFails(setDoc(doc(as('client'), 'reviewInvites/h2'), invite));
  });
  it('cannot clear the marker that an invite went out', async () => {
    await assertFails(deleteDoc(doc(as('client'), 'reviewInviteLeads/lead-1')));
  });
});

describe('reviews: the reviewed firm (paid)', () => {
  it('lists its own reviews, hidden ones included', async () => {
    await assertSucceeds(getDocs(query(collection(as('premiumFirm'), 'reviews'), where('firmId', '==', 'firm-premium'))));
  });
  it('reads its hidden review', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'reviews/lead-2')));
  });
  it('cannot reply by writing the review', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'reviews/lead-1'), { reply: { text: 'Thank you', createdAt: serverTimestamp() } }),
    );
  });
  it('cannot hide a review of itself', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'reviews/lead-1'), { status: 'hidden' }));
  });
  it('cannot delete a review of itself', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'reviews/lead-1')));
  });
  it('cannot write a review of itself', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'reviews/lead-9'), review({ leadId: 'lead-9', rating: 5 })));
  });
  it('cannot change its rating, review count or rating sum', async () => {
    const firm = doc(as('premiumFirm'), 'firms/firm-premium');
    await assertFails(updateDoc(firm, { rating: 5, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(firm, { reviewCount: 99, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(firm, { ratingSum: 495, updatedAt: serverTimestamp() }));
  });
  it("cannot read the operator's report queue, its own report included", async () => {
    await assertFails(getDoc(doc(as('premiumFirm'), 'reviewReports/lead-1')));
  });
  it('cannot file a report directly', async () => {
    await assertFails(setDoc(doc(as('premiumFirm'), 'reviewReports/lead-9'), { ...report, reviewId: 'lead-9' }));
  });
});

describe('reviews: another firm', () => {
  it("cannot read another firm's hidden review", async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'reviews/lead-2')));
  });
  it("cannot reply to another firm's review", async () => {
    await assertFails(
      updateDoc(doc(as('otherFirm'), 'reviews/lead-1'), { reply: { text: 'Not true', createdAt: serverTimestamp() } }),
    );
  });
  it("cannot list another firm's reviews with the hidden ones", async () => {
    await assertFails(getDocs(query(collection(as('otherFirm'), 'reviews'), where('firmId', '==', 'firm-premium'))));
  });
});

describe('reviews: admin', () => {
  it('reads a hidden review', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'reviews/lead-2')));
  });
  it('lists open reports', async () => {
    await assertSucceeds(getDocs(query(collection(as('admin'), 'reviewReports'), where('state', '==', 'open'))));
  });
  it('cannot hide a review directly (hideReview recomputes the rating and audits)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'reviews/lead-1'), { status: 'hidden' }));
  });
  it('cannot read an invite from the browser (functions only)', async () => {
    await assertFails(getDoc(doc(as('admin'), 'reviewInvites/h1')));
  });
});
