/**
 * The seam between the callables that queue mail and the templates that render it: call the
 * real callables, read the mail documents they queued, and render them with the real templates,
 * as the delivery trigger does. Nothing here is a hand-written payload. The firm's lead email is
 * the same on every plan and never names the client (docs/firms.md, "Free plan").
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { formatSast } from '@/domain/firms/response-clock';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { shortReference } from '@/domain/shared/format';
import type { RenderedMail } from '../../functions/src/mail/templates';
import { callFunction, clearFirestore, db } from './emulator-clients';
import { business, person, putFirm } from './matching-fixtures';
import { renderedMailTo } from './queued-mail';

const origin = (process.env.APP_ORIGIN ?? '').replace(/\/+$/, '');

function expectNoClientDetails(mail: RenderedMail, ...details: string[]) {
  for (const part of [mail.subject, mail.html, mail.text]) {
    for (const detail of details) expect(part).not.toContain(detail);
  }
}

const sameCity = { primaryCity: 'Johannesburg', cities: ['Johannesburg'] };

beforeEach(async () => {
  await clearFirestore();
});

const LERATO = ['Lerato', 'Mokoena', 'lerato@example.co.za', 'We agree on everything'];

/** The deadline the lead transaction stored, in the words the email must use. */
async function deadlineOf(leadId: string): Promise<string> {
  const due = (await db.doc(`leads/${leadId}`).get()).get('responseDueAt') as Timestamp;
  return formatSast(due.toMillis());
}

describe('requestMatch: the emails a person’s request produces', () => {
  it('a premium firm reads the need, area, deadline and reference and a link to the lead, never who the client is', async () => {
    await putFirm('paid', { ...sameCity, practiceAreas: ['uncontested-divorce'], packageType: 'premium' });
    const { data, error } = await callFunction<{ leadId: string }>('requestMatch', person);
    expect(error).toBeUndefined();
    const mail = await renderedMailTo('paid@firm.test', 'lead-notification');
    expect(mail.subject).toBe('New lead: Uncontested Divorce in Johannesburg, Gauteng');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Johannesburg, Gauteng');
    expect(mail.text).toContain('Urgency: Not stated');
    expect(mail.text).toContain(`Respond by: ${await deadlineOf(data!.leadId)}`);
    expect(mail.text).toContain(`Reference: ${data!.leadId}`);
    expect(mail.text).toContain(`${origin}/firm-dashboard?tab=leads&lead=${data!.leadId}`);
    expect(mail.html).toContain(`href="${origin}/firm-dashboard?tab=leads&amp;lead=${data!.leadId}"`);
    expectNoClientDetails(mail, ...LERATO);
  });

  it('the client is greeted by name and told what they asked for, where, and when to expect contact', async () => {
    await putFirm('paid', { ...sameCity, firmName: 'Khumalo Legal Inc.', practiceAreas: ['uncontested-divorce'] });
    const { data } = await callFunction<{ leadId: string }>('requestMatch', person);
    const mail = await renderedMailTo('lerato@example.co.za', 'client-confirmation');
    // The short reference the site shows, not the 20-character id.
    expect(mail.text).toContain(`Reference: ${shortReference(data!.leadId)}`);
    expect(mail.text).not.toContain(data!.leadId);
    expect(mail.subject).toBe('Your request was sent to Khumalo Legal Inc.');
    // One full stop after a name that ends with its own.
    expect(mail.text).toContain('has been sent to Khumalo Legal Inc. They will contact you');
    expect(mail.text).not.toContain('Inc..');
    expect(mail.text).toContain('Hello Lerato,');
    expect(mail.text).not.toContain('Hello there');
    expect(mail.text).toContain('Your need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Johannesburg, Gauteng');
    expect(mail.text).toContain(RESPONSE_PROMISE);
  });

  it('a free firm gets the same email, linking to its overview where the client’s details are', async () => {
    await putFirm('free', { ...sameCity, practiceAreas: ['uncontested-divorce'], packageType: 'free' });
    const { data } = await callFunction<{ leadId: string }>('requestMatch', person);
    const mail = await renderedMailTo('free@firm.test', 'lead-notification');
    expect(mail.subject).toBe('New lead: Uncontested Divorce in Johannesburg, Gauteng');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain('Area: Johannesburg, Gauteng');
    expect(mail.text).toContain(`Respond by: ${await deadlineOf(data!.leadId)}`);
    expect(mail.text).toContain(`Reference: ${data!.leadId}`);
    expect(mail.text).toContain("Sign in to your dashboard to see the client's name and contact details.");
    expect(mail.html).toContain(`href="${origin}/firm-dashboard?lead=${data!.leadId}"`);
    expect(mail.text).not.toContain('tab=subscription');
    expectNoClientDetails(mail, ...LERATO);
  });
});

describe('requestMatch: a business request', () => {
  it('reads the business service label, never the id "collections", and never the company or contact', async () => {
    await putFirm('collector', { ...sameCity, businessServices: { collections: true, generalBusiness: false } });
    await callFunction('requestMatch', business);
    const mail = await renderedMailTo('collector@firm.test', 'lead-notification');
    expect(mail.subject).toBe('New lead: Debt Collection in Johannesburg, Gauteng');
    expect(mail.text).toContain('Need: Debt Collection');
    expect(mail.text).not.toContain('collections');
    expectNoClientDetails(mail, 'Brightside', 'Sipho', 'Ndlovu', 'accounts@brightside.co.za', 'Twelve unpaid invoices');
    const confirmation = await renderedMailTo('accounts@brightside.co.za', 'client-confirmation');
    expect(confirmation.text).toContain('Hello Sipho Ndlovu,');
    expect(confirmation.text).toContain('Your need: Debt Collection');
  });
});

describe('contactFirm', () => {
  it('a free firm the client chose on the results page gets the need, reference and its overview link', async () => {
    await putFirm('chosen', { ...sameCity, packageType: 'free' });
    const { data, error } = await callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'chosen',
      searchCriteria: person,
      postToOpenLeads: false,
    });
    expect(error).toBeUndefined();
    const mail = await renderedMailTo('chosen@firm.test', 'lead-notification');
    expect(mail.text).toContain('Need: Uncontested Divorce');
    expect(mail.text).toContain(`Reference: ${data!.leadId}`);
    expect(mail.text).toContain(`${origin}/firm-dashboard?lead=${data!.leadId}`);
    expectNoClientDetails(mail, ...LERATO);
  });

  it('a premium_plus firm gets the dashboard link to the lead and no client detail', async () => {
    await putFirm('plus', { ...sameCity, packageType: 'premium_plus' });
    const { data } = await callFunction<{ leadId: string }>('contactFirm', {
      firmId: 'plus',
      searchCriteria: business,
      postToOpenLeads: false,
    });
    const mail = await renderedMailTo('plus@firm.test', 'lead-notification');
    expect(mail.text).toContain(`${origin}/firm-dashboard?tab=leads&lead=${data!.leadId}`);
    expectNoClientDetails(mail, 'Brightside', 'Sipho', 'accounts@brightside.co.za');
  });
});

describe('submitFeaturedRequest', () => {
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
  const AYESHA = ['Ayesha', 'Patel', 'ayesha@example.co.za', 'Three tenants', 'letters of demand'];

  it('the featured firm reads the service label and the urgency in words, not the request’s text', async () => {
    await putFirm('featured', { isFeatured: true, primaryServiceArea: 'Gauteng', province: 'Gauteng' });
    const { data } = await callFunction<{ leadId: string }>('submitFeaturedRequest', { firmId: 'featured', request });
    const mail = await renderedMailTo('featured@firm.test', 'lead-notification');
    expect(mail.subject).toBe('New lead: Debt Collection in Gauteng');
    expect(mail.text).toContain('Need: Debt Collection');
    expect(mail.text).toContain('Area: Gauteng');
    expect(mail.text).toContain('Urgency: Urgent');
    expect(mail.text).toContain(`${origin}/firm-dashboard?tab=leads&lead=${data!.leadId}`);
    expectNoClientDetails(mail, ...AYESHA);
    const confirmation = await renderedMailTo('ayesha@example.co.za', 'client-confirmation');
    expect(confirmation.text).toContain('Hello Ayesha,');
    expect(confirmation.text).toContain('Your need: Debt Collection');
  });

  it('a free featured firm gets the same email', async () => {
    await putFirm('featured', { isFeatured: true, primaryServiceArea: 'Gauteng', province: 'Gauteng', packageType: 'free' });
    await callFunction('submitFeaturedRequest', { firmId: 'featured', request });
    const mail = await renderedMailTo('featured@firm.test', 'lead-notification');
    expect(mail.text).toContain('Urgency: Urgent');
    expectNoClientDetails(mail, ...AYESHA);
  });
});
