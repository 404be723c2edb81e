import { formatRand } from '../shared/money';
import {
  CANCELLATION_TERMS,
  FREE_MONTH_TERMS,
  cancelledPlanNotice,
  featuresBesidesTrial,
  checkoutQuote,
  newFirmTrialOffer,
  hasNonLatinCharacters,
  normaliseLpcNumber,
  paidThrough,
  planEndDue,
  sastDateLabel,
  trialAvailableFor,
} from './billing';
import { PLANS } from './plans';

describe('sastDateLabel: the day as South Africans read it', () => {
  it.each([
    ['2026-12-25T08:00:00Z', '25 Dec 2026'],
    // 23:30 UTC on 31 Dec is 01:30 SAST on 1 Jan: the new year's day.
    ['2026-12-31T23:30:00Z', '1 Jan 2027'],
    ['2026-02-28T21:59:59Z', '28 Feb 2026'],
    ['2026-02-28T22:00:00Z', '1 Mar 2026'],
  ])('%s -> %s', (iso, label) => {
    expect(sastDateLabel(new Date(iso))).toBe(label);
  });
});

describe('checkoutQuote: what the firm pays today', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  it('Premium with the free month: R 0 today, then the price from a month on', () => {
    const quote = checkoutQuote('premium', { trialAvailable: true, now });
    expect(quote).toMatchObject({ trial: true, todayAmount: 0, recurringAmount: 199 });
    expect(quote.recurringFrom?.toISOString()).toBe('2026-12-25T08:00:00.000Z');
    expect(quote.summary).toBe('R 0 today, then R 199/month from 25 Dec 2026');
  });
  it('Premium without it: the full price today', () => {
    const quote = checkoutQuote('premium', { trialAvailable: false, now });
    expect(quote).toMatchObject({ trial: false, todayAmount: 199, recurringAmount: 199, recurringFrom: null });
    expect(quote.summary).toBe('R 199 today, then monthly');
  });
  it('Premium Plus has no free month, whatever the firm may have', () => {
    expect(checkoutQuote('premium_plus', { trialAvailable: true, now }).summary).toBe('R 249 today, then monthly');
  });
  it('a free month started on 31 January (SAST) bills from the last day of February', () => {
    // 22:30 UTC on 30 Jan is 00:30 SAST on 31 Jan.
    const quote = checkoutQuote('premium', { trialAvailable: true, now: new Date('2026-01-30T22:30:00Z') });
    expect(sastDateLabel(quote.recurringFrom!)).toBe('28 Feb 2026');
    expect(quote.summary).toBe('R 0 today, then R 199/month from 28 Feb 2026');
  });
  it('a free month started in a leap year ends on 29 February', () => {
    const quote = checkoutQuote('premium', { trialAvailable: true, now: new Date('2028-01-31T10:00:00Z') });
    expect(sastDateLabel(quote.recurringFrom!)).toBe('29 Feb 2028');
  });
});

describe('the free month: once per firm and per LPC number', () => {
  it.each([
    ['never had it, its LPC number unclaimed', false, false, true],
    ['never had it, but a firm with its LPC number had it', false, true, false],
    ['had it already', true, false, false],
    ['had it, and its LPC number is claimed', true, true, false],
  ] as const)('%s', (_name, used, claimed, available) => {
    expect(trialAvailableFor({ premiumTrialUsed: used }, claimed)).toBe(available);
  });
  it.each([
    ['LPC 12-345/6', '123456'],
    ['lpc123456', '123456'],
    ['  ＬＰＣ１２３  ', '123'],
    ['---', ''],
    // One practitioner however the number is written (issue 39): the free month is once per number.
    ['11865497', '11865497'],
    ['LPC No. 11865497', '11865497'],
    ['LPC11865497', '11865497'],
    ['L\u0420\u042111865497', '11865497'],
  ])('normalises %j to %j', (raw, key) => {
    expect(normaliseLpcNumber(raw)).toBe(key);
  });
  it('finds letters of another script that look Latin, and digits other than 0-9', () => {
    expect(hasNonLatinCharacters('L\u0420\u042111865497')).toBe(true); // Cyrillic Р and С
    expect(hasNonLatinCharacters('\u039BPC 11865497')).toBe(true); // Greek Λ
    expect(hasNonLatinCharacters('LPC \u0661\u0662')).toBe(true); // Arabic-Indic digits
    expect(hasNonLatinCharacters('LPC No. 11865497')).toBe(false);
    expect(hasNonLatinCharacters('ＬＰＣ１２３')).toBe(false); // full-width Latin folds to Latin
  });
  it('visitors who are not signed in see the offer with its condition', () => {
    expect(newFirmTrialOffer('premium')).toBe('1 month free for firms new to RegMatch');
    // The plan's own feature line is the same offer, so a card can swap it for the firm's quote.
    expect(PLANS.premium.features).toContain(newFirmTrialOffer('premium'));
    expect(featuresBesidesTrial('premium')).not.toContain(newFirmTrialOffer('premium'));
    expect(featuresBesidesTrial('premium')).toHaveLength(PLANS.premium.features.length - 1);
    expect(newFirmTrialOffer('premium_plus')).toBeNull();
  });
});

describe('the end of a cancelled plan', () => {
  const now = new Date('2026-11-25T08:00:00Z');
  const next = new Date('2026-12-25T08:00:00Z');
  it('runs to the paid-through date while it is ahead', () => {
    expect(paidThrough(next, now)).toBe(next);
  });
  it('ends at once when nothing paid is left', () => {
    expect(paidThrough(null, now)).toBeNull();
    expect(paidThrough(now, now)).toBeNull();
    expect(paidThrough(new Date('2026-11-01T00:00:00Z'), now)).toBeNull();
  });
  it('is due from that instant on, not a millisecond before', () => {
    expect(planEndDue(next, new Date(next.getTime() - 1))).toBe(false);
    expect(planEndDue(next, next)).toBe(true);
    expect(planEndDue(null, next)).toBe(false);
  });
  it('reads as the Subscription tab shows it', () => {
    expect(cancelledPlanNotice('premium', next)).toBe('Cancelled: Premium until 25 Dec 2026, then Basic');
  });
});

describe('the terms say what the code does', () => {
  it('cancelling: billing stops at once, paid features to the end of the paid period, then Basic', () => {
    expect(CANCELLATION_TERMS).toContain('PayFast stops billing at once');
    expect(CANCELLATION_TERMS).toContain('continue until the end of the period already paid for (the next billing date)');
    expect(CANCELLATION_TERMS).toContain(`then moves to the free ${PLANS.free.name} plan`);
  });
  it('the free month: the amounts of checkoutQuote, once per firm and per LPC number', () => {
    const now = new Date('2026-11-25T08:00:00Z');
    const withTrial = checkoutQuote('premium', { trialAvailable: true, now });
    const without = checkoutQuote('premium', { trialAvailable: false, now });
    expect(FREE_MONTH_TERMS).toContain(`With it, ${formatRand(withTrial.todayAmount)} is charged when the firm subscribes`);
    expect(FREE_MONTH_TERMS).toContain(`without it, ${formatRand(without.todayAmount)} is charged when the firm subscribes`);
    expect(FREE_MONTH_TERMS).toContain('once per firm and once per Legal Practice Council number');
  });
});
