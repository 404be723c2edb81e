import { defaultBusinessHours } from '@/domain/firms/options';
import { parseRegistrationDraft, toRegistrationDraft } from './registration-draft';

describe('the registration draft', () => {
  it('keeps every answer and the step, never the password or its confirmation', () => {
    const draft = toRegistrationDraft(8, {
      firmName: 'Khoza Attorneys',
      practiceAreas: ['family'],
      businessHours: defaultBusinessHours(),
      email: 'owner@khoza.co.za',
      password: 'secret-pass-1',
      confirmPassword: 'secret-pass-1',
    });
    const stored = JSON.stringify(draft);
    expect(stored).not.toContain('secret-pass-1');
    expect(parseRegistrationDraft(JSON.parse(stored), 10)).toEqual({
      step: 8,
      values: {
        firmName: 'Khoza Attorneys',
        practiceAreas: ['family'],
        businessHours: defaultBusinessHours(),
        email: 'owner@khoza.co.za',
      },
    });
  });

  it('drops answers of the wrong shape, unknown keys, a stored password and an impossible step', () => {
    const parsed = parseRegistrationDraft(
      {
        step: 42,
        values: {
          firmName: 7,
          languages: ['en', 3],
          consultationFees: 800,
          password: 'planted',
          packageType: 'premium_plus',
          businessHours: { monday: { open: '08:00' } },
          logoUrl: null,
        },
      },
      10,
    );
    expect(parsed).toEqual({ step: 0, values: { consultationFees: 800, logoUrl: null } });
    expect(parseRegistrationDraft('junk', 10)).toBeNull();
    expect(parseRegistrationDraft({ step: 1 }, 10)).toBeNull();
  });
});
