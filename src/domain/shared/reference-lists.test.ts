import { DEFAULT_URGENCY, isUrgency, URGENCY_LEVELS, urgencyLabel } from '../leads/urgency';
import { ALL_SUBCATEGORIES } from '../matching/practice-areas';
import {
  BRAND_NAME,
  POLICY,
  RESPONSE_PROMISE,
  RESPONSE_PROMISE_BUSINESS_HOURS,
  SITE_FIGURES,
  SUPPORT_EMAIL,
  SUPPORT_HOURS,
} from './brand';
import { CORRESPONDENT_COURT_TYPES, COURTS_COVERED, DEFAULT_CORRESPONDENT_COURT, correspondentCourtLabel } from './courts';
import { isLanguageCode, LANGUAGES, languageName } from './languages';
import { isProvince, MAJOR_CITIES_BY_PROVINCE, PROVINCES, provinceFromSlug, provinceToSlug } from './provinces';

describe('provinces', () => {
  it('lists the nine provinces with exact display names', () => {
    expect(PROVINCES).toEqual([
      'Eastern Cape',
      'Free State',
      'Gauteng',
      'KwaZulu-Natal',
      'Limpopo',
      'Mpumalanga',
      'North West',
      'Northern Cape',
      'Western Cape',
    ]);
  });

  it.each([
    ['Eastern Cape', 'eastern-cape'],
    ['KwaZulu-Natal', 'kwazulu-natal'],
    ['North West', 'north-west'],
    ['Gauteng', 'gauteng'],
  ] as const)('%s <-> %s', (province, slug) => {
    expect(provinceToSlug(province)).toBe(slug);
    expect(provinceFromSlug(slug)).toBe(province);
  });

  it('round-trips every province', () => {
    for (const province of PROVINCES) expect(provinceFromSlug(provinceToSlug(province))).toBe(province);
  });

  it.each([
    ['kwazulu natal', 'KwaZulu-Natal'],
    ['KWAZULU-NATAL', 'KwaZulu-Natal'],
    ['KwaZulu-Natal', 'KwaZulu-Natal'],
    ['western cape', 'Western Cape'],
    [' north--west ', 'North West'],
  ])('reads %j as %s', (slug, province) => {
    expect(provinceFromSlug(slug)).toBe(province);
  });

  it.each(['', 'cape', 'western', 'transvaal', 'northwest'])('rejects %j', (slug) => {
    expect(provinceFromSlug(slug)).toBeNull();
  });

  it('checks membership exactly', () => {
    expect(isProvince('Gauteng')).toBe(true);
    expect(isProvince('gauteng')).toBe(false);
    expect(isProvince(3)).toBe(false);
  });

  it('has a few real cities for every province', () => {
    expect(Object.keys(MAJOR_CITIES_BY_PROVINCE).sort()).toEqual([...PROVINCES].sort());
    for (const cities of Object.values(MAJOR_CITIES_BY_PROVINCE)) expect(cities.length).toBeGreaterThanOrEqual(4);
    expect(MAJOR_CITIES_BY_PROVINCE.Gauteng).toContain('Johannesburg');
    expect(MAJOR_CITIES_BY_PROVINCE['Western Cape']).toContain('Cape Town');
    expect(MAJOR_CITIES_BY_PROVINCE['KwaZulu-Natal']).toContain('Durban');
  });
});

describe('languages', () => {
  it('lists the eleven official languages with their codes', () => {
    expect(LANGUAGES.map((l) => `${l.code} ${l.name}`)).toEqual([
      'en English',
      'af Afrikaans',
      'zu isiZulu',
      'xh isiXhosa',
      'st Sesotho',
      'tn Setswana',
      'nso Sepedi',
      'ts Xitsonga',
      'ss siSwati',
      've Tshivenda',
      'nr isiNdebele',
    ]);
  });

  it('names codes and passes unknown ones through', () => {
    expect(languageName('nso')).toBe('Sepedi');
    expect(languageName('fr')).toBe('fr');
    expect(isLanguageCode('ve')).toBe(true);
    expect(isLanguageCode('English')).toBe(false);
  });
});

describe('courts', () => {
  it('lists courts covered and correspondent court types', () => {
    expect(COURTS_COVERED).toEqual([
      'High Court',
      "Magistrate's Court",
      'Small Claims Court',
      'Labour Court',
      'Land Claims Court',
    ]);
    expect(CORRESPONDENT_COURT_TYPES.map((c) => [c.id, c.label])).toEqual([
      ['Magistrates', 'Magistrates Court'],
      ['High', 'High Court'],
      ['Supreme', 'Supreme Court'],
      ['Constitutional', 'Constitutional Court'],
    ]);
    expect(DEFAULT_CORRESPONDENT_COURT).toBe('Magistrates');
    expect(correspondentCourtLabel('Constitutional')).toBe('Constitutional Court');
  });
});

describe('urgency', () => {
  it('has the four levels with spec labels', () => {
    expect(URGENCY_LEVELS).toEqual([
      { id: 'emergency', label: 'Emergency', description: 'Within 24 hours' },
      { id: 'urgent', label: 'Urgent', description: 'This week' },
      { id: 'standard', label: 'Standard', description: 'No immediate urgency' },
      { id: 'planning', label: 'Planning Ahead', description: 'Future legal work' },
    ]);
    expect(DEFAULT_URGENCY).toBe('standard');
    expect(urgencyLabel('planning')).toBe('Planning Ahead');
    expect(isUrgency('urgent')).toBe(true);
    expect(isUrgency('asap')).toBe(false);
  });
});

describe('brand', () => {
  it('carries the brand, support details and policy figures', () => {
    expect(BRAND_NAME).toBe('RegMatch');
    expect(SUPPORT_EMAIL).toBe('support@regmatch.co.za');
    expect(RESPONSE_PROMISE).toBe('within 16 business hours (about two working days)');
    expect(SUPPORT_HOURS).toBe('Monday to Friday, 08:00 to 17:00 SAST');
    expect(POLICY).toEqual({
      financialRecordRetentionYears: 5,
      terminationNoticeDays: 30,
      standardIssueResponseHours: 48,
      generalInquiryResponseHours: 72,
    });
    expect(SITE_FIGURES).toEqual({
      clientPriceLabel: 'R0',
      responseBusinessHoursLabel: '16',
      practiceAreaCount: 15,
      practiceAreaCountLabel: '15+',
    });
  });

  it('shows only figures the product makes true', () => {
    // "15+ practice areas": the taxonomy a firm picks from and the wizard matches on has at least that many.
    expect(ALL_SUBCATEGORIES.length).toBeGreaterThanOrEqual(SITE_FIGURES.practiceAreaCount);
    // The reply figure is the response clock's own constant, so the clock and the page agree.
    expect(SITE_FIGURES.responseBusinessHoursLabel).toBe(String(RESPONSE_PROMISE_BUSINESS_HOURS));
    // Clients never pay: the price a client sees is the free plan's nothing.
    expect(SITE_FIGURES.clientPriceLabel).toBe('R0');
  });
});
