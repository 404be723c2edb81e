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
  setDoc,
  updateDoc,
  where,
} from 'firebase/firestore';
import { PENDING_VERIFICATION } from '../../src/domain/firms/verification';
import { actors } from './actors';
import { accountDoc, firmDoc, rulesEnv, seedFirms } from './rules-env';

let env: RulesTestEnvironment;
beforeAll(async () => {
  env = await rulesEnv('firms');
});
afterAll(() => env.cleanup());
beforeEach(async () => {
  await env.clearFirestore();
  await seedFirms(env);
  await env.withSecurityRulesDisabled(async (ctx) => {
    await ctx
      .firestore()
      .doc('firms/firm-premium/private/account')
      .set(accountDoc('premium', { email: 'premium@firm.test' }));
    // Not listed: waiting for verification, rejected, and suspended (verified) firms.
    await ctx
      .firestore()
      .doc('firms/firm-pending')
      .set(firmDoc({ firmName: 'Pending Firm', verification: PENDING_VERIFICATION }));
    await ctx
      .firestore()
      .doc('firms/firm-rejected')
      .set(firmDoc({ firmName: 'Rejected Firm', verification: { ...PENDING_VERIFICATION, state: 'rejected' } }));
    await ctx
      .firestore()
      .doc('firms/firm-suspended')
      .set(firmDoc({ firmName: 'Suspended Firm', suspended: true }));
    await ctx.firestore().doc('firms/firm-free/private/verification').set(VERIFICATION_RECORD);
  });
});

const VERIFICATION_RECORD = {
  lpcNumber: 'LPC12345678',
  fidelityFund: { certificateNumber: 'FF-1', year: 2026 },
  submittedAt: new Date('2026-01-02T08:00:00Z'),
  decision: null,
  suspension: null,
  lapsedAt: null,
};
const verifiedNow = {
  verification: { state: 'verified', verifiedAt: serverTimestamp(), checks: ['lpc-roll'], validThroughYear: null },
  updatedAt: serverTimestamp(),
};

const { as, anon } = actors(() => env);

describe('firms: anonymous visitor', () => {
  it('reads an active firm', async () => {
    await assertSucceeds(getDoc(doc(anon(), 'firms/firm-free')));
  });
  it('lists listed firms (active, verified, not suspended)', async () => {
    const listed = await assertSucceeds(getDocs(query(collection(anon(), 'firms'), where('listed', '==', true))));
    expect(listed.docs.map((d) => d.id)).not.toEqual(expect.arrayContaining(['firm-pending']));
  });
  it('cannot list firms filtered only to active ones (pending and suspended firms are active)', async () => {
    await assertFails(getDocs(query(collection(anon(), 'firms'), where('status', '==', 'active'))));
  });
  it('cannot read a firm waiting for verification', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-pending')));
  });
  it('cannot read a rejected firm', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-rejected')));
  });
  it('cannot read a suspended firm', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-suspended')));
  });
  it('cannot read verification evidence', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-free/private/verification')));
  });
  it('cannot read an inactive firm', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-inactive')));
  });
  it('cannot list firms without filtering to active ones', async () => {
    await assertFails(getDocs(collection(anon(), 'firms')));
  });
  it('cannot create a firm', async () => {
    await assertFails(setDoc(doc(anon(), 'firms/new'), { firmName: 'X', status: 'active' }));
  });
  it('cannot read a private account', async () => {
    await assertFails(getDoc(doc(anon(), 'firms/firm-premium/private/account')));
  });
});

describe('firms: the firm itself', () => {
  // Every profile field is written through the updateFirmProfile callable (zod-bounded, match
  // index in the same transaction); the browser writes none of them directly.
  // Registration uploads the logo once the account exists and stores its download URL.
  const ownLogo = (firmId: string) =>
    `https://firebasestorage.googleapis.com/v0/b/regmatch-prod.firebasestorage.app/o/firms%2F${firmId}%2Flogo.png?alt=media&token=0f3c-11aa`;
  it('sets its logo to its own uploaded file (a free firm too)', async () => {
    await assertSucceeds(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { logoUrl: ownLogo('firm-premium'), updatedAt: serverTimestamp() }),
    );
  });
  it("cannot point its logo at any other image, another firm's file, or write it with another field", async () => {
    for (const logoUrl of [
      'https://evil.example/tracker.png',
      ownLogo('other-firm'),
      `${ownLogo('firm-premium')}"><script>`,
      'javascript:alert(1)',
    ]) {
      await assertFails(updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { logoUrl, updatedAt: serverTimestamp() }));
    }
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), {
        logoUrl: ownLogo('firm-premium'),
        isFeatured: true,
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('cannot update its description directly', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { description: 'We do family law.', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot change its practice areas directly (they feed the match index)', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { practiceAreas: ['criminal'], updatedAt: serverTimestamp() }),
    );
  });
  it('cannot change its cities directly (they feed the match index)', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { cities: ['Cape Town'], updatedAt: serverTimestamp() }),
    );
  });
  it('cannot write an unbounded list (languages) directly', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), {
        languages: Array.from({ length: 5000 }, (_, i) => `l${i}`),
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('cannot write business hours of any shape directly', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { businessHours: 'always', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot set a logo directly', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), {
        logoUrl: 'https://example.com/logo.png',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('cannot add match keys to its public document', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), { matchKeys: ['*|*'] }));
  });
  it('cannot change its plan', async () => {
    await assertFails(
      updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { packageType: 'premium_plus', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot feature itself', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { isFeatured: true, updatedAt: serverTimestamp() }));
  });
  it('cannot change its rating', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { rating: 5, updatedAt: serverTimestamp() }));
  });
  it('cannot change its status', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { status: 'inactive', updatedAt: serverTimestamp() }));
  });
  it('cannot write its own median response time (functions keep it)', async () => {
    await assertFails(
      updateDoc(doc(as('premiumFirm'), 'firms/firm-premium'), {
        responseStats: { answeredLeads: 50, medianMinutes: 5, updatedAt: serverTimestamp() },
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('cannot change its province (match keys and admin-only field)', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { province: 'Limpopo', updatedAt: serverTimestamp() }));
  });
  it('cannot put a quota marker on its public document (the flag is server-only, in the match index)', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { leadsFullMonth: null, updatedAt: serverTimestamp() }));
  });
  it('cannot delete its profile', async () => {
    await assertFails(deleteDoc(doc(as('premiumFirm'), 'firms/firm-premium')));
  });
  it('reads its own private account', async () => {
    await assertSucceeds(getDoc(doc(as('premiumFirm'), 'firms/firm-premium/private/account')));
  });
  it('cannot write its own private account (quota, payment status)', async () => {
    await assertFails(updateDoc(doc(as('premiumFirm'), 'firms/firm-premium/private/account'), { leadsThisMonth: 0 }));
  });
  it('cannot verify itself', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), verifiedNow));
  });
  it('cannot make itself listed', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { listed: true, updatedAt: serverTimestamp() }));
  });
  it('cannot lift its own suspension', async () => {
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), { suspended: false, updatedAt: serverTimestamp() }));
  });
  it('reads its own verification evidence', async () => {
    await assertSucceeds(getDoc(doc(as('freeFirm'), 'firms/firm-free/private/verification')));
  });
  it('cannot write its own verification evidence', async () => {
    await assertFails(
      updateDoc(doc(as('freeFirm'), 'firms/firm-free/private/verification'), { decision: { state: 'verified' } }),
    );
  });
  it('reads itself while waiting for verification', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc('firms/firm-free')
        .set(firmDoc({ verification: PENDING_VERIFICATION })),
    );
    await assertSucceeds(getDoc(doc(as('freeFirm'), 'firms/firm-free')));
  });
  it('reads itself while suspended', async () => {
    await env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc('firms/firm-free')
        .set(firmDoc({ suspended: true })),
    );
    await assertSucceeds(getDoc(doc(as('freeFirm'), 'firms/firm-free')));
  });
  it('reads itself even when inactive', async () => {
    await env.withSecurityRulesDisabled((ctx) => ctx.firestore().doc('firms/firm-free').update({ status: 'inactive' }));
    await assertSucceeds(getDoc(doc(as('freeFirm'), 'firms/firm-free')));
  });
});

describe('firms: another firm', () => {
  it("cannot run the operator's unfiltered firm list", async () => {
    await assertFails(
      getDocs(query(collection(as('otherFirm'), 'firms'), where('firmNameKey', '>=', ''), orderBy('firmNameKey'), limit(25))),
    );
  });
  it("cannot set another firm's logo, even to that firm's own file", async () => {
    await assertFails(
      updateDoc(doc(as('otherFirm'), 'firms/firm-premium'), {
        logoUrl: 'https://firebasestorage.googleapis.com/v0/b/b/o/firms%2Ffirm-premium%2Flogo.png?alt=media&token=abc',
        updatedAt: serverTimestamp(),
      }),
    );
  });
  it('cannot update someone else’s profile', async () => {
    await assertFails(
      updateDoc(doc(as('otherFirm'), 'firms/firm-premium'), { description: 'Hijacked', updatedAt: serverTimestamp() }),
    );
  });
  it('cannot read a firm waiting for verification', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'firms/firm-pending')));
  });
  it('cannot read another firm’s verification evidence', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'firms/firm-free/private/verification')));
  });
  it('cannot verify another firm', async () => {
    await assertFails(updateDoc(doc(as('otherFirm'), 'firms/firm-pending'), verifiedNow));
  });
  it('cannot read someone else’s private account', async () => {
    await assertFails(getDoc(doc(as('otherFirm'), 'firms/firm-premium/private/account')));
  });
});

describe('firms: signed-in client without a firm', () => {
  it('cannot update a firm', async () => {
    await assertFails(updateDoc(doc(as('client'), 'firms/firm-free'), { description: 'x', updatedAt: serverTimestamp() }));
  });
});

describe('firms: admin', () => {
  it('reads an inactive firm', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-inactive')));
  });
  it("pages the firm list by name prefix, inactive firms included (the control panel's query)", async () => {
    const page = await assertSucceeds(
      getDocs(
        query(
          collection(as('admin'), 'firms'),
          where('firmNameKey', '>=', 'test'),
          where('firmNameKey', '<', 'test\uf8ff'),
          orderBy('firmNameKey'),
          limit(3),
        ),
      ),
    );
    expect(page.docs).toHaveLength(3);
    const all = await getDocs(
      query(
        collection(as('admin'), 'firms'),
        where('status', '==', 'inactive'),
        where('firmNameKey', '>=', ''),
        orderBy('firmNameKey'),
      ),
    );
    expect(all.docs.map((d) => d.id)).toEqual(['firm-inactive']);
  });
  it('reads pending, rejected and suspended firms', async () => {
    for (const id of ['firm-pending', 'firm-rejected', 'firm-suspended']) {
      await assertSucceeds(getDoc(doc(as('admin'), `firms/${id}`)));
    }
  });
  it("runs the verification queue's query: pending firms, oldest first", async () => {
    const queue = await assertSucceeds(
      getDocs(
        query(
          collection(as('admin'), 'firms'),
          where('verification.state', '==', 'pending'),
          orderBy('createdAt', 'asc'),
          limit(25),
        ),
      ),
    );
    expect(queue.docs.map((d) => d.id)).toEqual(['firm-pending']);
  });
  it('reads verification evidence', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-free/private/verification')));
  });
  it('cannot verify a firm directly (approval goes through the audited callable)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-pending'), verifiedNow));
  });
  it('cannot suspend a firm directly (suspension goes through the audited callable)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), { suspended: true }));
  });
  it('reads any private account', async () => {
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-premium/private/account')));
  });
  it('cannot write plan fields directly (admin changes go through the audited callable)', async () => {
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), { packageType: 'premium' }));
  });
});

describe('firms: paused from matching for unanswered leads (responsePause, written by functions only)', () => {
  // As the lapse trigger stores it: the pause makes the derived `listed` false.
  const paused = { pausedAt: new Date('2026-11-25T08:00:00Z'), lapses: 3, resumedAt: null };
  const pause = () =>
    env.withSecurityRulesDisabled((ctx) =>
      ctx
        .firestore()
        .doc('firms/firm-free')
        .set(firmDoc({ responsePause: paused })),
    );
  it('is stored unlisted', async () => {
    expect(firmDoc({ responsePause: paused }).listed).toBe(false);
  });
  it('the firm reads itself while paused', async () => {
    await pause();
    await assertSucceeds(getDoc(doc(as('freeFirm'), 'firms/firm-free')));
  });
  it('the public cannot read a paused firm, nor list it', async () => {
    await pause();
    await assertFails(getDoc(doc(anon(), 'firms/firm-free')));
    const listed = await assertSucceeds(getDocs(query(collection(anon(), 'firms'), where('listed', '==', true))));
    expect(listed.docs.map((d) => d.id)).not.toContain('firm-free');
  });
  it('the firm cannot lift its own pause, or make itself listed while paused', async () => {
    await pause();
    const firm = doc(as('freeFirm'), 'firms/firm-free');
    await assertFails(updateDoc(firm, { responsePause: { pausedAt: null, lapses: 0, resumedAt: serverTimestamp() } }));
    await assertFails(updateDoc(firm, { 'responsePause.pausedAt': null, updatedAt: serverTimestamp() }));
    await assertFails(updateDoc(firm, { listed: true, updatedAt: serverTimestamp() }));
  });
  it('no firm, client or operator writes a pause directly', async () => {
    const pauseNow = { responsePause: { pausedAt: serverTimestamp(), lapses: 3, resumedAt: null } };
    await assertFails(updateDoc(doc(as('freeFirm'), 'firms/firm-free'), pauseNow));
    await assertFails(updateDoc(doc(as('otherFirm'), 'firms/firm-free'), pauseNow));
    await assertFails(updateDoc(doc(as('client'), 'firms/firm-free'), pauseNow));
    await assertFails(updateDoc(doc(as('admin'), 'firms/firm-free'), pauseNow));
  });
  it('operators read a paused firm', async () => {
    await pause();
    await assertSucceeds(getDoc(doc(as('admin'), 'firms/firm-free')));
  });
});
