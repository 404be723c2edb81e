import { describe, expect, it } from 'vitest';
import { boundedRun } from './bounded-run';

describe('a bounded run of a queue', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('does every due item when count and time allow, and reports none left', async () => {
    const report = await boundedRun(
      ids,
      { maxItems: 10, deadline: Infinity },
      async (id) => id,
      async () => 0,
    );
    expect(report).toEqual({ outcomes: ['a', 'b', 'c', 'd'], stoppedBy: 'done', remaining: 0 });
  });
  it('stops at the count and reports what is left', async () => {
    const report = await boundedRun(
      ids,
      { maxItems: 2, deadline: Infinity },
      async (id) => id,
      async () => 2,
    );
    expect(report).toEqual({ outcomes: ['a', 'b'], stoppedBy: 'count', remaining: 2 });
  });
  it('starts no item once the time budget is spent (a backlog never runs past the function timeout)', async () => {
    let now = 0;
    const slow = async (id: string) => {
      now += 60_000; // each item takes a minute
      return id;
    };
    const report = await boundedRun(
      ids,
      { maxItems: 100, deadline: 150_000 },
      slow,
      async () => 1,
      () => now,
    );
    expect(report.outcomes).toEqual(['a', 'b', 'c']);
    expect(report.stoppedBy).toBe('time');
    expect(report.remaining).toBe(1);
  });
});
