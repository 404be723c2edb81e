import { describe, expect, it } from 'vitest';
import {
  answerContactCheckInputSchema,
  claimCountsByFirm,
  contactClaimText,
  contactConfirmed,
  contactDenied,
  contactDisputeDecided,
  countsAsAnswered,
  countsAsLapse,
  decideContactDisputeInputSchema,
  disputeContactDenialInputSchema,
  makesContactClaim,
  mayDispute,
  type ContactClaim,
} from './contact-claim';
import { requestProgressKey } from './my-request';
import { leadStatusChange, SERVER_TIME } from './record';

const arrived = Date.UTC(2026, 10, 30, 8, 0);
const claimAt = arrived + 90 * 60_000;
const asked: ContactClaim = { at: claimAt, state: 'asked', askedAt: claimAt + 3_600_000 };
const TOKEN = 'a'.repeat(43);

describe('what counts: received answers and confirmed contacts only', () => {
  it('a firm’s claim alone is not an answer; a stopped clock is, whatever stopped it', () => {
    expect(countsAsAnswered({})).toBe(false);
    expect(countsAsAnswered({ clockStoppedBy: undefined })).toBe(false);
    for (const reason of ['answer', 'booking', 'confirmed-contact'])
      expect(countsAsAnswered({ clockStoppedBy: { reason, at: claimAt } })).toBe(true);
  });

  it('a lapse counts towards the pause unless the clock was stopped after all (an upheld dispute)', () => {
    expect(countsAsLapse({ lapsedAt: null })).toBe(false);
    expect(countsAsLapse({})).toBe(false);
    expect(countsAsLapse({ lapsedAt: claimAt })).toBe(true);
    expect(countsAsLapse({ lapsedAt: claimAt, contactClaim: { ...asked, state: 'denied' } })).toBe(true);
    expect(countsAsLapse({ lapsedAt: claimAt, clockStoppedBy: { reason: 'confirmed-contact', at: claimAt } })).toBe(false);
  });

  it('only the first claim on a lead not already answered is a claim', () => {
    expect(makesContactClaim({})).toBe(true);
    expect(makesContactClaim({ contactClaim: asked })).toBe(false);
    expect(makesContactClaim({ clockStoppedBy: { reason: 'answer', at: claimAt } })).toBe(false);
  });
});

describe('the claim and its answers', () => {
  it('marking a lead contacted records the claim, not yet asked, beside the response minutes', () => {
    const change = leadStatusChange({ createdAt: arrived }, 'contacted', claimAt);
    expect(change.claimedNow).toBe(true);
    expect(change.update).toMatchObject({
      status: 'contacted',
      responseMinutes: 90,
      contactClaim: { at: new Date(claimAt), state: 'asked', askedAt: null },
    });
    expect(change.update).not.toHaveProperty('clockStoppedBy');
  });

  it('a lead an answer already stopped makes no claim', () => {
    const change = leadStatusChange(
      { createdAt: arrived, clockStoppedBy: { reason: 'answer', at: claimAt } },
      'contacted',
      claimAt,
    );
    expect(change.claimedNow).toBe(false);
    expect(change.update).not.toHaveProperty('contactClaim');
  });

  it('Yes stops the clock at the time the firm said it made contact', () => {
    expect(contactConfirmed(asked, new Date(claimAt + 86_400_000))).toEqual({
      'contactClaim.state': 'confirmed',
      'contactClaim.answeredAt': new Date(claimAt + 86_400_000),
      clockStoppedBy: { reason: 'confirmed-contact', at: new Date(claimAt) },
      updatedAt: SERVER_TIME,
    });
  });

  it('No reopens the lead and lapses it now, keeping an earlier lapse', () => {
    const now = new Date(claimAt + 86_400_000);
    expect(contactDenied({ lapsedAt: null }, now)).toMatchObject({
      status: 'pending',
      lapsedAt: now,
      'contactClaim.state': 'denied',
    });
    expect(contactDenied({ lapsedAt: arrived }, now)).not.toHaveProperty('lapsedAt');
  });

  it('a No may be disputed once; an upheld dispute stops the clock, a rejected one does not', () => {
    const denied: ContactClaim = { ...asked, state: 'denied' };
    expect(mayDispute(denied)).toBe(true);
    expect(mayDispute(asked)).toBe(false);
    const disputed = { ...denied, dispute: { note: 'Called at 10:15', at: claimAt + 2 * 86_400_000 } };
    expect(mayDispute(disputed)).toBe(false);
    const at = new Date(claimAt + 3 * 86_400_000);
    expect(contactDisputeDecided(disputed, 'upheld', at, 'Call log shows 4 minutes')).toMatchObject({
      'contactClaim.dispute': {
        note: 'Called at 10:15',
        decision: 'upheld',
        decidedAt: at,
        decisionNote: 'Call log shows 4 minutes',
      },
      clockStoppedBy: { reason: 'confirmed-contact', at: new Date(claimAt) },
    });
    expect(contactDisputeDecided(disputed, 'rejected', at, '')).not.toHaveProperty('clockStoppedBy');
  });

  it('describes each state to the firm and the operator', () => {
    expect(contactClaimText(undefined)).toBeNull();
    expect(contactClaimText({ ...asked, askedAt: null })).toBe('Client will be asked to confirm contact');
    expect(contactClaimText(asked)).toBe('Client asked to confirm contact');
    expect(contactClaimText({ ...asked, state: 'confirmed' })).toBe('Client confirmed contact');
    expect(contactClaimText({ ...asked, state: 'denied', dispute: { note: 'x', at: 1 } })).toBe(
      'Client said not contacted; dispute under review',
    );
  });
});

describe('the client’s request page', () => {
  it('says the firm’s word as its word until the client confirms, and a No as reopened', () => {
    expect(requestProgressKey({ status: 'contacted', contactClaim: asked })).toBe('claimed');
    expect(requestProgressKey({ status: 'contacted', contactClaim: { ...asked, state: 'unanswered' } })).toBe('claimed');
    expect(
      requestProgressKey({
        status: 'contacted',
        contactClaim: { ...asked, state: 'confirmed' },
        clockStoppedBy: { reason: 'confirmed-contact', at: claimAt },
      }),
    ).toBe('contacted');
    expect(requestProgressKey({ status: 'pending', lapsedAt: claimAt, contactClaim: { ...asked, state: 'denied' } })).toBe(
      'denied',
    );
    expect(requestProgressKey({ status: 'pending', lapsedAt: claimAt })).toBe('lapsed');
    expect(requestProgressKey({ status: 'contacted' })).toBe('contacted');
    expect(requestProgressKey({ status: 'contacted', contactClaim: asked, withdrawnAt: 1 })).toBe('withdrawn');
  });
});

describe('inputs', () => {
  it('takes a token and yes or no, nothing else', () => {
    expect(answerContactCheckInputSchema.safeParse({ token: TOKEN, answer: 'yes' }).success).toBe(true);
    expect(answerContactCheckInputSchema.safeParse({ token: TOKEN, answer: 'maybe' }).success).toBe(false);
    expect(answerContactCheckInputSchema.safeParse({ token: TOKEN, answer: 'no', leadId: 'x' }).success).toBe(false);
  });

  it('bounds the firm’s note and the operator’s decision', () => {
    expect(disputeContactDenialInputSchema.safeParse({ leadId: 'lead-1', note: 'short' }).success).toBe(false);
    expect(disputeContactDenialInputSchema.safeParse({ leadId: 'lead-1', note: 'x'.repeat(1001) }).success).toBe(false);
    expect(disputeContactDenialInputSchema.safeParse({ leadId: 'lead-1', note: 'I phoned at 10:15 on Monday' }).success).toBe(
      true,
    );
    expect(decideContactDisputeInputSchema.safeParse({ leadId: 'lead-1', decision: 'upheld', note: '' }).success).toBe(true);
    expect(decideContactDisputeInputSchema.safeParse({ leadId: 'lead-1', decision: 'maybe', note: '' }).success).toBe(false);
  });
});

describe('the operator’s counts per firm', () => {
  it('counts unconfirmed and denied claims and open disputes per firm, most denials first', () => {
    const denied: ContactClaim = { ...asked, state: 'denied' };
    const rows = claimCountsByFirm([
      { firmId: 'quiet', contactClaim: { ...asked, state: 'unanswered' } },
      { firmId: 'quiet', contactClaim: asked },
      { firmId: 'denier', contactClaim: denied },
      { firmId: 'denier', contactClaim: { ...denied, dispute: { note: 'called', at: claimAt } } },
      {
        firmId: 'denier',
        contactClaim: { ...denied, dispute: { note: 'called', at: claimAt, decision: 'rejected', decidedAt: claimAt } },
      },
      { firmId: 'good', contactClaim: { ...asked, state: 'confirmed' } },
      { firmId: 'none' },
    ]);
    expect(rows).toEqual([
      { firmId: 'denier', unconfirmed: 0, denied: 3, disputed: 1 },
      { firmId: 'quiet', unconfirmed: 2, denied: 0, disputed: 0 },
    ]);
  });
});
