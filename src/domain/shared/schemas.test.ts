import type { z } from 'zod';
import { addTag, blogMetaDescription, blogPostInputSchema, blogPostSchema, slugify } from '../blog/posts';
import { defaultBusinessHours } from '../firms/options';
import { accountSetupSchema, firmContactSchema, firmProfileSchema, LPC_NUMBER_MESSAGES } from '../firms/profile';
import { leadSchema, leadStatusSchema, openLeadSchema } from '../leads/lead-documents';
import {
  businessDetailsSchema,
  contactFirmInputSchema,
  featuredRequestSchema,
  locationSchema,
  personalDetailsSchema,
  requestMatchInputSchema,
  searchCriteriaSchema,
  submitFeaturedRequestInputSchema,
} from '../matching/criteria';
import { META_DESCRIPTION_MAX, truncateDescription } from './text';

/** The messages zod reports, keyed by dotted path. */
function errors(schema: z.ZodType, value: unknown): Record<string, string[]> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

const person = {
  userType: 'person',
  legalTermsAccepted: true,
  location: 'Gauteng',
  city: 'Johannesburg',
  firstName: 'Thandi',
  lastName: 'Mokoena',
  email: 'thandi@example.co.za',
  practiceArea: 'family',
  subcategory: 'divorce-separation',
  specificItem: 'uncontested-divorce',
  description: 'We agree on everything and have no children.',
};

const businessCriteria = {
  userType: 'business',
  legalTermsAccepted: true,
  location: 'Western Cape',
  city: 'Cape Town',
  companyName: 'Fynbos Traders (Pty) Ltd',
  contactName: 'Pieter van Wyk',
  email: 'pieter@fynbos.co.za',
  serviceType: 'collections',
};

describe('wizard step schemas', () => {
  it.each([
    ['firstName', 'Please enter your first name'],
    ['lastName', 'Please enter your last name'],
    ['email', 'Please enter your email address'],
  ])('personal details: empty or blank %s says %j', (field, message) => {
    const valid = { firstName: 'Thandi', lastName: 'Mokoena', email: 'thandi@example.co.za' };
    expect(errors(personalDetailsSchema, { ...valid, [field]: '   ' })[field]).toEqual([message]);
    expect(errors(personalDetailsSchema, { ...valid, [field]: undefined })[field]).toEqual([message]);
  });

  it.each([
    ['companyName', 'Please enter your company name'],
    ['contactName', 'Please enter a contact person'],
    ['email', 'Please enter your email address'],
  ])('business details: empty %s says %j', (field, message) => {
    const valid = { companyName: 'Acme', contactName: 'Sipho', email: 'sipho@acme.co.za' };
    expect(errors(businessDetailsSchema, { ...valid, [field]: '' })[field]).toEqual([message]);
  });

  it('location: province and city messages', () => {
    expect(errors(locationSchema, { location: '', city: '' })).toEqual({
      location: ['Please select a province'],
      city: ['Please enter your city or town'],
    });
    expect(errors(locationSchema, { location: 'Transvaal', city: 'Pretoria' })).toEqual({
      location: ['Please select a province'],
    });
  });

  it('trims values', () => {
    expect(personalDetailsSchema.parse({ firstName: '  Thandi ', lastName: ' M ', email: ' t@x.co.za ' })).toEqual({
      firstName: 'Thandi',
      lastName: 'M',
      email: 't@x.co.za',
    });
  });

  it('rejects a malformed email', () => {
    expect(errors(personalDetailsSchema, { firstName: 'a', lastName: 'b', email: 'not-an-email' }).email).toEqual([
      'Please enter a valid email address',
    ]);
  });

  it.each([
    ['<script>alert(1)</script>', 'Please remove < and > characters'],
    ['Thandi>', 'Please remove < and > characters'],
  ])('rejects angle brackets in names: %j', (firstName, message) => {
    expect(errors(personalDetailsSchema, { firstName, lastName: 'b', email: 'a@b.co' }).firstName).toEqual([message]);
  });

  it('rejects oversize names', () => {
    expect(errors(personalDetailsSchema, { firstName: 'a'.repeat(101), lastName: 'b', email: 'a@b.co' }).firstName).toEqual([
      'Please use 100 characters or fewer',
    ]);
    expect(personalDetailsSchema.safeParse({ firstName: 'a'.repeat(100), lastName: 'b', email: 'a@b.co' }).success).toBe(true);
  });
});

describe('searchCriteriaSchema', () => {
  it('accepts a person and a business', () => {
    expect(searchCriteriaSchema.parse(person)).toMatchObject({ userType: 'person', subcategory: 'divorce-separation' });
    expect(searchCriteriaSchema.parse(businessCriteria)).toMatchObject({ userType: 'business', serviceType: 'collections' });
    // The wizard's request is the criteria plus its idempotency key and consent choices.
    expect(
      requestMatchInputSchema.parse({ ...person, idempotencyKey: 'k'.repeat(20), consent: { reroute: true } }),
    ).toMatchObject({
      ...searchCriteriaSchema.parse(person),
      idempotencyKey: 'k'.repeat(20),
      consent: { shareWithOtherFirms: false, reroute: true },
    });
  });

  it('requires the terms', () => {
    expect(errors(searchCriteriaSchema, { ...person, legalTermsAccepted: false }).legalTermsAccepted).toEqual([
      'Please accept the terms to continue',
    ]);
  });

  it('requires a user type', () => {
    expect(errors(searchCriteriaSchema, { ...person, userType: undefined }).userType).toEqual([
      'Please select an option to continue',
    ]);
  });

  it.each([
    ['unknown subcategory', { subcategory: 'getting-divorced' }, 'subcategory'],
    ['a subcategory name instead of its id', { subcategory: 'Divorce & Separation' }, 'subcategory'],
    ['subcategory from another category', { practiceArea: 'criminal' }, 'subcategory'],
    ['item from another subcategory', { specificItem: 'drug-possession' }, 'specificItem'],
    ['unknown category', { practiceArea: 'tax' }, 'practiceArea'],
  ])('rejects %s with the practice-area message', (_name, change, path) => {
    expect(errors(searchCriteriaSchema, { ...person, ...change })[path]).toEqual([
      'Please select a valid practice area from the suggestions, or try rephrasing your search.',
    ]);
  });

  it('treats the item as optional', () => {
    expect(searchCriteriaSchema.safeParse({ ...person, specificItem: undefined }).success).toBe(true);
    expect(searchCriteriaSchema.safeParse({ ...person, specificItem: '' }).success).toBe(true);
  });

  it('bounds the description and rejects markup in it', () => {
    expect(searchCriteriaSchema.safeParse({ ...person, description: 'x'.repeat(2000) }).success).toBe(true);
    expect(errors(searchCriteriaSchema, { ...person, description: 'x'.repeat(2001) }).description).toEqual([
      'Please use 2000 characters or fewer',
    ]);
    expect(errors(searchCriteriaSchema, { ...person, description: 'Help <script>alert(1)</script>' }).description).toEqual([
      'Please remove HTML tags from your text',
    ]);
    expect(searchCriteriaSchema.safeParse({ ...person, description: 'Estate worth < R500 000' }).success).toBe(true);
  });

  it('needs a business service type', () => {
    expect(errors(searchCriteriaSchema, { ...businessCriteria, serviceType: 'tax' }).serviceType).toEqual([
      'Please select a service type',
    ]);
  });

  it('rejects script tags in the company name', () => {
    expect(errors(searchCriteriaSchema, { ...businessCriteria, companyName: '<script>x</script>' }).companyName).toEqual([
      'Please remove < and > characters',
    ]);
  });
});

describe('callable inputs', () => {
  it('contactFirm needs a firm id, criteria and the open-leads flag', () => {
    expect(contactFirmInputSchema.safeParse({ firmId: 'abc', searchCriteria: person, postToOpenLeads: true }).success).toBe(true);
    expect(errors(contactFirmInputSchema, { firmId: 'a/b', searchCriteria: person, postToOpenLeads: true }).firmId).toEqual([
      'Please choose a firm',
    ]);
    expect(contactFirmInputSchema.safeParse({ firmId: 'abc', searchCriteria: person }).success).toBe(false);
  });

  it('featured request applies its defaults', () => {
    const parsed = featuredRequestSchema.parse({
      legalTermsAccepted: true,
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: 'lerato@example.com',
    });
    expect(parsed).toEqual({
      legalTermsAccepted: true,
      firstName: 'Lerato',
      lastName: 'Dlamini',
      email: 'lerato@example.com',
      serviceType: 'collections',
      urgency: 'standard',
    });
  });

  it('featured request validates its fields', () => {
    expect(
      errors(featuredRequestSchema, {
        legalTermsAccepted: false,
        firstName: '',
        lastName: 'D',
        email: 'nope',
        urgency: 'asap',
        additionalDetails: 'y'.repeat(2001),
      }),
    ).toEqual({
      legalTermsAccepted: ['Please accept the terms to continue'],
      firstName: ['Please enter your first name'],
      email: ['Please enter a valid email address'],
      urgency: expect.any(Array),
      additionalDetails: ['Please use 2000 characters or fewer'],
    });
    expect(
      submitFeaturedRequestInputSchema.safeParse({
        firmId: 'f1',
        request: { legalTermsAccepted: true, firstName: 'a', lastName: 'b', email: 'a@b.co', urgency: 'emergency' },
      }).success,
    ).toBe(true);
  });
});

describe('firm documents', () => {
  const profile = {
    firmName: 'Mokoena Attorneys',
    logoUrl: 'https://storage.example/logo.png',
    province: 'Gauteng',
    primaryServiceArea: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: ['Sandton', 'Randburg'],
    practiceAreas: ['family', 'divorce-separation', 'uncontested-divorce'],
    languages: ['en', 'zu'],
    teamSize: '6-10',
    responseTime: 'Within 24 hours',
    description: 'Family law specialists.',
    consultationFees: 850,
    consultationMethods: ['in-person', 'virtual'],
    urgencyLevels: ['urgent', 'standard'],
    courtsCovered: ['High Court'],
    isCorrespondent: true,
    correspondentCourts: ['High'],
    businessServices: { collections: false, generalBusiness: true },
    businessHours: defaultBusinessHours(),
    packageType: 'premium',
    status: 'active',
    rating: 4.6,
    reviewCount: 31,
    isFeatured: false,
  };

  it('accepts a complete profile', () => {
    expect(firmProfileSchema.safeParse(profile).success).toBe(true);
  });

  it.each([
    ['description', 'x'.repeat(1001), 'Firm description cannot exceed 1000 characters'],
    ['practiceAreas', [], 'Please select at least one practice area'],
    ['practiceAreas', ['made-up'], 'Please select a valid practice area from the suggestions, or try rephrasing your search.'],
    ['languages', [], 'Please select at least one language'],
    ['consultationMethods', [], 'Please select at least one consultation method'],
    ['urgencyLevels', [], 'Please select at least one urgency level'],
    ['firmName', '', 'Please fill in all required fields'],
    ['firmName', 'Evil <b>Inc</b>', 'Please remove < and > characters'],
  ])('%s = %j fails with %j', (field, value, message) => {
    const found = errors(firmProfileSchema, { ...profile, [field]: value });
    expect(Object.entries(found).some(([path, messages]) => path.startsWith(field) && messages.includes(message))).toBe(true);
  });

  it('accepts exactly 1000 description characters and rejects a negative fee', () => {
    expect(firmProfileSchema.safeParse({ ...profile, description: 'x'.repeat(1000) }).success).toBe(true);
    expect(firmProfileSchema.safeParse({ ...profile, consultationFees: -1 }).success).toBe(false);
  });

  it('checks business hours unless the day is unavailable', () => {
    const hours = defaultBusinessHours();
    hours.saturday = { open: '', close: '', isUnavailable: true };
    expect(firmProfileSchema.safeParse({ ...profile, businessHours: hours }).success).toBe(true);
    hours.monday = { open: '', close: '17:00', isUnavailable: false };
    expect(errors(firmProfileSchema, { ...profile, businessHours: hours })['businessHours.monday.open']).toEqual([
      'Please enter opening and closing times',
    ]);
    hours.monday = { open: '17:00', close: '09:00', isUnavailable: false };
    expect(errors(firmProfileSchema, { ...profile, businessHours: hours })['businessHours.monday.close']).toEqual([
      'Closing time must be after opening time',
    ]);
  });

  const contact = {
    email: 'info@mokoena.co.za',
    phone: '+27 11 555 0101',
    lpcNumber: 'LPC-12345',
    address: '1 Main Road, Sandton',
    contactPerson: 'Thandi Mokoena',
  };
  it('validates the private contact details', () => {
    expect(firmContactSchema.safeParse(contact).success).toBe(true);
    expect(errors(firmContactSchema, { ...contact, phone: 'call me' }).phone).toEqual(['Please enter a valid phone number']);
    expect(errors(firmContactSchema, { ...contact, address: '<b>1 Main Road</b>' }).address).toEqual([
      'Please remove < and > characters',
    ]);
  });

  it('refuses an LPC number with look-alike letters of another script, or without digits (the free month is once per number)', () => {
    expect(errors(firmContactSchema, { ...contact, lpcNumber: 'L\u0420\u042111865497' }).lpcNumber).toEqual([
      LPC_NUMBER_MESSAGES.latinOnly,
    ]);
    expect(errors(firmContactSchema, { ...contact, lpcNumber: 'LPC' }).lpcNumber).toEqual([LPC_NUMBER_MESSAGES.needsDigits]);
    expect(firmContactSchema.safeParse({ ...contact, lpcNumber: 'LPC No. 11865497' }).success).toBe(true);
  });

  it('checks passwords', () => {
    expect(accountSetupSchema.safeParse({ email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgh' }).success).toBe(
      true,
    );
    expect(errors(accountSetupSchema, { email: 'a@b.co', password: 'abc', confirmPassword: 'abc' }).password).toEqual([
      'Password must be at least 8 characters long',
    ]);
    expect(
      errors(accountSetupSchema, { email: 'a@b.co', password: 'abcdefgh', confirmPassword: 'abcdefgx' }).confirmPassword,
    ).toEqual(['Passwords do not match']);
  });
});

const stored = new Date('2026-01-05T10:00:00Z');

describe('leads', () => {
  it('has the four statuses', () => {
    expect(leadStatusSchema.options).toEqual(['pending', 'contacted', 'converted', 'closed']);
  });

  it('requires email, location and city on a lead', () => {
    const lead = {
      firmId: 'f1',
      status: 'pending',
      province: 'Gauteng',
      practiceArea: 'divorce-separation',
      source: 'matching',
      formData: { email: 'a@b.co', location: 'Gauteng', city: 'Soweto' },
      createdAt: stored,
      updatedAt: stored,
      assignedAt: stored,
    };
    expect(leadSchema.parse(lead).createdAt).toBe(stored.getTime());
    for (const field of ['email', 'location', 'city']) {
      expect(leadSchema.safeParse({ ...lead, formData: { ...lead.formData, [field]: '' } }).success, field).toBe(false);
    }
    expect(leadSchema.safeParse({ ...lead, source: 'email' }).success).toBe(false);
  });

  it('reads only what the writers store: dates as Timestamps, no unknown fields', () => {
    const lead = {
      firmId: 'f1',
      status: 'pending',
      province: 'Gauteng',
      practiceArea: 'divorce-separation',
      source: 'matching',
      formData: { email: 'a@b.co', location: 'Gauteng', city: 'Soweto' },
      createdAt: { toDate: () => stored },
      updatedAt: stored,
      assignedAt: stored,
    };
    expect(leadSchema.safeParse(lead).success).toBe(true);
    expect(leadSchema.safeParse({ ...lead, createdAt: stored.toISOString() }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, createdAt: stored.getTime() }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, score: 12 }).success).toBe(false);
    expect(leadSchema.safeParse({ ...lead, formData: { ...lead.formData, password: 'x' } }).success).toBe(false);
  });

  it('validates open leads', () => {
    const open = {
      province: 'Gauteng',
      practiceArea: 'evictions',
      serviceLabel: 'Evictions',
      displayName: 'Anonymous Client',
      state: 'open',
      originalLeadId: 'lead-1',
      createdAt: stored,
    };
    expect(openLeadSchema.safeParse(open).success).toBe(true);
    expect(openLeadSchema.safeParse({ ...open, email: 'a@b.co' }).success).toBe(false);
    expect(openLeadSchema.safeParse({ ...open, state: 'closed' }).success).toBe(false);
  });
});

describe('blog', () => {
  const input = {
    title: 'Divorce in South Africa',
    content: '<p>Hello</p>',
    excerpt: 'A short guide.',
    imageUrl: 'https://storage.example/blog/1.png',
  };

  it('applies defaults and cleans keywords and tags', () => {
    const parsed = blogPostInputSchema.parse({ ...input, keywords: [' divorce ', '', 'Divorce', 'costs'], tags: ['family'] });
    expect(parsed).toMatchObject({
      status: 'published',
      metaDescription: '',
      keywords: ['divorce', 'costs'],
      tags: ['family'],
      author: 'RegMatch Editorial Team',
    });
  });

  it.each(['title', 'content', 'excerpt'])('requires %s', (field) => {
    expect(errors(blogPostInputSchema, { ...input, [field]: ' ' })[field]).toEqual(['Please fill in all required fields']);
  });

  it('requires a featured image', () => {
    expect(errors(blogPostInputSchema, { ...input, imageUrl: '' }).imageUrl).toEqual(['Please select a featured image']);
    expect(errors(blogPostInputSchema, { ...input, imageUrl: undefined }).imageUrl).toEqual(['Please select a featured image']);
  });

  it('limits the meta description to 160 characters', () => {
    expect(META_DESCRIPTION_MAX).toBe(160);
    expect(blogPostInputSchema.safeParse({ ...input, metaDescription: 'm'.repeat(160) }).success).toBe(true);
    expect(errors(blogPostInputSchema, { ...input, metaDescription: 'm'.repeat(161) }).metaDescription).toEqual([
      'Meta description cannot exceed 160 characters',
    ]);
  });

  it('validates a stored post', () => {
    const post = {
      ...input,
      slug: 'divorce-in-south-africa',
      ogImage: null,
      metaDescription: '',
      keywords: [],
      tags: [],
      author: 'RegMatch Editorial Team',
      category: 'Family Law',
      status: 'draft',
      createdAt: stored,
      updatedAt: stored,
    };
    expect(blogPostSchema.safeParse(post).success).toBe(true);
    expect(blogPostSchema.safeParse({ ...post, slug: 'Not A Slug' }).success).toBe(false);
    expect(blogPostSchema.safeParse({ ...post, status: 'archived' }).success).toBe(false);
  });

  it.each([
    ['Divorce in South Africa', 'divorce-in-south-africa'],
    ['  What does a divorce cost?  (2025) ', 'what-does-a-divorce-cost-2025'],
    ['Child Maintenance: R500 - R1,500!', 'child-maintenance-r500-r1-500'],
    ['Café & Crème', 'cafe-creme'],
    ['---', ''],
  ])('slugify(%j) = %j', (title, slug) => {
    expect(slugify(title)).toBe(slug);
  });

  it('truncates descriptions over 160 characters to 157 plus an ellipsis', () => {
    expect(truncateDescription('a'.repeat(160))).toBe('a'.repeat(160));
    expect(truncateDescription('a'.repeat(161))).toBe(`${'a'.repeat(157)}...`);
    expect(truncateDescription('a'.repeat(161))).toHaveLength(160);
    expect(truncateDescription('short')).toBe('short');
  });

  it('uses the meta description, else the cut excerpt', () => {
    expect(blogMetaDescription({ metaDescription: 'Own text', excerpt: 'x' })).toBe('Own text');
    expect(blogMetaDescription({ metaDescription: ' ', excerpt: 'e'.repeat(200) })).toBe(`${'e'.repeat(157)}...`);
  });

  it('adds tags trimmed, non-empty and without duplicates', () => {
    expect(addTag(['divorce'], '  costs ')).toEqual(['divorce', 'costs']);
    expect(addTag(['divorce'], 'DIVORCE')).toEqual(['divorce']);
    expect(addTag(['divorce'], '   ')).toEqual(['divorce']);
  });
});
