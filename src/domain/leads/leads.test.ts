import { featuredRequestSchema, searchCriteriaSchema, type SearchCriteria } from '../matching/criteria';
import { leadFormDataSchema } from './lead-documents';
import {
  BUDGET_NOT_SPECIFIED,
  FEATURED_MATCH_LABEL,
  leadFormDataFromCriteria,
  leadFormDataFromFeaturedRequest,
  leadPracticeArea,
  openLeadDisplayName,
  serviceLabelOf,
} from './leads';

const person: SearchCriteria = searchCriteriaSchema.parse({
  userType: 'person',
  legalTermsAccepted: true,
  location: 'Gauteng',
  city: 'Soweto',
  firstName: 'Thandi',
  lastName: 'mokoena',
  email: 'thandi@example.co.za',
  practiceArea: 'property',
  subcategory: 'evictions',
  specificItem: 'opposing-eviction',
});

const company: SearchCriteria = searchCriteriaSchema.parse({
  userType: 'business',
  legalTermsAccepted: true,
  location: 'Western Cape',
  city: 'Paarl',
  companyName: 'Boland Wines',
  contactName: 'Anele',
  email: 'anele@boland.co.za',
  serviceType: 'other',
  additionalDetails: 'Shareholder dispute',
});

describe('lead helpers', () => {
  it('files leads under a taxonomy id', () => {
    expect(leadPracticeArea(person)).toBe('evictions');
    expect(leadPracticeArea(company)).toBe('commercial-corporate');
    expect(leadPracticeArea({ ...company, serviceType: 'collections' } as SearchCriteria)).toBe('debt-collection');
  });

  it('labels the service', () => {
    expect(serviceLabelOf(person)).toBe('Opposing an Eviction');
    expect(serviceLabelOf({ ...person, specificItem: undefined } as SearchCriteria)).toBe('Evictions');
    expect(serviceLabelOf(company)).toBe('Other Business Legal Services');
  });

  it('names no one on open leads: only whether a person or a business asks', () => {
    expect(openLeadDisplayName(person)).toBe('A private client');
    expect(openLeadDisplayName(company)).toBe('A business client');
  });

  it('builds valid form data from criteria', () => {
    const personData = leadFormDataFromCriteria(person);
    expect(personData).toMatchObject({
      email: 'thandi@example.co.za',
      location: 'Gauteng',
      city: 'Soweto',
      subcategory: 'evictions',
    });
    expect(leadFormDataSchema.safeParse(personData).success).toBe(true);
    const companyData = leadFormDataFromCriteria(company);
    expect(companyData).toMatchObject({
      companyName: 'Boland Wines',
      serviceType: 'other',
      additionalDetails: 'Shareholder dispute',
    });
    expect(leadFormDataSchema.safeParse(companyData).success).toBe(true);
  });

  it('builds the featured request payload the spec describes', () => {
    const request = featuredRequestSchema.parse({
      legalTermsAccepted: true,
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: 'lerato@example.com',
    });
    const data = leadFormDataFromFeaturedRequest(request, 'KwaZulu-Natal');
    expect(data).toMatchObject({
      location: 'KwaZulu-Natal',
      city: 'KwaZulu-Natal',
      budget: BUDGET_NOT_SPECIFIED,
      subcategory: FEATURED_MATCH_LABEL,
      specificItem: FEATURED_MATCH_LABEL,
      serviceType: 'collections',
      urgency: 'standard',
    });
    expect(leadFormDataSchema.safeParse(data).success).toBe(true);
  });
});
