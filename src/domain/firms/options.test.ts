import {
  applyHoursToAllDays,
  CONSULTATION_METHODS,
  DEFAULT_BUSINESS_HOURS,
  defaultBusinessHours,
  emailDomain,
  FEE_BANDS,
  feeBand,
  isPublicMailDomain,
  normaliseFirmName,
  TEAM_SIZES,
  WEEKDAYS,
} from './options';

describe('firm option lists', () => {
  it('match the spec', () => {
    expect(TEAM_SIZES).toEqual(['1-5', '6-10', '11-20', '20+']);
    expect(CONSULTATION_METHODS.map((m) => m.id)).toEqual(['in-person', 'virtual', 'telephonic']);
    expect(WEEKDAYS).toEqual(['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']);
    expect(FEE_BANDS.map((b) => b.label)).toEqual(['Low budget', 'Standard', 'Premium']);
  });

  it('defaults to the working week: Monday to Friday 09:00-17:00, closed at the weekend', () => {
    for (const day of WEEKDAYS) {
      const weekend = day === 'saturday' || day === 'sunday';
      expect(DEFAULT_BUSINESS_HOURS[day]).toEqual({ open: '09:00', close: '17:00', isUnavailable: weekend });
    }
    const copy = defaultBusinessHours();
    copy.monday.open = '08:00';
    expect(DEFAULT_BUSINESS_HOURS.monday.open).toBe('09:00');
  });

  it('applies times to all days but keeps each unavailable flag', () => {
    const hours = defaultBusinessHours();
    hours.sunday.isUnavailable = true;
    const applied = applyHoursToAllDays(hours, '08:30', '16:30');
    expect(applied.monday).toEqual({ open: '08:30', close: '16:30', isUnavailable: false });
    expect(applied.sunday).toEqual({ open: '08:30', close: '16:30', isUnavailable: true });
  });
});

describe('feeBand', () => {
  it.each([
    [0, 'Low budget'],
    [500, 'Low budget'],
    [500.5, 'Standard'],
    [501, 'Standard'],
    [1500, 'Standard'],
    [1501, 'Premium'],
    [25000, 'Premium'],
  ])('R%d is %s', (amount, label) => {
    expect(feeBand(amount)?.label).toBe(label);
  });

  it.each([-1, Number.NaN])('%d has no band', (amount) => {
    expect(feeBand(amount)).toBeNull();
  });
});

describe('mail domains', () => {
  it.each([
    ['someone@gmail.com', true],
    ['someone@yahoo.co.za', true],
    ['SOMEONE@Outlook.com', true],
    ['mail.com', true],
    ['live.co.za', true],
    ['msn.com', true],
    ['partner@smithlaw.co.za', false],
    ['gmailfirm.co.za', false],
    ['attorneys@mail-law.co.za', false],
    ['no-at-sign', false],
  ])('%s public: %s', (value, expected) => {
    expect(isPublicMailDomain(value)).toBe(expected);
  });

  it('extracts the domain', () => {
    expect(emailDomain('Partner@SmithLaw.co.za ')).toBe('smithlaw.co.za');
    expect(emailDomain('nobody')).toBeNull();
    expect(emailDomain('x@')).toBeNull();
  });
});

describe('normaliseFirmName', () => {
  it.each([
    ['Smith & Partners Inc.', 'smithpartnersinc'],
    ['  SMITH-PARTNERS inc ', 'smithpartnersinc'],
    ['Müller Attorneys', 'mullerattorneys'],
    ['123 Law', '123law'],
  ])('%j -> %j', (name, expected) => {
    expect(normaliseFirmName(name)).toBe(expected);
  });

  it.each([
    ['Cyrillic Ѕ, а, е, о, р, с', 'Ѕmith Рartners Аttоrneys Inc', 'Smith Partners Attorneys Inc'],
    ['Cyrillic capitals that read as Latin', 'МАХ НОСТ ВЕКТ', 'MAX HOCT BEKT'],
    ['Greek capitals that read as Latin', 'ΚΑΤΖ ΗΟΜΕ ΤΡΥΧ', 'KATZ HOME TPYX'],
    ['full-width (NFKC compatibility) forms', 'Ｓｍｉｔｈ Ｌａｗ', 'Smith Law'],
    ['dotless i and sharp s', 'Strauß Kıng', 'Strauss King'],
    ['an invisible joiner inside a name', 'Smi\u200bth Law', 'Smith Law'],
  ])('%s: %j claims the same name as %j', (_what, lookalike, latin) => {
    expect(normaliseFirmName(lookalike)).toBe(normaliseFirmName(latin));
  });

  it('keeps different names apart', () => {
    expect(normaliseFirmName('Firm 10')).not.toBe(normaliseFirmName('Firm lo'));
    expect(normaliseFirmName('Mokoena Inc')).not.toBe(normaliseFirmName('Mokoeno Inc'));
  });

  it('a name wholly in another script keeps a key (it is not read as empty)', () => {
    expect(normaliseFirmName('Вера')).toBe('bepa');
  });
});
