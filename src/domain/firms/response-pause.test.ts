import { describe, expect, it } from 'vitest';
import { resumeMatchingInputSchema } from './response-pause';
import {
  countedLapses,
  isResponsePaused,
  LAPSE_WINDOW_DAYS,
  LAPSE_WINDOW_MS,
  LAPSES_BEFORE_PAUSE,
  mustPauseForLapses,
  RESPONSE_PAUSE_MESSAGES,
  RESPONSE_PAUSE_RULE,
} from './response-pause-rule';
import { isFirmListed } from './verification';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.parse('2026-11-25T08:00:00Z');
const notPaused = { pausedAt: null, resumedAt: null };

describe('the pause rule', () => {
  it('is three lapses in 30 days', () => {
    expect(LAPSES_BEFORE_PAUSE).toBe(3);
    expect(LAPSE_WINDOW_DAYS).toBe(30);
    expect(LAPSE_WINDOW_MS).toBe(30 * DAY);
  });

  it('pauses at the third lapse within the window, not at the second', () => {
    expect(mustPauseForLapses([now - 2 * DAY, now - DAY], now, null)).toBe(false);
    expect(mustPauseForLapses([now - 2 * DAY, now - DAY, now], now, null)).toBe(true);
    expect(mustPauseForLapses([now - 20 * DAY, now - 10 * DAY, now, now], now, notPaused)).toBe(true);
  });

  it('counts a lapse just inside 30 days, not one exactly 30 days old or older', () => {
    const inside = now - LAPSE_WINDOW_MS + 1;
    const edge = now - LAPSE_WINDOW_MS;
    expect(countedLapses([inside, now - DAY, now], now, null)).toEqual([inside, now - DAY, now]);
    expect(mustPauseForLapses([inside, now - DAY, now], now, null)).toBe(true);
    expect(countedLapses([edge, now - DAY, now], now, null)).toEqual([now - DAY, now]);
    expect(mustPauseForLapses([edge, now - DAY, now], now, null)).toBe(false);
    expect(mustPauseForLapses([now - 45 * DAY, now - 31 * DAY, now], now, null)).toBe(false);
  });

  it('ignores lapses after `now` (another run of a moved clock) and sorts what it counts', () => {
    expect(countedLapses([now + 1, now - DAY, now - 2 * DAY], now, null)).toEqual([now - 2 * DAY, now - DAY]);
  });

  it('never counts lapses at or before the last resume again', () => {
    const resumedAt = now - DAY;
    const lapses = [now - 3 * DAY, now - 2 * DAY, resumedAt, now];
    expect(countedLapses(lapses, now, resumedAt)).toEqual([now]);
    expect(mustPauseForLapses(lapses, now, { pausedAt: null, resumedAt })).toBe(false);
    expect(mustPauseForLapses([...lapses, now - 1, now - 2], now, { pausedAt: null, resumedAt })).toBe(true);
  });

  it('does not pause a firm twice', () => {
    const lapses = [now - 2 * DAY, now - DAY, now, now];
    expect(mustPauseForLapses(lapses, now, { pausedAt: new Date(now - DAY), resumedAt: null })).toBe(false);
  });
});

describe('a paused firm is not listed', () => {
  const listed = {
    status: 'active',
    verification: { state: 'verified' },
    suspended: false,
  };
  it('unlists while pausedAt is set, and lists again once resumed', () => {
    expect(isFirmListed(listed)).toBe(true);
    const paused = { ...listed, responsePause: { pausedAt: new Date(now), lapses: 3, resumedAt: null } };
    expect(isResponsePaused(paused)).toBe(true);
    expect(isFirmListed(paused)).toBe(false);
    const resumed = { ...listed, responsePause: { pausedAt: null, lapses: 0, resumedAt: new Date(now) } };
    expect(isResponsePaused(resumed)).toBe(false);
    expect(isFirmListed(resumed)).toBe(true);
  });
});

describe('the words', () => {
  it('come from the constants', () => {
    expect(RESPONSE_PAUSE_RULE).toBe('three requests unanswered in 30 days');
    expect(RESPONSE_PAUSE_MESSAGES.homePromise).toContain('we pause firms that leave three requests unanswered in 30 days');
    expect(RESPONSE_PAUSE_MESSAGES.banner(3)).toMatch(/^3 of your leads went unanswered .* within 30 days/);
  });
});

describe('resumeMatching input', () => {
  it('takes only { confirm: true }', () => {
    expect(resumeMatchingInputSchema.safeParse({ confirm: true }).success).toBe(true);
    expect(resumeMatchingInputSchema.safeParse({ confirm: false }).success).toBe(false);
    expect(resumeMatchingInputSchema.safeParse({}).success).toBe(false);
    expect(resumeMatchingInputSchema.safeParse({ confirm: true, firmId: 'other' }).success).toBe(false);
  });
});
