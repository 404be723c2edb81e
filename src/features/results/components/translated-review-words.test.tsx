import { render, screen } from '@testing-library/react';
import { FirmReviews, type ReviewView } from '@/components/review-card';
import { ENGLISH_REVIEW_WORDS } from '@/components/review-words';
import { formatSastDate } from '@/domain/shared/format';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import { translatedReviewWords } from './translated-review-words';

const FIRM = 'Dlamini Attorneys';
const written = Date.UTC(2026, 10, 20, 10);
const review: ReviewView = {
  id: 'r1',
  rating: 4,
  text: 'They phoned me the next morning.',
  createdAt: written,
  reply: { text: 'Thank you for trusting us.', createdAt: Date.UTC(2026, 10, 21, 10) },
};
const load = () => Promise.resolve([review]);

afterEach(() => activate('en'));

describe('a firm’s reviews on the results page', () => {
  it('in English say exactly what the featured pages’ untranslated reviews say', () => {
    activate('en');
    const words = translatedReviewWords('en');
    for (const key of ['title', 'loading', 'failed', 'none', 'verifiedClient'] as const)
      expect(words[key]).toBe(ENGLISH_REVIEW_WORDS[key]);
    expect(words.sectionName(FIRM)).toBe(ENGLISH_REVIEW_WORDS.sectionName(FIRM));
    expect(words.reviewFrom('20 Nov 2026')).toBe(ENGLISH_REVIEW_WORDS.reviewFrom('20 Nov 2026'));
    expect(words.responseFrom(FIRM, '21 Nov 2026')).toBe(ENGLISH_REVIEW_WORDS.responseFrom(FIRM, '21 Nov 2026'));
    expect(words.rated(4)).toBe(ENGLISH_REVIEW_WORDS.rated(4));
    expect(words.date(written)).toBe(ENGLISH_REVIEW_WORDS.date(written));
  });

  it('in isiZulu: heading, stars, date, "verified client" and the reply’s line; the texts stay as written', async () => {
    await loadCatalog('zu', 'results');
    activate('zu');
    render(<FirmReviews firmName={FIRM} load={load} words={translatedReviewWords('zu')} />);
    const date = formatSastDate(written, 'zu');
    const card = await screen.findByRole('article', { name: `Isibuyekezo sango-${date}` });
    expect(screen.getByRole('region', { name: `Izibuyekezo ze-${FIRM}` })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Izibuyekezo' })).toBeVisible();
    expect(card).toHaveTextContent('Ikhasimende eliqinisekisiwe');
    expect(screen.getByRole('img', { name: 'Ilinganiswe ngo-4 kwezingu-5' })).toBeVisible();
    expect(card).toHaveTextContent(`Impendulo evela ku-${FIRM} · ${formatSastDate(review.reply!.createdAt, 'zu')}`);
    expect(card).toHaveTextContent(review.text);
  });

  it('in Afrikaans says there are no reviews yet', async () => {
    await loadCatalog('af', 'results');
    activate('af');
    render(<FirmReviews firmName={FIRM} load={() => Promise.resolve([])} words={translatedReviewWords('af')} />);
    expect(await screen.findByText('Nog geen resensies nie')).toBeVisible();
  });
});
