import { describe, expect, it } from 'vitest';
import { afterFailure, claimable, insideServiceWindow, MAX_ATTEMPTS, statusMovesForward } from './delivery-state';

describe('phone message delivery state', () => {
  it('claims queued, due retries and expired leases only; never a settled message', () => {
    expect(claimable('queued', null, 0)).toBe(true);
    expect(claimable('retry', 100, 99)).toBe(false);
    expect(claimable('retry', 100, 100)).toBe(true);
    expect(claimable('sending', 100, 100)).toBe(true);
    for (const s of ['sent', 'delivered', 'read', 'failed'] as const) expect(claimable(s, 0, 1e15)).toBe(false);
  });
  it('retries a provider outage with a growing wait, and gives up on a refusal or the last attempt', () => {
    expect(afterFailure(1, true, 0)).toEqual({ state: 'retry', nextAttemptAt: 60_000 });
    expect(afterFailure(2, true, 0).nextAttemptAt).toBe(300_000);
    expect(afterFailure(MAX_ATTEMPTS, true, 0).state).toBe('failed');
    expect(afterFailure(1, false, 0).state).toBe('failed');
  });
  it('waits as long as the provider said (Retry-After), when that is longer than the usual wait', () => {
    expect(afterFailure(1, true, 0, 10 * 60_000)).toEqual({ state: 'retry', nextAttemptAt: 10 * 60_000 });
    expect(afterFailure(3, true, 0, 1_000).nextAttemptAt).toBe(15 * 60_000);
  });
  it('moves statuses forward only; failed ends a message not yet delivered', () => {
    expect(statusMovesForward('sent', 'delivered')).toBe(true);
    expect(statusMovesForward('read', 'delivered')).toBe(false);
    expect(statusMovesForward('sent', 'failed')).toBe(true);
    expect(statusMovesForward('queued', 'failed')).toBe(true);
    expect(statusMovesForward('failed', 'read')).toBe(false);
  });
  it('keeps a delivered or read message when a late failed status arrives (no SMS copy of a message that arrived)', () => {
    expect(statusMovesForward('delivered', 'failed')).toBe(false);
    expect(statusMovesForward('read', 'failed')).toBe(false);
  });
  it('knows the 24-hour window', () => {
    expect(insideServiceWindow(null, 0)).toBe(false);
    expect(insideServiceWindow(0, 24 * 3600_000 - 1)).toBe(true);
    expect(insideServiceWindow(0, 24 * 3600_000)).toBe(false);
  });
});
