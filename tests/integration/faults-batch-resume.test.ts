/**
 * A scheduled batch cut half-way (issue 39: a backlog ran the response clock past the Functions time
 * limit): each run is bounded and reports what is left, and the next run finishes the rest with no
 * lead done twice. Four overdue leads, runs of two, through the emulator-only clock run at a moved
 * clock (its `maxItems` is the bound the scheduled job sets by count and time).
 */
import type { OverdueOutcome } from '../../functions/src/leads/reroute-overdue-leads';
import type { RunReport } from '../../functions/src/shared/bounded-run';
import { clearFirestore } from './emulator-clients';
import { firstAndSecondFirms, overdueLead } from './overdue-leads';
import { queuedMails } from './queued-mail';
import { runJobAt } from '../fixtures/clock-run';

vi.setConfig({ testTimeout: 180_000 });

const LEADS = ['backlog-1', 'backlog-2', 'backlog-3', 'backlog-4'];

/** A bounded run answers its report ({ outcomes, stoppedBy, remaining }) where runJobAt expects the outcomes. */
const boundedRunAt = async (now: number, maxItems: number) =>
  (await runJobAt('responseClockRun', now, { leadIds: LEADS, maxItems })) as unknown as RunReport<OverdueOutcome>;

beforeEach(async () => {
  await clearFirestore();
  await firstAndSecondFirms();
});

describe('a batch interrupted after half its items', () => {
  it('reports what is left, and the next run finishes it with no lead done twice', async () => {
    for (const [i, id] of LEADS.entries())
      await overdueLead(id, 'first', { formData: { email: `backlog-${i}@example.co.za` } }, 5 + i);
    const now = Date.now() + 3_600_000;

    const first = await boundedRunAt(now, 2);
    expect(first.outcomes.map((o) => o.outcome)).toEqual(['lapsed', 'lapsed']);
    expect(first).toMatchObject({ stoppedBy: 'count', remaining: 2 });

    const second = await boundedRunAt(now, 2);
    expect(second.outcomes.map((o) => o.outcome)).toEqual(['lapsed', 'lapsed']);
    expect(second.remaining).toBe(0);
    expect(new Set([...first.outcomes, ...second.outcomes].map((o) => o.leadId))).toEqual(new Set(LEADS));

    const third = await boundedRunAt(now, 2);
    expect(third).toMatchObject({ outcomes: [], stoppedBy: 'done', remaining: 0 });
    // One "did not answer" email per lead, none twice.
    for (const i of LEADS.keys()) expect(await queuedMails(`backlog-${i}@example.co.za`, 'lead-unanswered')).toHaveLength(1);
  });
});
