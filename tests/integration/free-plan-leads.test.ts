/**
 * A free firm answers its own leads (docs/firms.md, "Free plan"): updateLeadStatus accepts
 * 'contacted' from it, records the response time as for a paid firm, and refuses every other
 * status with plan-required. Leads are made by the real requestMatch where the seam matters.
 */
import { Timestamp } from 'firebase-admin/firestore';
import { leadDocument } from '../fixtures/lead-factory';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { person, putFirm } from './matching-fixtures';

vi.setConfig({ testTimeout: 60_000 });

const HOUR = 3_600_000;
const divorceFirm = { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['uncontested-divorce'] };
const firmToken = (firmId: string) => idTokenFor(`${firmId}@firm.test`, { firmId });
const lead = async (id: string) => (await db.doc(`leads/${id}`).get()).data()!;

beforeEach(async () => {
  await clearFirestore();
});

describe('updateLeadStatus: a free firm answers its lead', () => {
  it('marks the lead requestMatch gave it as contacted, with the response time recorded', async () => {
    await putFirm('free-best', { ...divorceFirm, packageType: 'free' });
    const { data, error } = await callFunction<{ leadId: string; topFirm: { id: string } }>('requestMatch', person);
    expect(error).toBeUndefined();
    expect(data!.topFirm.id).toBe('free-best');

    const res = await callFunction<{ status: string; responseMinutes: number }>(
      'updateLeadStatus',
      { leadId: data!.leadId, status: 'contacted' },
      await firmToken('free-best'),
    );
    expect(res.error).toBeUndefined();
    expect(res.data).toMatchObject({ status: 'contacted' });
    const answered = await lead(data!.leadId);
    expect(answered.status).toBe('contacted');
    expect(answered.respondedAt).toBeInstanceOf(Timestamp);
    expect(answered.responseMinutes).toBe(res.data!.responseMinutes);
  });

  it('answers the same again without moving the response time', async () => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/l1').set(leadDocument({ firmId: 'free-firm', createdAt: new Date(Date.now() - 2 * HOUR) }));
    const token = await firmToken('free-firm');
    const first = await callFunction<{ responseMinutes: number }>(
      'updateLeadStatus',
      { leadId: 'l1', status: 'contacted' },
      token,
    );
    const again = await callFunction<{ responseMinutes: number }>(
      'updateLeadStatus',
      { leadId: 'l1', status: 'contacted' },
      token,
    );
    expect(again.error).toBeUndefined();
    expect(again.data!.responseMinutes).toBe(first.data!.responseMinutes);
  });

  it.each(['converted', 'closed', 'pending'] as const)('refuses %s: full status management is a paid feature', async (status) => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/l1').set(leadDocument({ firmId: 'free-firm' }));
    const { error } = await callFunction('updateLeadStatus', { leadId: 'l1', status }, await firmToken('free-firm'));
    expect(error).toMatchObject({ status: 'PERMISSION_DENIED', details: { reason: 'plan-required' } });
    expect(error!.message).toContain('On the Basic plan you can mark a lead as contacted.');
    expect((await lead('l1')).status).toBe('pending');
  });

  it('does not move a lead a former paid plan converted back to contacted', async () => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/done').set(leadDocument({ firmId: 'free-firm', status: 'converted' }));
    const { error } = await callFunction(
      'updateLeadStatus',
      { leadId: 'done', status: 'contacted' },
      await firmToken('free-firm'),
    );
    expect(error).toMatchObject({ details: { reason: 'plan-required' } });
    expect((await lead('done')).status).toBe('converted');
  });

  it('refuses another firm’s lead as if it did not exist', async () => {
    await putFirm('owner', { ...divorceFirm, packageType: 'free' });
    await putFirm('free-intruder', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/theirs').set(leadDocument({ firmId: 'owner' }));
    const { error } = await callFunction(
      'updateLeadStatus',
      { leadId: 'theirs', status: 'contacted' },
      await firmToken('free-intruder'),
    );
    expect(error).toMatchObject({ status: 'NOT_FOUND', details: { reason: 'lead-not-found', field: 'leadId' } });
    expect((await lead('theirs')).status).toBe('pending');
  });

  it('refuses a lead the client withdrew', async () => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/gone').set(leadDocument({ firmId: 'free-firm', withdrawnAt: new Date() }));
    const { error } = await callFunction(
      'updateLeadStatus',
      { leadId: 'gone', status: 'contacted' },
      await firmToken('free-firm'),
    );
    expect(error).toMatchObject({ details: { reason: 'lead-withdrawn' } });
  });

  it('refuses a signed-out caller and a malformed lead id', async () => {
    await putFirm('free-firm', { ...divorceFirm, packageType: 'free' });
    await db.doc('leads/l1').set(leadDocument({ firmId: 'free-firm' }));
    expect((await callFunction('updateLeadStatus', { leadId: 'l1', status: 'contacted' })).error).toMatchObject({
      status: 'UNAUTHENTICATED',
    });
    const token = await firmToken('free-firm');
    expect(
      (await callFunction('updateLeadStatus', { leadId: 'x'.repeat(5000), status: 'contacted' }, token)).error,
    ).toMatchObject({
      status: 'INVALID_ARGUMENT',
      details: { field: 'leadId' },
    });
  });
});
