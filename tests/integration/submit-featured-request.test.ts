import { Timestamp } from 'firebase-admin/firestore';
import { monthKey } from '@/domain/payments/plans';
import { callFunction, clearFirestore, db } from './emulator-clients';
import { badVariants, docsWhere, putFirm } from './matching-fixtures';

const month = monthKey(new Date());
const request = {
  legalTermsAccepted: true,
  firstName: 'Ayesha',
  lastName: 'Patel',
  email: 'ayesha@example.co.za',
  serviceType: 'collections',
  additionalDetails: 'Three tenants owe rent.',
  urgency: 'urgent',
  description: 'Need letters of demand.',
};

beforeEach(async () => {
  await clearFirestore();
  await putFirm('featured', { isFeatured: true, primaryServiceArea: 'Gauteng', province: 'Gauteng' });
});

describe('submitFeaturedRequest', () => {
  it('creates a featured_firms lead with the spec payload, a contact and both emails', async () => {
    const result = await callFunction<{ success: boolean; leadId: string }>('submitFeaturedRequest', {
      firmId: 'featured',
      request,
    });
    expect(result.data).toMatchObject({ success: true });
    const lead = (await db.doc(`leads/${result.data!.leadId}`).get()).data()!;
    expect(lead).toMatchObject({ firmId: 'featured', status: 'pending', source: 'featured_firms', province: 'Gauteng' });
    expect(lead.formData).toMatchObject({
      firstName: 'Ayesha',
      lastName: 'Patel',
      email: 'ayesha@example.co.za',
      location: 'Gauteng',
      city: 'Gauteng',
      urgency: 'urgent',
      budget: 'Not specified',
      category: 'collections',
      subcategory: 'Featured Match',
      specificItem: 'Featured Match',
      legalTermsAccepted: true,
      description: 'Need letters of demand.',
      additionalDetails: 'Three tenants owe rent.',
    });
    expect(await docsWhere('contacts', 'email', 'ayesha@example.co.za')).toHaveLength(1);
    expect((await docsWhere('mail', 'to', 'featured@firm.test'))[0]).toMatchObject({ template: 'lead-notification' });
    expect((await docsWhere('mail', 'to', 'ayesha@example.co.za'))[0]).toMatchObject({ template: 'client-confirmation' });
  });

  it('applies the defaults: collections and standard urgency', async () => {
    const { serviceType: _s, urgency: _u, ...minimal } = request;
    const result = await callFunction<{ leadId: string }>('submitFeaturedRequest', { firmId: 'featured', request: minimal });
    const lead = (await db.doc(`leads/${result.data!.leadId}`).get()).data()!;
    expect(lead.formData).toMatchObject({ urgency: 'standard', category: 'collections' });
  });

  it('enforces the free plan allowance', async () => {
    await putFirm('featured', { isFeatured: true, packageType: 'free' }, { leadsThisMonth: 2, leadMonth: month });
    const startedAt = Timestamp.now();
    const result = await callFunction('submitFeaturedRequest', { firmId: 'featured', request });
    expect(result.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(result.error?.message).toContain('No leads available');
    // Nothing written by this call. (Counted from its start: on a loaded emulator a write from the
    // previous case has been seen landing after the clear.)
    expect((await db.collection('leads').where('createdAt', '>=', startedAt).get()).size).toBe(0);
  });

  it('refuses a firm that is not featured', async () => {
    await putFirm('plain', { isFeatured: false });
    const result = await callFunction('submitFeaturedRequest', { firmId: 'plain', request });
    expect(result.error?.status).toBe('NOT_FOUND');
  });

  it.each(badVariants(request, 'lastName'))('refuses a request with %s', async (_name, bad) => {
    const result = await callFunction('submitFeaturedRequest', { firmId: 'featured', request: bad });
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
    expect((await db.collection('leads').get()).size).toBe(0);
  });

  it.each([
    ['no firm id', { request }],
    ['a numeric firm id', { firmId: 7, request }],
    ['an unknown urgency', { firmId: 'featured', request: { ...request, urgency: 'yesterday' } }],
    ['an unknown service type', { firmId: 'featured', request: { ...request, serviceType: 'murder' } }],
    ['a bad email', { firmId: 'featured', request: { ...request, email: 'not-an-email' } }],
  ])('refuses %s', async (_name, bad) => {
    const result = await callFunction('submitFeaturedRequest', bad);
    expect(result.error?.status).toBe('INVALID_ARGUMENT');
  });
});
