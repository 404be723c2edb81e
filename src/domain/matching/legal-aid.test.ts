import {
  INCOME_BANDS,
  LEGAL_AID,
  LEGAL_AID_FIGURES_MAX_AGE_DAYS,
  legalAidFiguresAgeDays,
  legalAidFiguresWarning,
  mayQualifyForLegalAid,
} from './legal-aid';
import { formatLegalAidDate } from './legal-aid-date';

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

describe('legalAidFiguresAgeDays and legalAidFiguresWarning', () => {
  it('counts whole days from midnight SAST on the effective date', () => {
    expect(legalAidFiguresAgeDays(new Date('2024-03-31T22:00:00Z'), '2024-04-01')).toBe(0);
    expect(legalAidFiguresAgeDays(new Date('2024-03-31T21:59:59Z'), '2024-04-01')).toBe(-1);
    expect(legalAidFiguresAgeDays(new Date('2025-04-01T09:00:00+02:00'), '2024-04-01')).toBe(365);
  });

  it('is quiet for a year and warns after it, naming the file and the date', () => {
    expect(legalAidFiguresWarning(new Date('2025-04-01T12:00:00+02:00'), '2024-04-01')).toBeNull();
    const warning = legalAidFiguresWarning(new Date('2025-04-02T12:00:00+02:00'), '2024-04-01');
    expect(warning).toContain('src/domain/matching/legal-aid.ts');
    expect(warning).toContain('2024-04-01, 366 days ago');
    expect(legalAidFiguresWarning(new Date('2026-11-25T12:00:00+02:00'))).toMatch(/took effect on 2024-04-01/);
  });

  it('shows the effective date as people read it', () => {
    expect(formatLegalAidDate('2024-04-01')).toBe('1 April 2024');
    expect(LEGAL_AID_FIGURES_MAX_AGE_DAYS).toBe(365);
  });
});
