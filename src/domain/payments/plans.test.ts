import { formatRand } from '../shared/money';
import { PAID_PLAN_IDS, PLAN_IDS } from './plan-ids';
import {
  FREE_MONTHLY_LEADS,
  featuresOf,
  isApproachingLeadLimit,
  isPaidPlan,
  isPlanId,
  leadsUsedThisMonth,
  monthKey,
  oneMonthAfter,
  sastDay,
  planRank,
  PLANS,
  remainingLeads,
  UNLIMITED,
  usageFraction,
  USAGE_WARNING_THRESHOLD,
} from './plans';

describe('PLANS', () => {
  it.each([
    ['free', 'Basic', 0, null, 2, 0, 1, null],
    ['premium', 'Premium', 199, 399, -1, 1, 2, null],
    ['premium_plus', 'Premium Plus', 249, 449, -1, 0, 3, 'Most Popular'],
  ] as const)('%s: %s at R%i (was %s), %i leads', (id, name, price, previousPrice, monthlyLeads, freeMonths, rank, highlight) => {
    expect(PLANS[id]).toMatchObject({ id, name, price, previousPrice, monthlyLeads, freeMonths, rank, highlight });
    expect(PLANS[id].features.length).toBeGreaterThan(0);
    expect(featuresOf(id)).toBe(PLANS[id].features);
  });

  it('has the fixed id lists and constants', () => {
    expect(PLAN_IDS).toEqual(['free', 'premium', 'premium_plus']);
    expect(PAID_PLAN_IDS).toEqual(['premium', 'premium_plus']);
    expect(FREE_MONTHLY_LEADS).toBe(2);
    expect(UNLIMITED).toBe(-1);
    expect(USAGE_WARNING_THRESHOLD).toBe(0.8);
    expect(PLANS.premium.features).toContain('Unlimited leads');
    expect(PLANS.premium_plus.features).toContain('Listed ahead of Premium and free firms that match equally well');
  });

  it.each([
    ['premium_plus', 3, true],
    ['premium', 2, true],
    ['free', 1, false],
    ['gold', 1, false],
    ['', 1, false],
  ])('%j ranks %i, paid %s', (id, rank, paid) => {
    expect(planRank(id)).toBe(rank);
    expect(isPaidPlan(id)).toBe(paid);
  });

  it('recognises plan ids', () => {
    expect(isPlanId('premium_plus')).toBe(true);
    expect(isPlanId('Premium')).toBe(false);
    expect(planRank(undefined)).toBe(1);
  });
});

describe('formatRand', () => {
  it.each([
    [0, 'R 0'],
    [199, 'R 199'],
    [1500, 'R 1 500'],
    [1234567, 'R 1 234 567'],
    [1500.5, 'R 1 500,50'],
  ])('%d -> %j with plain spaces', (amount, expected) => {
    expect(formatRand(amount)).toBe(expected);
  });
});

describe('monthly quota', () => {
  const now = new Date('2025-03-15T10:00:00Z');

  it('keys months in SAST (UTC+2, no daylight saving)', () => {
    expect(monthKey(now)).toBe('2025-03');
    expect(monthKey(Date.UTC(2024, 0, 1, 12))).toBe('2024-01');
    // 23:30 UTC on the last day of a month is 01:30 SAST on the 1st: the new month.
    expect(monthKey(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04');
    expect(monthKey(new Date('2025-12-31T23:30:00Z'))).toBe('2026-01');
    expect(monthKey(new Date('2024-02-29T23:30:00Z'))).toBe('2024-03');
    // 21:59 UTC on the last day is 23:59 SAST: still the old month.
    expect(monthKey(new Date('2025-03-31T21:59:59Z'))).toBe('2025-03');
    expect(monthKey(new Date('2025-03-31T22:00:00Z'))).toBe('2025-04');
  });

  it('rolls the free quota over at SAST midnight on the 1st', () => {
    const lastNight = { packageType: 'free', leadsThisMonth: 2, leadMonth: '2025-03' };
    expect(remainingLeads(lastNight, new Date('2025-03-31T21:30:00Z'))).toBe(0);
    expect(remainingLeads(lastNight, new Date('2025-03-31T23:30:00Z'))).toBe(2);
  });

  it('gives the SAST calendar day', () => {
    expect(sastDay(new Date('2025-03-31T23:30:00Z'))).toBe('2025-04-01');
    expect(sastDay(new Date('2025-03-31T21:30:00Z'))).toBe('2025-03-31');
  });

  it.each([
    ['free, none used', 'free', 0, '2025-03', 2],
    ['free, one used', 'free', 1, '2025-03', 1],
    ['free, allowance used', 'free', 2, '2025-03', 0],
    ['free, over-counted never goes negative', 'free', 5, '2025-03', 0],
    ['free, last month rolls over', 'free', 2, '2025-02', 2],
    ['free, no month yet', 'free', 2, null, 2],
    ['premium is unlimited', 'premium', 40, '2025-03', -1],
    ['premium plus is unlimited', 'premium_plus', 0, null, -1],
    ['unknown plan counts as free', 'gold', 1, '2025-03', 1],
  ])('%s', (_name, packageType, leadsThisMonth, leadMonth, expected) => {
    expect(remainingLeads({ packageType, leadsThisMonth, leadMonth }, now)).toBe(expected);
  });

  it('reports usage and the 80% warning on limited plans only', () => {
    const usage = (leadsThisMonth: number, packageType = 'free') => ({ packageType, leadsThisMonth, leadMonth: '2025-03' });
    expect(leadsUsedThisMonth(usage(1), now)).toBe(1);
    expect(leadsUsedThisMonth({ ...usage(1), leadMonth: '2025-01' }, now)).toBe(0);
    expect(usageFraction(usage(1), now)).toBe(0.5);
    expect(isApproachingLeadLimit(usage(1), now)).toBe(false);
    expect(isApproachingLeadLimit(usage(2), now)).toBe(true);
    expect(isApproachingLeadLimit(usage(500, 'premium'), now)).toBe(false);
  });

  it('moves a payment date one month ahead, clamped to month end', () => {
    expect(oneMonthAfter(new Date('2025-03-15T10:00:00Z')).toISOString()).toBe('2025-04-15T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2025-01-31T00:00:00Z')).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(oneMonthAfter(new Date('2024-01-31T00:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(oneMonthAfter(new Date('2025-12-10T00:00:00Z')).toISOString()).toBe('2026-01-10T00:00:00.000Z');
    // 23:30 UTC on 31 January is 01:30 SAST on 1 February: one month later is 1 March SAST.
    expect(oneMonthAfter(new Date('2025-01-31T23:30:00Z')).toISOString()).toBe('2025-02-28T23:30:00.000Z');
    // 23:30 UTC on 30 April is 1 May SAST; a month later is 1 June SAST, not 30 May.
    expect(oneMonthAfter(new Date('2025-04-30T23:30:00Z')).toISOString()).toBe('2025-05-31T23:30:00.000Z');
  });
});
