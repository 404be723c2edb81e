/**
 * The one way the emulated suites wait for work that runs after an answer (a trigger, a queued
 * email, a scheduled job moved by its emulator-only run): read, and read again every tenth of a
 * second until the answer is there. Nothing sleeps for a fixed time, so a fast machine never
 * waits and a slow one waits as long as it needs. (A read of the emulator costs milliseconds; at a
 * quarter second, every wait ended on average 125 ms after its answer was there.)
 *
 * Without `timeoutMs` the test's own timeout bounds the wait; with it, the wait ends in an error
 * naming what was last read (`describe`), which says more than a timed-out test does.
 */
export interface EventuallyOptions<T> {
  /** Between two reads; 100 ms unless said. */
  intervalMs?: number;
  /** Give up after this long with an error, instead of at the test's timeout. */
  timeoutMs?: number;
  /** The error's words for the last value read. */
  describe?: (last: T) => string;
}

const present = <T>(value: T): value is NonNullable<T> => value !== undefined && value !== null;

/** The value `read` answers once it is neither undefined nor null. */
export function eventually<T>(read: () => Promise<T>): Promise<NonNullable<T>>;
/** The value `read` answers once `done` holds for it. */
export function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, options?: EventuallyOptions<T>): Promise<T>;
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean = present,
  { intervalMs = 100, timeoutMs, describe = (last) => JSON.stringify(last) }: EventuallyOptions<T> = {},
): Promise<T> {
  const deadline = timeoutMs === undefined ? Infinity : Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`Still waiting after ${timeoutMs} ms: ${describe(value)}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
