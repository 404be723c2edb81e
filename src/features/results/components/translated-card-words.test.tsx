import { render, screen } from '@testing-library/react';
import { FirmCard, type FirmCardFirm } from '@/components/firm-card';
import { ENGLISH_FIRM_CARD_WORDS } from '@/components/firm-card-words';
import type { MatchReason } from '@/domain/matching/score';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import { LegalAidPanel } from './legal-aid-panel';
import { translatedCardWords, translateReason } from './translated-card-words';

const firm: FirmCardFirm = {
  firmName: 'Dlamini Attorneys',
  logoUrl: null,
  primaryCity: 'Soweto',
  province: 'Gauteng',
  rating: 4.5,
  reviewCount: 3,
  teamSize: '2-5',
  medianResponseMinutes: 200,
  description: 'Family law.',
  languages: ['en', 'zu'],
  consultationFees: 0,
  consultationMethods: ['in-person', 'telephonic'],
  packageType: 'premium',
  verification: { state: 'verified', checks: ['lpc-roll', 'fidelity-fund-certificate'], validThroughYear: 2026 },
};
const reasons: MatchReason[] = [
  { type: 'location', description: 'Based in Soweto' },
  { type: 'expertise', description: 'Handles Divorce & Separation' },
  { type: 'language', description: 'Speaks English, isiZulu and Afrikaans' },
];

afterEach(() => activate('en'));

describe('the firm card in the results page language', () => {
  it('in English says exactly what the untranslated card says (featured pages and results agree)', () => {
    activate('en');
    const words = translatedCardWords('en');
    expect(words.moreDetails).toBe(ENGLISH_FIRM_CARD_WORDS.moreDetails);
    expect(words.plan('premium_plus')).toBe(ENGLISH_FIRM_CARD_WORDS.plan('premium_plus'));
    expect(words.plan('free')).toBe(ENGLISH_FIRM_CARD_WORDS.plan('free'));
    expect(words.medianResponse(200)).toBe(ENGLISH_FIRM_CARD_WORDS.medianResponse(200));
    expect(words.verified(firm.verification)).toBe(ENGLISH_FIRM_CARD_WORDS.verified(firm.verification));
    expect(words.reviews(1)).toBe(ENGLISH_FIRM_CARD_WORDS.reviews(1));
    expect(words.reviews(3)).toBe(ENGLISH_FIRM_CARD_WORDS.reviews(3));
    expect(words.fee(0)).toBe(ENGLISH_FIRM_CARD_WORDS.fee(0));
    for (const reason of reasons) expect(words.reason(reason)).toBe(reason.description);
  });

  it('in isiZulu: details, badges, reasons (the area named in isiZulu) and the verified badge', async () => {
    await loadCatalog('zu', 'results');
    activate('zu');
    render(<FirmCard firm={firm} match={{ score: 87, reasons }} action={null} words={translatedCardWords('zu')} />);
    expect(screen.getByRole('button', { name: 'Imininingwane Eyengeziwe' })).toBeVisible();
    expect(screen.getByText('Okukhethekile')).toBeVisible();
    expect(screen.getByText('Itholakala e-Soweto')).toBeVisible();
    expect(screen.getByText(/Isingatha izindaba: Isehlukaniso somshado/)).toBeVisible();
    expect(screen.getByText('Ikhuluma: English, isiZulu, Afrikaans')).toBeVisible();
    expect(
      screen.getByText(/Iqinisekisiwe: isohlwini lweLegal Practice Council; isitifiketi seFidelity Fund sika-2026/),
    ).toBeVisible();
    expect(screen.getByText(/izibuyekezo ezingu-3/)).toBeVisible();
  });

  it('names an item, a category and a business service in the language too, as the scorer says them', async () => {
    await loadCatalog('af', ['results', 'forms']);
    activate('af');
    const reason = (description: string) => translateReason({ type: 'expertise', description }, 'af');
    expect(reason('Handles Uncontested Divorce')).toBe('Hanteer Onbestrede egskeiding');
    expect(reason('Practises Family Matters')).toBe('Praktiseer in Familiesake');
    expect(reason('Handles Debt Collection')).toBe('Hanteer Skuldinvordering');
    // A name the taxonomy does not have stays as the scorer wrote it.
    expect(reason('Handles Space Law')).toBe('Hanteer Space Law');
  });

  it('keeps an English reason it has no pattern for, rather than guessing', async () => {
    await loadCatalog('af', 'results');
    activate('af');
    expect(translateReason({ type: 'location', description: 'Something new' }, 'af')).toBe('Something new');
    expect(translateReason({ type: 'location', description: 'Serves clients in Durban' }, 'af')).toBe('Bedien kliënte in Durban');
  });

  it('the Legal Aid panel in Afrikaans, with the amounts and date in Afrikaans', async () => {
    await loadCatalog('af', 'results');
    activate('af');
    render(<LegalAidPanel province="Limpopo" locale="af" />);
    expect(screen.getByRole('heading', { name: /U kwalifiseer dalk vir gratis regshulp/ })).toBeVisible();
    expect(screen.getByText(/sedert 1 April 2024/)).toBeVisible();
    expect(screen.getByText(/naaste Regshulp SA-kantoor in Limpopo/)).toBeVisible();
    expect(screen.getByRole('link', { name: '0800 110 110' })).toBeVisible();
  });
});
