import { describe, expect, it } from 'vitest';
import { formatCents } from '../shared/money';
import { PAID_PLAN_IDS } from './plan-ids';
import { PLANS } from './plans';
import { randToCents, VAT_RATE, vatBreakdown } from './vat';

describe('vatBreakdown', () => {
  it.each([
    [19900, 17304, 2596],
    [24900, 21652, 3248],
    [11500, 10000, 1500],
    [0, 0, 0],
    [1, 1, 0],
    [23, 20, 3],
  ])('splits %i cents into %i excl. VAT + %i VAT', (total, exclusive, vat) => {
    expect(vatBreakdown(total)).toEqual({ totalCents: total, exclusiveCents: exclusive, vatCents: vat });
  });

  it('always adds up to the total and keeps VAT within half a cent of 15/115 of it', () => {
    const wrong: number[] = [];
    for (let total = 0; total <= 100_000; total += 7) {
      const { exclusiveCents, vatCents } = vatBreakdown(total);
      const exactVat = (total * VAT_RATE) / (1 + VAT_RATE);
      if (exclusiveCents + vatCents !== total || Math.abs(vatCents - exactVat) > 0.5 + 1e-9) wrong.push(total);
    }
    expect(wrong).toEqual([]);
  });

  it('splits every paid plan price into parts that add up', () => {
    for (const id of PAID_PLAN_IDS) {
      const total = randToCents(PLANS[id].price);
      const { exclusiveCents, vatCents } = vatBreakdown(total);
      expect(exclusiveCents + vatCents).toBe(total);
    }
  });

  it('refuses fractions of a cent and negative totals', () => {
    expect(() => vatBreakdown(199.5)).toThrow(RangeError);
    expect(() => vatBreakdown(-1)).toThrow(RangeError);
  });
});

describe('randToCents', () => {
  it('turns rand amounts into whole cents without float drift', () => {
    expect(randToCents(199)).toBe(19900);
    expect(randToCents(0.29)).toBe(29);
    expect(randToCents(249.99)).toBe(24999);
  });
});

describe('formatCents', () => {
  it('shows en-ZA rand with both decimals', () => {
    expect(formatCents(17304)).toBe('R 173,04');
    expect(formatCents(0)).toBe('R 0,00');
    expect(formatCents(123456750)).toBe('R 1 234 567,50');
  });
});
