import { monthKey } from '@/domain/payments/plans';
import { callFunction, clearFirestore, db, idTokenFor } from './emulator-clients';
import { badVariants, business, docsWhere, person, putFirm } from './matching-fixtures';

const month = monthKey(new Date());
const input = (over: Record<string, unknown> = {}) => ({
  firmId: 'chosen',
  searchCriteria: person,
  postToOpenLeads: false,
  ...over,
});

beforeEach(async () => {
  await clearFirestore();
  await putFirm('chosen', { primaryCity: 'Johannesburg', cities: ['Johannesburg'], practiceAreas: ['family'] });
});

describe('contactFirm: the client confirms a firm from the results', () => {
  it('creates the lead, counts it, records the contact and queues both emails', async () => {
    const result = await callFunction<{ success: boolean; leadId: string; openLeadId: string | null }>('contactFirm', input());
    expect(result.data).toMatchObject({ success: true, openLeadId: null });
    const lead = (await db.doc(`leads/${result.data!.leadId}`).get()).data()!;
    expect(lead).toMatchObject({ firmId: 'chosen', status: 'pending', source: 'results', province: 'Gauteng' });
    expect((await db.doc('firms/chosen/private/account').get()).data()!.leadsThisMonth).toBe(1);
    expect(await docsWhere('contacts', 'email', person.email)).toHaveLength(1);
    expect((await docsWhere('mail', 'to', 'chosen@firm.test'))[0]).toMatchObject({ template: 'lead-notification' });
    expect((await docsWhere('mail', 'to', person.email))[0]).toMatchObject({ template: 'client-confirmation' });
    expect((await db.collection('openLeads').get()).size).toBe(0);
  });

  it('also writes a reduced open lead when the client agreed to share', async () => {
    const result = await callFunction<{ leadId: string; openLeadId: string }>('contactFirm', input({ postToOpenLeads: true }));
    const open = (await db.doc(`openLeads/${result.data!.openLeadId}`).get()).data()!;
    expect(open).toMatchObject({
      province: 'Gauteng',
      practiceArea: 'divorce-separation',
      serviceLabel: 'Uncontested Divorce',
      displayName: 'A private client',
      state: 'open',
      originalLeadId: result.data!.leadId,
    });
    // Reduced: no contact details or full names travel to other firms.
    expect(Object.keys(open).sort()).toEqual([
      'createdAt',
      'displayName',
      'originalLeadId',
      'practiceArea',
      'province',
      'serviceLabel',
      'state',
    ]);
  });

  it('names no business on the open lead, only that a business asks', async () => {
    const result = await callFunction<{ openLeadId: string }>(
      'contactFirm',
      input({ searchCriteria: business, postToOpenLeads: true }),
    );
    expect((await db.doc(`openLeads/${result.data!.openLeadId}`).get()).data()!.displayName).toBe('A business client');
  });

  it('works the same for a signed-in caller: nothing about the caller is trusted or needed', async () => {
    const token = await idTokenFor('firm-user@firm.test', { firmId: 'chosen' });
    const result = await callFunction<{ leadId: string }>('contactFirm', input(), token);
    expect((await db.doc(`leads/${result.data!.leadId}`).get()).data()!.firmId).toBe('chosen');
  });
});

describe('contactFirm: limits and failures', () => {
  it('answers resource-exhausted with "No leads available" when a free firm is full, and writes nothing', async () => {
    await putFirm('chosen', { packageType: 'free' }, { leadsThisMonth: 2, leadMonth: month });
    const result = await callFunction('contactFirm', input({ postToOpenLeads: true }));
    expect(result.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(result.error?.message).toContain('No leads available');
    for (const collection of ['leads', 'openLeads', 'contacts', 'mail'])
      expect((await db.collection(collection).get()).size).toBe(0);
    expect((await db.doc('firms/chosen/private/account').get()).data()!.leadsThisMonth).toBe(2);
  });

  it('lets exactly one of several simultaneous requests take a free firm’s last lead', async () => {
    await putFirm('chosen', { packageType: 'free' }, { leadsThisMonth: 1, leadMonth: month });
    const results = await Promise.all(
      [1, 2, 3].map((i) =>
        callFunction(
          'contactFirm',
          input({ searchCriteria: { ...person, email: `racer${i}@example.co.za` }, postToOpenLeads: true }),
        ),
      ),
    );
    expect(results.filter((r) => r.data).length).toBe(1);
    expect(results.filter((r) => r.error?.status === 'RESOURCE_EXHAUSTED').length).toBe(2);
    expect((await db.collection('leads').get()).size).toBe(1);
    expect((await db.collection('openLeads').get()).size).toBe(1);
    expect((await db.doc('firms/chosen/private/account').get()).data()!.leadsThisMonth).toBe(2);
    expect((await db.doc('firmMatchIndex/chosen').get()).get('leadsFullMonth')).toBe(month);
    expect((await db.doc('firms/chosen').get()).data()).not.toHaveProperty('leadsFullMonth');
  });

  it('refuses an inactive firm', async () => {
    await putFirm('chosen', { status: 'inactive' });
    const result = await callFunction('contactFirm', input());
    expect(result.error?.status).toBe('NOT_FOUND');
  });

  it('refuses a firm that does not exist', async () => {
    const result = await callFunction('contactFirm', input({ firmId: 'no-such-firm' }));
    expect(result.error?.status).toBe('NOT_FOUND');
  });

  it.each(badVariants(input(), 'firmId'))('refuses %s', async (_name, bad) => {
    const result = await callFunction('contactFirm', bad);
    // 'terms not accepted' sits in searchCriteria for this callable; the top-level flag is just unknown.
    if (_name === 'terms not accepted') return;
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['a firm id with a slash', input({ firmId: 'a/b' })],
    ['postToOpenLeads as a string', input({ postToOpenLeads: 'yes' })],
    ['criteria without terms', input({ searchCriteria: { ...person, legalTermsAccepted: false } })],
    ['criteria with a script tag', input({ searchCriteria: { ...person, lastName: '<script>x</script>' } })],
    [
      'criteria with an unknown subcategory',
      input({ searchCriteria: { ...person, subcategory: 'nope', specificItem: undefined } }),
    ],
    ['an oversize city', input({ searchCriteria: { ...person, city: 'x'.repeat(500) } })],
  ])('refuses %s', async (_name, bad) => {
    const result = await callFunction('contactFirm', bad);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.collection('leads').get()).size).toBe(0);
  });
});
