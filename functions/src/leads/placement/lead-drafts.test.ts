import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featuredRequestSchema, searchCriteriaSchema, type SearchCriteria } from '@/domain/matching/criteria';
import { SITE_URL } from '@/domain/shared/site';
import { parseMailData } from '../../mail/contracts';
import { leadNotification } from '../../mail/templates/lead-notification';
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
  const due = Date.UTC(2026, 10, 25, 8, 0); // 10:00 SAST

  it.each(['free', 'premium', 'premium_plus', undefined])(
    'gives a firm on plan %s the need, area, deadline and reference, never the client',
    (plan) => {
      const data = parseMailData('lead-notification', leadNotificationData(leadEmailFromCriteria(person), 'lead-1', plan, due));
      expect(data).toMatchObject({
        leadId: 'lead-1',
        need: 'Uncontested Divorce',
        area: 'Soweto, Gauteng',
        urgency: null,
        deadline: 'Wed 25 Nov 2026, 10:00 SAST',
      });
      expect(JSON.stringify(data)).not.toMatch(/Lerato|Mokoena|lerato@example|agree on everything/);
    },
  );

  it('tells the firm the client’s language, as the email renders it', () => {
    const zulu = searchCriteriaSchema.parse({ ...person, locale: 'zu', lawyerLanguage: 'zu' });
    const data = parseMailData('lead-notification', leadNotificationData(leadEmailFromCriteria(zulu), 'lead-1', 'free', due));
    expect(leadNotification(data).text).toContain("Client's language: isiZulu");
    // A request that records no language says nothing about it.
    const plain = parseMailData('lead-notification', leadNotificationData(leadEmailFromCriteria(person), 'lead-1', 'free', due));
    expect(leadNotification(plain).text).not.toContain('language');
  });

  it('links a paid firm to the lead in its Leads tab and a free firm to its overview, which lists it', () => {
    const link = (plan: string) => leadNotificationData(leadEmailFromCriteria(person), 'lead-1', plan).dashboardUrl;
    expect(link('premium')).toBe(`${SITE_URL}/firm-dashboard?tab=leads&lead=lead-1`);
    expect(link('free')).toBe(`${SITE_URL}/firm-dashboard?lead=lead-1`);
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
    expect(leadEmailFromCriteria(business)).toEqual({ need: 'Debt Collection', area: 'Johannesburg, Gauteng', urgency: null });
  });
  it('falls back to the subcategory name when no specific item was chosen', () => {
    // `person` is typed as either kind of request; only a person's request has a specific item.
    const withoutItem: SearchCriteria = person.userType === 'person' ? { ...person, specificItem: undefined } : person;
    expect(leadEmailFromCriteria(withoutItem).need).toBe('Divorce & Separation');
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
