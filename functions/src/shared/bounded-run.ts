/**
 * A scheduled job that works through a queue bounds each run by count AND time, and says how much
 * is left (issue 39: two working days of leads came due at once, the response clock's run passed
 * the Functions time limit and was cut off before it finished). An item is taken only while the
 * run's time budget lasts; what is left is the next run's, oldest first. Each item's own
 * transaction re-checks that it is still due, so a run cut half-way is finished by the next one
 * with no item done twice.
 */
export interface RunLimits {
  /** Items one run takes at most. */
  maxItems: number;
  /** Epoch millis after which no new item is started (well inside the function's timeout). */
  deadline: number;
}

export interface RunReport<Outcome> {
  outcomes: Outcome[];
  /** Why the run ended: every due item done, the count reached, or the time budget spent. */
  stoppedBy: 'done' | 'count' | 'time';
  /** Items still due when the run ended (the next run's), counted after the run. */
  remaining: number;
}

/** Works through `ids` in order within `limits`; `countDue` is asked how many are left at the end. */
export async function boundedRun<Outcome>(
  ids: readonly string[],
  limits: RunLimits,
  handle: (id: string) => Promise<Outcome>,
  countDue: () => Promise<number>,
  clock: () => number = Date.now,
): Promise<RunReport<Outcome>> {
  const outcomes: Outcome[] = [];
  let stoppedBy: RunReport<Outcome>['stoppedBy'] = 'done';
  for (const id of ids) {
    if (outcomes.length >= limits.maxItems) {
      stoppedBy = 'count';
      break;
    }
    if (clock() >= limits.deadline) {
      stoppedBy = 'time';
      break;
    }
    outcomes.push(await handle(id));
  }
  return { outcomes, stoppedBy, remaining: await countDue() };
}
