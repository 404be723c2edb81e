import { randomUUID } from 'node:crypto';
import { countKey, PRACTICE_AREA_CONTRIBUTIONS } from '@/domain/firms/practice-area-counts';
import { db } from './emulator-clients';
import { firmSpec, writeFirm } from './firm-fixtures';
import { eventually } from './eventually';

/**
 * The firm trigger, in the Functions emulator: a firm written as registration writes it adds its
 * share to stats/practiceAreaCounts, a change moves only the difference, and a firm that stops
 * being active leaves. Other suites write firms in the same cities at the same time, so the counts
 * are compared with what this firm's share says, and waits poll (bounded by the test timeout).
 */

vi.setConfig({ testTimeout: 90_000 });
const shareOf = async (firmId: string) =>
  ((await db.collection(PRACTICE_AREA_CONTRIBUTIONS).doc(firmId).get()).get('keys') as string[] | undefined) ?? null;
const countsNow = async () => ((await db.doc('stats/practiceAreaCounts').get()).get('counts') ?? {}) as Record<string, number>;

describe('onFirmWritten keeps the city pages’ practice-area counts', () => {
  const firmId = `counted-${randomUUID().slice(0, 8)}`;

  it('an active firm in Durban doing family and labour law adds its share', async () => {
    await writeFirm(
      firmId,
      firmSpec({
        status: 'active',
        primaryCity: 'Durban',
        cities: ['Durban'],
        practiceAreas: ['uncontested-divorce', 'unfair-dismissal'],
      }),
    );
    const share = await eventually(
      () => shareOf(firmId),
      (k) => k !== null,
    );
    expect(share!.sort()).toEqual([countKey('durban', 'employment'), countKey('durban', 'family')]);
    const counts = await countsNow();
    expect(counts[countKey('durban', 'family')]).toBeGreaterThanOrEqual(1);
    expect(counts[countKey('durban', 'employment')]).toBeGreaterThanOrEqual(1);
  });

  it('changing its practice areas moves the share to the new area', async () => {
    await db.doc(`firms/${firmId}`).update({ practiceAreas: ['theft-fraud'] });
    const share = await eventually(
      () => shareOf(firmId),
      (k) => k !== null && k.includes(countKey('durban', 'criminal')),
    );
    expect(share).toEqual([countKey('durban', 'criminal')]);
  });

  it('a suspended firm leaves the counts, and comes back when reinstated', async () => {
    // As the firm writers store it: suspended, so no longer listed (firmDerivedFields).
    await db.doc(`firms/${firmId}`).update({ suspended: true, listed: false });
    await eventually(
      () => shareOf(firmId),
      (k) => k === null,
    );
    await db.doc(`firms/${firmId}`).update({ suspended: false, listed: true });
    await eventually(
      () => shareOf(firmId),
      (k) => k !== null && k.includes(countKey('durban', 'criminal')),
    );
  });

  it('a firm that is no longer active leaves the counts', async () => {
    await db.doc(`firms/${firmId}`).update({ status: 'inactive', listed: false });
    await eventually(
      () => shareOf(firmId),
      (k) => k === null,
    );
  });
});
