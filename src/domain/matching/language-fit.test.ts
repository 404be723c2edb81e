import { clientLanguage, clientLanguageText, indexedLanguages, speaksClientLanguage } from './language-fit';
import { firmLanguageIndexes, languageIndexId } from './language-index';
import { rankFirms, scoreFirm, type MatchableFirm, type MatchCriteria } from './score';
import { matchableFirm } from '../../../tests/fixtures/matchable-firm';

const firm = (id: string, over: Partial<MatchableFirm> = {}): MatchableFirm =>
  matchableFirm({ id, firmName: id, practiceAreas: ['divorce-separation'], reviewCount: 3, ...over });

const divorceInJohannesburg = (language: {
  locale?: 'en' | 'zu' | 'xh' | 'af' | 'nso' | 'tn' | 'st';
  lawyerLanguage?: 'en' | 'zu' | 'af' | 'st';
}) =>
  ({
    userType: 'person',
    location: 'Gauteng',
    city: 'Johannesburg',
    practiceArea: 'family',
    subcategory: 'divorce-separation',
    ...language,
  }) as MatchCriteria;

describe('the client’s language', () => {
  it('is the lawyer language asked for, else the wizard’s language unless that is English', () => {
    expect(clientLanguage({})).toBeNull();
    expect(clientLanguage({ locale: 'en' })).toBeNull();
    expect(clientLanguage({ locale: 'zu' })).toBe('zu');
    expect(clientLanguage({ locale: 'en', lawyerLanguage: 'st' })).toBe('st');
    expect(clientLanguage({ locale: 'zu', lawyerLanguage: 'af' })).toBe('af');
  });

  it('asking for English overrides the wizard’s language and orders nothing', () => {
    expect(clientLanguage({ locale: 'zu', lawyerLanguage: 'en' })).toBeNull();
  });

  it('ignores a code that is not an official language', () => {
    expect(clientLanguage({ lawyerLanguage: 'fr' })).toBeNull();
    expect(speaksClientLanguage(['en', 'zu'], null)).toBe(false);
    expect(indexedLanguages(['en', 'zu', 'fr', 'af'])).toEqual(['af', 'zu']);
  });
});

describe('language in the ranking', () => {
  it('puts the firm that speaks the client’s language first among firms with the same points, whatever the plan', () => {
    const firms = [
      firm('plus', { packageType: 'premium_plus', remainingLeads: -1, rating: 5 }),
      firm('zulu-free', { languages: ['en', 'zu'], rating: 1 }),
      firm('premium', { packageType: 'premium', remainingLeads: -1 }),
    ];
    expect(rankFirms(firms, divorceInJohannesburg({ locale: 'zu' })).map((f) => f.id)).toEqual(['zulu-free', 'plus', 'premium']);
    // Without a language, the plan order of equal fits is unchanged.
    expect(rankFirms(firms, divorceInJohannesburg({})).map((f) => f.id)).toEqual(['plus', 'premium', 'zulu-free']);
  });

  it.each(['tn', 'st'] as const)('prefers the firms that speak %s on its wizard as it does the other languages', (locale) => {
    const firms = [
      firm('plus', { packageType: 'premium_plus', remainingLeads: -1 }),
      firm('speaks', { languages: ['en', locale] }),
    ];
    expect(rankFirms(firms, divorceInJohannesburg({ locale })).map((f) => f.id)).toEqual(['speaks', 'plus']);
  });

  it('never lifts a firm over one with more location or need points', () => {
    const closer = firm('closer');
    const speaksButFarther = firm('farther', { primaryCity: 'Pretoria', languages: ['en', 'zu'] });
    const speaksButOtherNeed = firm('other-need', { languages: ['zu'], practiceAreas: ['family'] });
    const ranked = rankFirms([speaksButFarther, speaksButOtherNeed, closer], divorceInJohannesburg({ lawyerLanguage: 'zu' }));
    expect(ranked[0]!.id).toBe('closer');
    expect(ranked[0]!.points).toBeGreaterThan(ranked[1]!.points);
  });

  it('does not change the match score, and says why on the card', () => {
    const speaker = firm('zulu', { languages: ['en', 'zu'] });
    const withLanguage = scoreFirm(speaker, divorceInJohannesburg({ locale: 'zu' }));
    const without = scoreFirm(speaker, divorceInJohannesburg({}));
    expect(withLanguage.matchScore).toBe(without.matchScore);
    expect(withLanguage.points).toBe(without.points);
    expect(withLanguage.languageFit).toBe(true);
    expect(without.languageFit).toBe(false);
    expect(withLanguage.matchingReasons.filter((r) => r.type === 'language').map((r) => r.description)).toEqual([
      'Speaks isiZulu, your language',
    ]);
    expect(without.matchingReasons.filter((r) => r.type === 'language').map((r) => r.description)).toEqual([
      'Speaks English and isiZulu',
    ]);
  });
});

describe('the firm’s view of the client’s language', () => {
  it('names the wizard’s language and a different lawyer language asked for', () => {
    expect(clientLanguageText({ locale: 'zu' })).toBe('isiZulu');
    expect(clientLanguageText({})).toBeNull();
    expect(clientLanguageText({ lawyerLanguage: 'st' })).toBe('English (asked for a lawyer who speaks Sesotho)');
    expect(clientLanguageText({ locale: 'af', lawyerLanguage: 'zu' })).toBe('Afrikaans (asked for a lawyer who speaks isiZulu)');
    expect(clientLanguageText({ locale: 'xh', lawyerLanguage: 'xh' })).toBe('isiXhosa');
  });
});

describe('the per-language match index', () => {
  const listed = {
    status: 'active',
    verification: { state: 'verified', verifiedAt: null, checks: ['lpc-roll'], validThroughYear: null },
    suspended: false,
    packageType: 'premium',
    rating: 4,
    province: 'Gauteng',
    primaryServiceArea: 'Gauteng',
    primaryCity: 'Johannesburg',
    cities: [],
    practiceAreas: ['divorce-separation'],
    businessServices: { collections: false, generalBusiness: false },
  };

  it('has one entry per non-English language a listed firm speaks, with its match keys', () => {
    const entries = firmLanguageIndexes('f1', { ...listed, languages: ['en', 'zu', 'nso', 'tn', 'st'] });
    expect(entries.map((e) => [e.language, languageIndexId(e.language, 'f1')])).toEqual([
      ['zu', 'zu_f1'],
      ['st', 'st_f1'],
      ['tn', 'tn_f1'],
      ['nso', 'nso_f1'],
    ]);
    expect(entries[0]!.matchKeys).toContain('c:johannesburg|p:divorce-separation');
    expect(entries[0]!.planRank).toBe(2);
  });

  it('has none for a firm that is not listed', () => {
    expect(firmLanguageIndexes('f1', { ...listed, suspended: true, languages: ['zu'] })).toEqual([]);
  });
});
