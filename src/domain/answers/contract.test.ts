import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_HOURS } from '../firms/options';
import { answerLeadInputSchema } from './contract';
import { feeEstimateSchema } from './fee';
import { consultationSlotSchema, slotBlocks, slotProblems, SLOT_MESSAGES } from './slots';

// Monday 7 December 2026, 10:00 SAST = 08:00 UTC.
const MONDAY_10 = Date.UTC(2026, 11, 7, 8, 0);
const HOUR = 3_600_000;
const fee = { consultation: { kind: 'free' }, matter: { kind: 'hourly-range', minRand: 900, maxRand: 1500 }, vat: 'included' };

describe('the answer contract', () => {
  it('accepts an answer with times and a fee estimate, and drops an address from a phone time', () => {
    const parsed = answerLeadInputSchema.parse({
      leadId: 'lead1',
      message: 'We can help with your divorce. Please choose a time.',
      fee,
      offer: {
        kind: 'times',
        slots: [
          { startsAt: MONDAY_10, minutes: 60, mode: 'in-person', address: '12 Long Street, Cape Town' },
          { startsAt: MONDAY_10 + 2 * HOUR, minutes: 30, mode: 'phone', address: 'ignored' },
        ],
      },
    });
    expect(parsed.offer).toEqual({
      kind: 'times',
      slots: [
        { startsAt: MONDAY_10, minutes: 60, mode: 'in-person', address: '12 Long Street, Cape Town' },
        { startsAt: MONDAY_10 + 2 * HOUR, minutes: 30, mode: 'phone' },
      ],
    });
  });

  it('refuses an in-person time without an address, a time off the quarter hour, and six times', () => {
    expect(
      consultationSlotSchema.safeParse({ startsAt: MONDAY_10, minutes: 60, mode: 'in-person' }).error?.issues[0]?.message,
    ).toBe(SLOT_MESSAGES.address);
    expect(
      consultationSlotSchema.safeParse({ startsAt: MONDAY_10 + 60_000, minutes: 60, mode: 'phone' }).error?.issues[0]?.message,
    ).toBe(SLOT_MESSAGES.quarterHour);
    const six = Array.from({ length: 6 }, (_, i) => ({ startsAt: MONDAY_10 + i * HOUR, minutes: 30, mode: 'video' }));
    const result = answerLeadInputSchema.safeParse({
      leadId: 'l',
      message: 'A message of some length',
      fee,
      offer: { kind: 'times', slots: six },
    });
    expect(result.error?.issues.map((i) => i.message)).toContain(SLOT_MESSAGES.tooMany);
  });

  it('refuses a range whose top is not above its bottom, prose for a fee, and a callback window that ends before it starts', () => {
    expect(feeEstimateSchema.safeParse({ ...fee, matter: { kind: 'fixed-range', minRand: 5000, maxRand: 5000 } }).success).toBe(
      false,
    );
    expect(feeEstimateSchema.safeParse({ ...fee, matter: 'about R5000' }).success).toBe(false);
    const callback = answerLeadInputSchema.safeParse({
      leadId: 'l',
      message: 'We will phone you tomorrow.',
      fee,
      offer: { kind: 'callback', from: MONDAY_10, to: MONDAY_10 - HOUR },
    });
    expect(callback.success).toBe(false);
  });

  it('checks times against the clock and the business hours in South African time', () => {
    const hours = DEFAULT_BUSINESS_HOURS;
    const now = MONDAY_10 - 24 * HOUR; // Sunday 10:00 SAST
    expect(slotProblems([{ startsAt: MONDAY_10, minutes: 60 }], { now, businessHours: hours })).toEqual([]);
    // Sunday 13:00 SAST: two hours ahead, but the firm is closed on Sunday.
    expect(slotProblems([{ startsAt: now + 3 * HOUR, minutes: 30 }], { now, businessHours: hours })).toEqual([
      { index: 0, message: SLOT_MESSAGES.outsideHours },
    ]);
    expect(slotProblems([{ startsAt: now + HOUR, minutes: 30 }], { now, businessHours: hours })[0]?.message).toBe(
      SLOT_MESSAGES.tooSoon,
    );
    expect(slotProblems([{ startsAt: MONDAY_10 + 10 * 24 * HOUR, minutes: 30 }], { now, businessHours: hours })[0]?.message).toBe(
      SLOT_MESSAGES.tooLate,
    );
    expect(
      slotProblems(
        [
          { startsAt: MONDAY_10, minutes: 60 },
          { startsAt: MONDAY_10 + 30 * 60_000, minutes: 30 },
        ],
        { now, businessHours: hours },
      ),
    ).toEqual([{ index: 1, message: SLOT_MESSAGES.overlap }]);
  });

  it('locks every quarter hour a consultation covers', () => {
    expect(slotBlocks({ startsAt: MONDAY_10, minutes: 45 })).toEqual([MONDAY_10, MONDAY_10 + 900_000, MONDAY_10 + 1_800_000]);
  });
});
