/**
 * A firm cannot review itself: a request sent from the firm's own login, a '+tag' of it, one of its
 * users or any address at its own domain gets no review invite, and a review through an invite sent
 * before this rule is refused. Each refusal is on the operator's audit trail. Leads are written by
 * the lead factory as the lead transaction writes them; invites go through the trigger's own code.
 */
import { REVIEW_MESSAGES } from '@/domain/reviews/reviews';
import { sendReviewInvite } from '../../functions/src/reviews/on-lead-answered';
import { newReviewInvite } from '../../functions/src/reviews/review-invite-store';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { callFunction, db } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';

vi.setConfig({ testTimeout: 90_000 });
const run = `${Date.now()}`;
const firmId = `self-${run}`;
const firmName = `Khumalo Legal ${run}`;
const login = `info-${run}@khumalo-legal.co.za`;

beforeAll(async () => {
  await writeFirm(firmId, firmSpec({ firmName, packageType: 'premium', rating: 4.5, reviewCount: 2 }, { email: login }));
  // A second user of the firm who signs in with a Gmail address.
  await db.doc(`users/self-user-${run}`).set({ firmId, role: 'firm_admin', email: `Sipho.Khumalo.${run}@gmail.com` });
});

async function answeredLead(id: string, email: string) {
  const leadId = `self-lead-${id}-${run}`;
  await db.doc(`leads/${leadId}`).set(leadDocument({ firmId, ...confirmedContact(), formData: { email } }));
  return leadId;
}
const mailTo = async (email: string) => (await db.collection('mail').where('to', '==', email).get()).size;
const refusals = async (leadId: string) =>
  (await db.collection('auditLog').where('reviewId', '==', leadId).get()).docs.map((d) => d.data());

describe('review invites go only to clients who are not the firm', () => {
  it.each([
    ['the firm’s login', login],
    ['a +tag of the login', login.replace('@', '+client7@').toUpperCase()],
    ['another address at the firm’s domain', `reception-${run}@khumalo-legal.co.za`],
    ['a user’s Gmail, dots moved and tagged', `sipho.khumalo${run}+x@googlemail.com`],
  ])('%s gets no invite, and the operator sees the refusal', async (_name, email) => {
    const leadId = await answeredLead(email.length.toString(36) + Math.random().toString(36).slice(2, 6), email);
    expect(await sendReviewInvite(leadId)).toBe(false);
    expect(await mailTo(email)).toBe(0);
    expect(await refusals(leadId)).toEqual([
      expect.objectContaining({
        firmId,
        field: 'review',
        before: 'invite',
        after: 'refused',
        by: { uid: 'system:reviews', email: null },
      }),
    ]);
    // A retried trigger does not try again.
    expect(await sendReviewInvite(leadId)).toBe(false);
    expect(await refusals(leadId)).toHaveLength(1);
  });

  it('a stranger on a public mail domain the firm’s user also uses still gets an invite', async () => {
    const email = `lerato-${run}@gmail.com`;
    const leadId = await answeredLead('stranger', email);
    expect(await sendReviewInvite(leadId)).toBe(true);
    expect(await mailTo(email)).toBe(1);
  });
});

describe('a review through an invite sent before the rule', () => {
  it('is refused with a reason the person can act on, leaves the rating alone, and is audited', async () => {
    const leadId = await answeredLead('old-invite', login.replace('@', '+old@'));
    const invite = newReviewInvite({ firmId, firmName, leadId });
    await invite.ref.set(invite.record);
    const res = await callFunction('submitReview', {
      token: invite.token,
      rating: 5,
      text: 'Wonderful service from start to finish.',
    });
    expect(res.error).toMatchObject({
      status: 'PERMISSION_DENIED',
      message: REVIEW_MESSAGES.ownFirm,
      details: { reason: 'review-own-firm', field: 'token' },
    });
    const firm = (await db.doc(`firms/${firmId}`).get()).data();
    expect(firm).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect((await db.doc(`reviews/${leadId}`).get()).exists).toBe(false);
    expect(await refusals(leadId)).toEqual([expect.objectContaining({ before: 'review', after: 'refused' })]);
  });
});
