import { INCOME_BANDS, LEGAL_AID, mayQualifyForLegalAid } from './legal-aid';

describe('mayQualifyForLegalAid', () => {
  it('offers Legal Aid to bands wholly below the household threshold, not above it', () => {
    expect(mayQualifyForLegalAid('under-5000')).toBe(true);
    expect(mayQualifyForLegalAid('5000-8699')).toBe(true);
    expect(mayQualifyForLegalAid('8700-9499')).toBe(true);
    expect(mayQualifyForLegalAid('9500-20000')).toBe(false);
    expect(mayQualifyForLegalAid('over-20000')).toBe(false);
  });

  it('shows nothing to someone who skipped the question', () => {
    expect(mayQualifyForLegalAid(null)).toBe(false);
    expect(mayQualifyForLegalAid(undefined)).toBe(false);
  });

  it('draws the band edges on the published thresholds, so an update to them cannot silently miss a band', () => {
    const edges = INCOME_BANDS.map((b) => b.upTo + 1);
    expect(edges).toContain(LEGAL_AID.individualNetMonthlyIncomeBelow);
    expect(edges).toContain(LEGAL_AID.householdNetMonthlyIncomeBelow);
  });
});
