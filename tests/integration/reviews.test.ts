/**
 * Verified reviews on the emulators: a lead the firm marks contacted emails the client one
 * single-use link (rendered with the real template from the queued mail document); the review it
 * carries moves the firm's rating, count and match index in one transaction; the firm replies and
 * reports once each; the operator hides a review with a reason, which takes its stars back out.
 */
import { REVIEW_MESSAGES, REVIEW_TOKEN_LENGTH } from '@/domain/reviews/reviews';
import { sendReviewInvite } from '../../functions/src/reviews/on-lead-answered';
import { newReviewInvite } from '../../functions/src/reviews/review-invite-store';
import { REVIEW_LINK_EXPIRED, REVIEW_LINK_USED } from '../fixtures/client-refusal-shapes';
import { confirmedContact, leadDocument } from '../fixtures/lead-factory';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { expectMatchFieldsCurrent, firmSpec, writeFirm } from './firm-fixtures';
import { eventually } from './eventually';
import { renderQueued } from './queued-mail';

// The first trigger run starts a cold worker, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const run = `${Date.now()}`;
const origin = (process.env.APP_ORIGIN ?? '').replace(/\/+$/, '');
const firmId = `rev-${run}`;
const firmName = `Dlamini Attorneys ${run}`;
const otherFirmId = `rev-other-${run}`;
const freeFirmId = `rev-free-${run}`;
let firmToken: string;
let otherFirmToken: string;
let freeFirmToken: string;
let adminToken: string;

beforeAll(async () => {
  await writeFirm(firmId, firmSpec({ firmName, packageType: 'premium' }));
  await writeFirm(otherFirmId, firmSpec({ firmName: `Other Firm ${run}`, packageType: 'premium' }));
  await writeFirm(freeFirmId, firmSpec({ firmName: `Free Firm ${run}`, packageType: 'free' }));
  firmToken = await idTokenFor(`${firmId}@firm.test`, { firmId });
  otherFirmToken = await idTokenFor(`${otherFirmId}@firm.test`, { firmId: otherFirmId });
  freeFirmToken = await idTokenFor(`${freeFirmId}@firm.test`, { firmId: freeFirmId });
  adminToken = await idTokenFor(`ops-${run}@regmatch.test`, { admin: true });
});

const clientEmail = (id: string) => `client-${id}-${run}@example.co.za`;
const leadIdOf = (id: string) => `rev-lead-${id}-${run}`;

async function writeLead(id: string, status: 'pending' | 'contacted' = 'pending', owner = firmId) {
  // A contacted lead is one whose client confirmed the contact: a firm's claim alone invites no review.
  const answered = status === 'contacted' ? confirmedContact() : { status };
  await db.doc(`leads/${leadIdOf(id)}`).set(leadDocument({ firmId: owner, ...answered, formData: { email: clientEmail(id) } }));
  return leadIdOf(id);
}

/** The queued invite mails of one client, rendered with the real template. */
async function invitesTo(id: string) {
  const queued = await db.collection('mail').where('to', '==', clientEmail(id)).get();
  return queued.docs.map((d) => {
    expect(d.get('template')).toBe('review-invite');
    return renderQueued(d.data());
  });
}

const waitForInvite = (id: string) =>
  eventually(
    () => invitesTo(id),
    (mails) => mails.length > 0,
  );

function tokenOf(mail: { text: string }, name = firmName): string {
  const match = mail.text.match(new RegExp(`Review ${name}: (\\S+)`));
  expect(match).not.toBeNull();
  const link = new URL(match![1]!);
  expect(`${link.origin}${link.pathname}`).toBe(`${origin}/review`);
  return link.searchParams.get('token')!;
}

/** A lead already answered, and its invite sent through the trigger's own code: the token. */
async function invitedClient(id: string, owner = firmId, name = firmName) {
  const leadId = await writeLead(id, 'contacted', owner);
  expect(await sendReviewInvite(leadId)).toBe(true);
  const [mail] = await invitesTo(id);
  return { leadId, token: tokenOf(mail!, name) };
}

const review = { rating: 4, text: 'They called me back the same day and explained my options clearly.' };
const firmOf = async (id = firmId) => (await db.doc(`firms/${id}`).get()).data()!;

describe('the review invite', () => {
  it('is emailed once when the client confirms the firm contacted them, with a single-use link', async () => {
    const leadId = await writeLead('trigger');
    await db.doc(`leads/${leadId}`).update({ ...confirmedContact(), updatedAt: new Date() });
    const [mail, ...more] = await waitForInvite('trigger');
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe(`How was ${firmName}? Leave a review`);
    expect(mail!.text).toContain('Hello Nomsa');
    const token = tokenOf(mail!);
    expect(token).toHaveLength(REVIEW_TOKEN_LENGTH);
    // Only the hash is stored.
    const invites = await db.collection('reviewInvites').where('leadId', '==', leadId).get();
    expect(invites.size).toBe(1);
    expect(invites.docs[0]!.id).not.toBe(token);
    expect(JSON.stringify(invites.docs[0]!.data())).not.toContain(token);
    expect(invites.docs[0]!.data()).toMatchObject({ firmId, leadId, used: false });

    // A retried trigger, or the lead answered again, sends nothing more.
    expect(await sendReviewInvite(leadId)).toBe(false);
    expect(await invitesTo('trigger')).toHaveLength(1);
  });

  it('is not sent for a lead that is still pending, only claimed by the firm, or that does not exist', async () => {
    const pending = await writeLead('pending');
    expect(await sendReviewInvite(pending)).toBe(false);
    // The firm's "contacted" alone, not yet confirmed by the client (contact-claim.ts).
    await db
      .doc(`leads/${pending}`)
      .update({ status: 'contacted', contactClaim: { at: new Date(), state: 'asked', askedAt: null } });
    expect(await sendReviewInvite(pending)).toBe(false);
    expect(await sendReviewInvite(`no-such-lead-${run}`)).toBe(false);
    expect(await invitesTo('pending')).toHaveLength(0);
  });

  it('names the firm to anyone holding the link', async () => {
    const { token } = await invitedClient('preview');
    const res = await callFunction('getReviewInvite', { token });
    expect(res.error).toBeUndefined();
    expect(res.data).toMatchObject({ firmId, firmName });
  });
});

describe('submitReview', () => {
  it("writes the review and moves the firm's rating, count and match index together", async () => {
    const { leadId, token } = await invitedClient('first');
    const res = await callFunction('submitReview', { token, ...review });
    expect(res.error).toBeUndefined();
    expect(res.data).toEqual({ reviewId: leadId, firmName, rating: 4, reviewCount: 1 });
    const stored = (await db.doc(`reviews/${leadId}`).get()).data()!;
    expect(stored).toMatchObject({ firmId, leadId, rating: 4, text: review.text, status: 'visible', reply: null });
    expect(await firmOf()).toMatchObject({ rating: 4, reviewCount: 1, ratingSum: 4 });
    expect((await expectMatchFieldsCurrent(firmId)).rating).toBe(4);

    const second = await invitedClient('second');
    const two = await callFunction('submitReview', { token: second.token, rating: 5, text: review.text });
    expect(two.data).toMatchObject({ rating: 4.5, reviewCount: 2 });
    expect(await firmOf()).toMatchObject({ rating: 4.5, reviewCount: 2, ratingSum: 9 });
  });

  it('refuses the link a second time, with the message the page shows', async () => {
    const { token } = await invitedClient('reuse');
    expect((await callFunction('submitReview', { token, ...review })).error).toBeUndefined();
    const before = await firmOf();
    const again = await callFunction('submitReview', { token, rating: 1, text: review.text });
    expect(again.error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: REVIEW_MESSAGES.used,
      details: { reason: 'review-link-used', field: 'token' },
    });
    // The very answer the review page's tests replay (src/features/reviews/pages/review-page.test.tsx).
    const wire = await callFunction('getReviewInvite', { token });
    expect({ httpStatus: wire.status, body: { error: wire.error } }).toEqual(REVIEW_LINK_USED);
    expect(await firmOf()).toMatchObject({ rating: before.rating, reviewCount: before.reviewCount });
  });

  it('refuses an expired link', async () => {
    const leadId = await writeLead('expired', 'contacted');
    const invite = newReviewInvite({ firmId, firmName, leadId }, Date.now() - 61 * 86_400_000);
    await invite.ref.set(invite.record);
    const res = await callFunction('submitReview', { token: invite.token, ...review });
    expect(res.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: REVIEW_MESSAGES.expired });
    // The very answer the review page's tests replay.
    expect({ httpStatus: res.status, body: { error: res.error } }).toEqual(REVIEW_LINK_EXPIRED);
    expect((await db.doc(`reviews/${leadId}`).get()).exists).toBe(false);
  });

  it('refuses a link whose lead is gone: only a real lead produces a review', async () => {
    const { leadId, token } = await invitedClient('gone');
    await db.doc(`leads/${leadId}`).delete();
    const res = await callFunction('submitReview', { token, ...review });
    expect(res.error).toMatchObject({ status: 'NOT_FOUND', message: REVIEW_MESSAGES.leadGone });
    expect((await db.doc(`reviews/${leadId}`).get()).exists).toBe(false);
  });

  it('refuses a well-formed token that was never issued, signed in or not', async () => {
    const unknown = 'A'.repeat(REVIEW_TOKEN_LENGTH);
    const expected = { status: 'NOT_FOUND', message: REVIEW_MESSAGES.notFound };
    expect((await callFunction('submitReview', { token: unknown, ...review })).error).toMatchObject(expected);
    expect((await callFunction('submitReview', { token: unknown, ...review }, firmToken)).error).toMatchObject(expected);
    expect((await callFunction('getReviewInvite', { token: unknown })).error).toMatchObject(expected);
  });

  const token = 'A'.repeat(REVIEW_TOKEN_LENGTH);
  it.each([
    ['no stars', { token, text: review.text }, 'rating', REVIEW_MESSAGES.rating],
    ['six stars', { token, rating: 6, text: review.text }, 'rating', REVIEW_MESSAGES.rating],
    ['half a star', { token, rating: 3.5, text: review.text }, 'rating', REVIEW_MESSAGES.rating],
    ['a text too short', { token, rating: 4, text: 'ok' }, 'text', REVIEW_MESSAGES.textTooShort],
    ['an oversized text', { token, rating: 4, text: 'x'.repeat(50_000) }, 'text', REVIEW_MESSAGES.textTooLong],
    ['markup in the text', { token, rating: 4, text: '<img src=x onerror=alert(1)> great firm' }, 'text', REVIEW_MESSAGES.noHtml],
    ['an oversized token', { ...review, token: 'A'.repeat(10_000) }, 'token', undefined],
  ])('refuses %s as invalid-argument naming the field', async (_name, input, field, message) => {
    const res = await callFunction('submitReview', input);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { reason: 'invalid-input', field } });
    if (message) expect(res.error?.message).toContain(message);
  });
});

describe('the firm: one public reply and one report per review', () => {
  let reviewId: string;
  beforeAll(async () => {
    const { token } = await invitedClient('manage');
    reviewId = (await callFunction<{ reviewId: string }>('submitReview', { token, ...review })).data!.reviewId;
  });

  it('refuses an anonymous caller', async () => {
    expect((await callFunction('replyToReview', { reviewId, text: 'Thank you' })).error?.status).toBe('UNAUTHENTICATED');
  });
  it("refuses another firm's reply and report", async () => {
    const reply = await callFunction('replyToReview', { reviewId, text: 'Not true' }, otherFirmToken);
    expect(reply.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'review-not-yours' } });
    const report = await callFunction('reportReview', { reviewId, reason: 'A competitor reporting' }, otherFirmToken);
    expect(report.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'review-not-yours' } });
  });
  it('refuses a free firm: review management is a paid feature', async () => {
    const { token } = await invitedClient('free', freeFirmId, `Free Firm ${run}`);
    const own = (await callFunction<{ reviewId: string }>('submitReview', { token, ...review })).data!.reviewId;
    const res = await callFunction('replyToReview', { reviewId: own, text: 'Thank you' }, freeFirmToken);
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', message: REVIEW_MESSAGES.reviewsNeedPaidPlan });
  });
  it('refuses an unknown review and an oversized reply', async () => {
    const unknown = await callFunction('replyToReview', { reviewId: `nope-${run}`, text: 'Thank you' }, firmToken);
    expect(unknown.error).toMatchObject({ status: 'NOT_FOUND', message: REVIEW_MESSAGES.reviewNotFound });
    const long = await callFunction('replyToReview', { reviewId, text: 'x'.repeat(1001) }, firmToken);
    expect(long.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'text' } });
  });
  it('replies once; a second reply is refused and the first stays', async () => {
    const first = await callFunction('replyToReview', { reviewId, text: 'Thank you for trusting us.' }, firmToken);
    expect(first.error).toBeUndefined();
    const second = await callFunction('replyToReview', { reviewId, text: 'Changed my mind' }, firmToken);
    expect(second.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: REVIEW_MESSAGES.alreadyReplied });
    expect((await db.doc(`reviews/${reviewId}`).get()).get('reply.text')).toBe('Thank you for trusting us.');
  });
  it('reports once, with the reason kept for the operator only', async () => {
    const reason = 'This person was never our client.';
    expect((await callFunction('reportReview', { reviewId, reason }, firmToken)).error).toBeUndefined();
    expect((await db.doc(`reviewReports/${reviewId}`).get()).data()).toMatchObject({ reviewId, firmId, reason, state: 'open' });
    expect((await db.doc(`reviews/${reviewId}`).get()).data()).not.toHaveProperty('reason');
    const again = await callFunction('reportReview', { reviewId, reason }, firmToken);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: REVIEW_MESSAGES.alreadyReported });
  });
});

describe('the operator hides a review', () => {
  it('refuses a firm', async () => {
    const { token } = await invitedClient('hide-firm');
    const { reviewId } = (await callFunction<{ reviewId: string }>('submitReview', { token, ...review })).data!;
    const res = await callFunction('hideReview', { reviewId, reason: 'I do not like this one' }, firmToken);
    expect(res.error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'admin-only' } });
  });
  it('needs a reason', async () => {
    const res = await callFunction('hideReview', { reviewId: 'x', reason: '' }, adminToken);
    expect(res.error).toMatchObject({ status: 'INVALID_ARGUMENT', details: { field: 'reason' } });
  });
  it('takes its stars out of the rating, resolves the report and audits who and why', async () => {
    const { token } = await invitedClient('hide');
    const { reviewId } = (await callFunction<{ reviewId: string }>('submitReview', { token, rating: 1, text: review.text }))
      .data!;
    await callFunction('reportReview', { reviewId, reason: 'Abusive language about our staff' }, firmToken);
    const before = await firmOf();
    const res = await callFunction('hideReview', { reviewId, reason: 'Abusive language' }, adminToken);
    expect(res.error).toBeUndefined();
    const after = await firmOf();
    expect(after.reviewCount).toBe(before.reviewCount - 1);
    expect(after.ratingSum).toBe(before.ratingSum - 1);
    expect(after.rating).toBe(Math.round((after.ratingSum / after.reviewCount) * 100) / 100);
    expect((await expectMatchFieldsCurrent(firmId)).rating).toBe(after.rating);
    expect((await db.doc(`reviews/${reviewId}`).get()).data()).toMatchObject({
      status: 'hidden',
      hiddenReason: 'Abusive language',
    });
    expect((await db.doc(`reviewReports/${reviewId}`).get()).get('state')).toBe('resolved');
    const audit = await db.collection('auditLog').where('reviewId', '==', reviewId).get();
    expect(audit.docs.map((d) => d.data())).toEqual([
      expect.objectContaining({ field: 'review', before: 'visible', after: 'hidden', reason: 'Abusive language', firmId }),
    ]);
    const again = await callFunction('hideReview', { reviewId, reason: 'Abusive language' }, adminToken);
    expect(again.error).toMatchObject({ status: 'FAILED_PRECONDITION', message: REVIEW_MESSAGES.alreadyHidden });
  });
});
