import { Timestamp } from 'firebase-admin/firestore';
import { firmStatsSchema, provinceBenchmarkSchema, type FirmStats } from '@/domain/firms/stats';
import { monthKey } from '@/domain/payments/plans';
import { readFirmFigures, refreshFirmStats, storeFirmFigures } from '../../functions/src/analytics/firm-stats-store';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { eventually } from './eventually';

/**
 * The lead trigger, in the Functions emulator: leads written as the callables and the dashboard
 * write them end up as figures in firmStats and as the province's median firm. Waits poll the
 * document the trigger writes (bounded by the test timeout); nothing sleeps for a fixed time.
 */
async function statsOf(firmId: string, until: (s: FirmStats) => boolean): Promise<FirmStats> {
  const parsed = await eventually(
    async () => firmStatsSchema.safeParse((await db.doc(`firmStats/${firmId}`).get()).data()),
    (p) => p.success && until(p.data),
  );
  return parsed.data!;
}

// The first trigger run starts a cold worker, which takes seconds on a busy machine.
vi.setConfig({ testTimeout: 90_000 });
const run = `${Date.now()}`;
const province = 'Northern Cape';
const firmIds = [0, 1, 2, 3].map((i) => `stats-firm-${run}-${i}`);

beforeAll(async () => {
  // Complete firms, as the firm writers store them (the factory), in this test's province.
  for (const id of firmIds) {
    await writeFirm(
      id,
      firmSpec({
        firmName: `Stats ${id}`,
        province,
        primaryServiceArea: province,
        primaryCity: 'Kimberley',
        packageType: 'premium',
      }),
    );
  }
});

/** A lead as the lead transaction writes it (tests/fixtures/lead-factory.ts), in this test's province. */
const lead = (firmId: string, practiceArea: string, createdAt = Timestamp.now()) =>
  leadDocument({
    firmId,
    province,
    practiceArea,
    createdAt: createdAt.toDate(),
    formData: { email: 'client@example.co.za', location: province, city: 'Kimberley' },
  });

describe('the lead trigger keeps a firm\u2019s figures current', () => {
  it('counts a new lead in this month\u2019s bucket and the pending stage', async () => {
    const [firmId] = firmIds as [string];
    await db.doc(`leads/${firmId}-a`).set(lead(firmId, 'evictions'));
    await db.doc(`leads/${firmId}-b`).set(lead(firmId, 'divorce-separation'));
    const stats = await statsOf(firmId, (s) => s.totals.leads === 2);
    expect(stats.months.at(-1)).toMatchObject({ month: monthKey(Date.now()), leads: 2 });
    expect(stats.funnel.pending).toBe(2);
    expect(stats.province).toBe(province);
  });

  it('counts the first response the lead’s owner stamped in the response time, and the conversion', async () => {
    const [firmId] = firmIds as [string];
    const ref = db.doc(`leads/${firmId}-a`);
    // The status changes as the dashboard changes it: through updateLeadStatus, which stamps the first answer.
    const token = await idTokenFor(`${firmId}@firm.test`, { firmId });
    const setStatus = async (status: string) =>
      expect((await callFunction('updateLeadStatus', { leadId: `${firmId}-a`, status }, token)).error).toBeUndefined();
    await setStatus('contacted');
    const stats = await statsOf(firmId, (s) => s.funnel.contacted === 1 && s.months.at(-1)!.responses === 1);
    expect(stats.months.at(-1)!.medianResponseMinutes).not.toBeNull();
    const respondedAt = (await ref.get()).get('respondedAt') as Timestamp;
    expect(respondedAt).toBeInstanceOf(Timestamp);

    await setStatus('converted');
    const converted = await statsOf(firmId, (s) => s.funnel.converted === 1);
    expect(converted.byPracticeArea.find((a) => a.practiceArea === 'evictions')).toEqual({
      practiceArea: 'evictions',
      leads: 1,
      converted: 1,
    });
    // The first response is never moved by a later status change.
    expect(((await ref.get()).get('respondedAt') as Timestamp).isEqual(respondedAt)).toBe(true);
  });

  it('never writes the lead back: only the lead’s owner stamps the first answer', async () => {
    const [firmId] = firmIds as [string];
    const ref = db.doc(`leads/${firmId}-b`);
    // A status written without the owner's stamp (no real writer does this): counted, never stamped here.
    await ref.update({ status: 'contacted', updatedAt: Timestamp.now() });
    await statsOf(firmId, (s) => s.funnel.pending === 0);
    expect((await ref.get()).get('respondedAt')).toBeUndefined();
  });

  it('leaves leads older than twelve months out', async () => {
    const [, firmId] = firmIds as [string, string];
    const old = Timestamp.fromMillis(Date.now() - 400 * 24 * 3600 * 1000);
    await db.doc(`leads/${firmId}-old`).set(lead(firmId, 'evictions', old));
    await db.doc(`leads/${firmId}-new`).set(lead(firmId, 'evictions'));
    const stats = await statsOf(firmId, (s) => s.totals.leads >= 1);
    expect(stats.totals.leads).toBe(1);
  });

  it('counts every lead of a burst that arrives at once', async () => {
    const [, , , firmId] = firmIds as [string, string, string, string];
    // Ten leads in one commit start ten trigger runs for one firm, each in a worker of its own
    // while the others are busy: they read and write the same figures at once.
    const batch = db.batch();
    for (let i = 0; i < 10; i++) batch.set(db.doc(`leads/${firmId}-burst-${i}`), lead(firmId, 'evictions'));
    await batch.commit();
    const stats = await statsOf(firmId, (s) => s.totals.leads === 10);
    expect(stats.funnel.pending).toBe(10);
  });

  it('never lets figures read before a lead arrived overwrite figures that count it', async () => {
    const [, , , firmId] = firmIds as [string, string, string, string];
    const leadsNow = async () => (await db.collection('leads').where('firmId', '==', firmId).count().get()).data().count;
    const early = await readFirmFigures(firmId, Date.now());
    expect(early.stats?.totals.leads).toBe(await leadsNow());
    await db.doc(`leads/${firmId}-late`).set(lead(firmId, 'divorce-separation'));
    const later = await refreshFirmStats(firmId, Date.now());
    expect(later?.totals.leads).toBe(early.stats!.totals.leads + 1);

    // The early run finishes last, as a slower trigger run would: the later figures stay.
    expect((await storeFirmFigures(early))?.totals.leads).toBe(later!.totals.leads);
    const stored = firmStatsSchema.parse((await db.doc(`firmStats/${firmId}`).get()).data());
    expect(stored.totals.leads).toBe(later!.totals.leads);
  });

  it('publishes the province\u2019s median firm once three firms there have figures', async () => {
    const [, , firmId] = firmIds as [string, string, string];
    await db.doc(`leads/${firmId}-a`).set(lead(firmId, 'evictions'));
    await statsOf(firmId, (s) => s.totals.leads === 1);
    const b = await eventually(
      async () => provinceBenchmarkSchema.safeParse((await db.doc(`provinceStats/${province}`).get()).data()),
      (p) => p.success && p.data.firmCount >= 3,
    );
    expect(b.data!.medianLeadsPerMonth).not.toBeNull();
    expect(JSON.stringify(b.data)).not.toContain('stats-firm');
  });
});
