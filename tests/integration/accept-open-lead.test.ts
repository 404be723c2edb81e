import { leadSchema, openLeadSchema } from '@/domain/leads/lead-documents';
import { type PlanId } from '@/domain/payments/plan-ids';
import { type Province } from '@/domain/shared/provinces';
import { parseStored } from '@/domain/shared/stored-date';
import { callFunction, db, idTokenFor } from './emulator-clients';
import { openLeadDocument } from '../fixtures/lead-factory';
import { firmSpec, writeFirm } from './firm-fixtures';
import { shareCase } from './shared-cases';

const run = `${Date.now()}`;
const firm = (id: string, packageType: PlanId, province: Province = 'Gauteng') =>
  writeFirm(id, firmSpec({ firmName: id, province, primaryServiceArea: province, packageType }));

const openLead = (id: string, openLead: Partial<Parameters<typeof openLeadDocument>[0]> = {}) => shareCase(id, { openLead });

let premium: string;
let plus: string;
let free: string;
let capeFirm: string;
beforeAll(async () => {
  await Promise.all([
    firm(`p-${run}`, 'premium'),
    firm(`pp-${run}`, 'premium_plus'),
    firm(`f-${run}`, 'free'),
    firm(`wc-${run}`, 'premium', 'Western Cape'),
  ]);
  premium = await idTokenFor(`p-${run}@firm.test`, { firmId: `p-${run}` });
  plus = await idTokenFor(`pp-${run}@firm.test`, { firmId: `pp-${run}` });
  free = await idTokenFor(`f-${run}@firm.test`, { firmId: `f-${run}` });
  capeFirm = await idTokenFor(`wc-${run}@firm.test`, { firmId: `wc-${run}` });
});

describe('acceptOpenLead', () => {
  it('copies the case without the client’s name or contact details to the accepting firm and marks the open lead taken', async () => {
    await openLead(`ok-${run}`);
    const res = await callFunction<{ leadId: string }>('acceptOpenLead', { openLeadId: `ok-${run}` }, premium);
    expect(res.error).toBeUndefined();
    const lead = (await db.doc(`leads/${res.data!.leadId}`).get()).data()!;
    expect(lead).toMatchObject({
      firmId: `p-${run}`,
      firmEmail: `p-${run}@firm.test`,
      status: 'pending',
      source: 'open_lead',
      originalLeadId: `orig-ok-${run}`,
      contactRelease: 'pending',
    });
    expect(lead.formData).toEqual({ city: 'Soweto', location: 'Gauteng', description: 'Being evicted.' });
    expect(lead.assignedAt).toBeTruthy();
    expect(lead.acceptedAt).toBeTruthy();
    // What acceptOpenLead writes reads back through the schemas the dashboard's converters use.
    expect(() => parseStored(leadSchema, `leads/${res.data!.leadId}`, lead)).not.toThrow();
    const taken = (await db.doc(`openLeads/ok-${run}`).get()).data();
    expect(() => parseStored(openLeadSchema, `openLeads/ok-${run}`, taken)).not.toThrow();
    expect((await db.doc(`openLeads/ok-${run}`).get()).data()).toMatchObject({ state: 'taken', takenByFirmId: `p-${run}` });
  });

  it('two paid firms racing for one lead: exactly one gets it', async () => {
    await openLead(`race-${run}`);
    const results = await Promise.all([
      callFunction('acceptOpenLead', { openLeadId: `race-${run}` }, premium),
      callFunction('acceptOpenLead', { openLeadId: `race-${run}` }, plus),
    ]);
    expect(results.filter((r) => !r.error)).toHaveLength(1);
    expect(results.find((r) => r.error)!.error!.message).toBe('Failed to accept lead. It may have already been taken.');
    const copies = await db.collection('leads').where('originalLeadId', '==', `orig-race-${run}`).get();
    expect(copies.size).toBe(1);
  });

  it('refuses a lead that is already taken', async () => {
    await openLead(`taken-${run}`, { state: 'taken' });
    expect((await callFunction('acceptOpenLead', { openLeadId: `taken-${run}` }, premium)).error).toMatchObject({
      status: 'FAILED_PRECONDITION',
      message: 'Failed to accept lead. It may have already been taken.',
    });
  });

  it('refuses a lead that does not exist', async () => {
    expect((await callFunction('acceptOpenLead', { openLeadId: `missing-${run}` }, premium)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
  });

  it('refuses when the original lead is missing', async () => {
    await openLead(`orphan-${run}`, { originalLeadId: `gone-${run}` });
    expect((await callFunction('acceptOpenLead', { openLeadId: `orphan-${run}` }, premium)).error?.status).toBe(
      'FAILED_PRECONDITION',
    );
    expect((await db.doc(`openLeads/orphan-${run}`).get()).get('state')).toBe('open');
  });

  it('refuses a free firm', async () => {
    await openLead(`free-${run}`);
    expect((await callFunction('acceptOpenLead', { openLeadId: `free-${run}` }, free)).error?.status).toBe('PERMISSION_DENIED');
    expect((await db.doc(`openLeads/free-${run}`).get()).get('state')).toBe('open');
  });

  it('refuses a paid firm from another province', async () => {
    await openLead(`cape-${run}`);
    expect((await callFunction('acceptOpenLead', { openLeadId: `cape-${run}` }, capeFirm)).error?.status).toBe(
      'PERMISSION_DENIED',
    );
  });

  it('refuses an anonymous caller', async () => {
    expect((await callFunction('acceptOpenLead', { openLeadId: `ok-${run}` })).error?.status).toBe('UNAUTHENTICATED');
  });

  it('refuses a signed-in user who is not a firm', async () => {
    const client = await idTokenFor(`client-${run}@example.co.za`);
    expect((await callFunction('acceptOpenLead', { openLeadId: `ok-${run}` }, client)).error?.status).toBe('PERMISSION_DENIED');
  });

  it.each([
    ['missing id', {}],
    ['id of the wrong type', { openLeadId: 7 }],
    ['oversize id', { openLeadId: 'x'.repeat(200) }],
    ['a path instead of an id', { openLeadId: 'a/b' }],
    ['script tags', { openLeadId: '<script>' }],
  ])('refuses %s', async (_name, input) => {
    const status = (await callFunction('acceptOpenLead', input, premium)).error?.status;
    // '<script>' is a well-formed id that names no lead: refused either way.
    expect(['INVALID_ARGUMENT', 'FAILED_PRECONDITION']).toContain(status);
  });
});
