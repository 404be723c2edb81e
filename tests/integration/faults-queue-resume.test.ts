/**
 * Every queue job is bounded by count and time and says what is left (issue 39): a run cut after
 * half its items is finished by the next run with no item done twice. One test per shape: a job
 * whose handled items leave the due query (plan ends here; consultation reminders, contact checks
 * and the phone sweep work the same way through shared/bounded-run.ts), and a job that walks a
 * cursor (retention). The mail sweep's lease shape has its unit test (functions/src/mail/deliver.test.ts).
 */
import { leadSchema } from '@/domain/leads/lead-documents';
import { monthsBefore, RETENTION } from '@/domain/privacy/retention';
import { parseStored } from '@/domain/shared/stored-date';
import type { PlanEndOutcome } from '../../functions/src/payments/plan-end-job';
import { runRetention } from '../../functions/src/retention/retention-job';
import type { RunReport } from '../../functions/src/shared/bounded-run';
import { runJobAt } from '../fixtures/clock-run';
import { leadDocument } from '../fixtures/lead-factory';
import { clearFirestore, db } from './emulator-clients';
import { createFirm, firmState, mailTo, uid } from './payfast-support';

vi.setConfig({ testTimeout: 120_000 });

beforeAll(clearFirestore);

describe('a queue job cut after half its items', () => {
  it('plan ends: the first run ends two plans and reports two left; the next ends those, none twice', async () => {
    const firmIds = [uid('end-a'), uid('end-b'), uid('end-c'), uid('end-d')];
    const now = Date.now();
    for (const [i, firmId] of firmIds.entries())
      await createFirm(firmId, 'premium', { paymentStatus: 'cancelled', cancelAt: new Date(now - (10 - i) * 60_000) });
    const run = async () =>
      (await runJobAt('subscriptionEndsRun', now, { firmIds, maxItems: 2 })) as unknown as RunReport<PlanEndOutcome>;

    const first = await run();
    expect(first).toMatchObject({ stoppedBy: 'count', remaining: 2 });
    expect(first.outcomes).toEqual(firmIds.slice(0, 2).map((firmId) => ({ firmId, outcome: 'downgraded' })));
    const second = await run();
    expect(second).toMatchObject({ stoppedBy: 'done', remaining: 0 });
    expect(second.outcomes).toEqual(firmIds.slice(2).map((firmId) => ({ firmId, outcome: 'downgraded' })));
    expect(await run()).toEqual({ outcomes: [], stoppedBy: 'done', remaining: 0 });

    for (const firmId of firmIds) {
      const { firm, account } = await firmState(firmId);
      expect(firm.packageType).toBe('free');
      expect((await mailTo(account.email)).filter((m) => m.template === 'plan-downgraded')).toHaveLength(1);
    }
  });

  it('retention: a run of one page leaves the rest to the next, which empties each old lead once', async () => {
    const now = Date.UTC(1999, 5, 15, 12);
    const tooOld = new Date(monthsBefore(now, RETENTION.leadPersonalInfoMonths) - 86_400_000);
    const ids = [uid('ret-a'), uid('ret-b'), uid('ret-c')];
    for (const [i, id] of ids.entries()) {
      const at = new Date(tooOld.getTime() - (3 - i) * 60_000);
      await db.doc(`leads/${id}`).set(
        leadDocument({
          firmId: 'ret-firm',
          createdAt: at,
          updatedAt: at,
          assignedAt: at,
          formData: { email: `${id}@example.co.za` },
        }),
      );
    }
    const removedAt = async (id: string) =>
      parseStored(leadSchema, id, (await db.doc(`leads/${id}`).get()).data()).personalInfoRemoved?.at ?? null;

    const first = await runRetention(now, { pageSize: 1, maxPages: 1 });
    expect(first).toMatchObject({ leadsAnonymised: 1, stoppedBy: 'count', remaining: 2 });
    expect(await removedAt(ids[0]!)).toBe(now);
    const second = await runRetention(now + 1000);
    expect(second).toMatchObject({ leadsAnonymised: 2, stoppedBy: 'done', remaining: 0 });
    // The first lead was not emptied again by the second run (its time is the first run's).
    expect(await Promise.all(ids.map(removedAt))).toEqual([now, now + 1000, now + 1000]);
  });
});
