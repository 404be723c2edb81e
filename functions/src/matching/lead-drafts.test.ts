import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featuredRequestSchema, searchCriteriaSchema, SITE_URL } from '@/domain';
import { parseMailData } from '../mail/contracts';
import { areaOf, leadEmailFromCriteria, leadEmailFromFeaturedRequest, leadNotificationData } from './lead-drafts';

const person = searchCriteriaSchema.parse({
  userType: 'person',
  legalTermsAccepted: true,
  firstName: 'Lerato',
  lastName: 'Mokoena',
  email: 'lerato@example.co.za',
  location: 'Gauteng',
  city: 'Soweto',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
  description: 'We agree on everything.',
});
const business = searchCriteriaSchema.parse({
  userType: 'business',
  legalTermsAccepted: true,
  companyName: 'Brightside Traders (Pty) Ltd',
  contactName: 'Sipho Ndlovu',
  email: 'accounts@brightside.co.za',
  location: 'Gauteng',
  city: 'Johannesburg',
  serviceType: 'collections',
});

let savedOrigin: string | undefined;
beforeEach(() => {
  savedOrigin = process.env.APP_ORIGIN;
  delete process.env.APP_ORIGIN;
});
afterEach(() => {
  if (savedOrigin === undefined) delete process.env.APP_ORIGIN;
  else process.env.APP_ORIGIN = savedOrigin;
});

describe('leadNotificationData', () => {
  it.each(['premium', 'premium_plus'])('gives a %s firm the client and a link to the lead', (plan) => {
    const data = parseMailData('lead-notification', leadNotificationData(leadEmailFromCriteria(person), 'lead-1', plan));
    expect(data).toMatchObject({
      access: 'full',
      need: 'Uncontested Divorce',
      area: 'Soweto, Gauteng',
      client: { name: 'Lerato Mokoena', email: 'lerato@example.co.za' },
      dashboardUrl: `${SITE_URL}/firm-dashboard?tab=leads&lead=lead-1`,
    });
  });

  it.each(['free', undefined, 'gold'])('gives a firm on plan %s the locked email: no client, an upgrade link', (plan) => {
    const data = parseMailData('lead-notification', leadNotificationData(leadEmailFromCriteria(person), 'lead-1', plan));
    expect(data).toEqual({
      access: 'locked',
      leadId: 'lead-1',
      need: 'Uncontested Divorce',
      area: 'Soweto, Gauteng',
      urgency: null,
      upgradeUrl: `${SITE_URL}/firm-dashboard?tab=subscription`,
    });
  });

  it('links to APP_ORIGIN where it is set (local runs)', () => {
    process.env.APP_ORIGIN = 'http://127.0.0.1:5010/';
    expect(leadNotificationData(leadEmailFromCriteria(person), 'lead-1', 'premium')).toMatchObject({
      dashboardUrl: 'http://127.0.0.1:5010/firm-dashboard?tab=leads&lead=lead-1',
    });
  });
});

describe('what the lead emails say about a request', () => {
  it('names a business need by its service label', () => {
    expect(leadEmailFromCriteria(business)).toMatchObject({
      need: 'Debt Collection',
      client: { companyName: 'Brightside Traders (Pty) Ltd' },
    });
  });
  it('falls back to the subcategory name when no specific item was chosen', () => {
    expect(leadEmailFromCriteria({ ...person, specificItem: undefined }).need).toBe('Divorce & Separation');
  });
  it('gives a featured request its service label, urgency in words and the firm area once', () => {
    const request = featuredRequestSchema.parse({
      legalTermsAccepted: true,
      firstName: 'Ayesha',
      lastName: 'Patel',
      email: 'a@example.co.za',
      urgency: 'emergency',
    });
    expect(leadEmailFromFeaturedRequest(request, 'Gauteng')).toMatchObject({
      need: 'Debt Collection',
      urgency: 'Emergency',
      area: 'Gauteng',
    });
  });
});

describe('areaOf', () => {
  it.each([
    ['Soweto', 'Gauteng', 'Soweto, Gauteng'],
    ['Gauteng', 'Gauteng', 'Gauteng'],
    ['', 'Limpopo', 'Limpopo'],
  ])('%s + %s reads %s', (city, province, area) => {
    expect(areaOf(city, province)).toBe(area);
  });
});
