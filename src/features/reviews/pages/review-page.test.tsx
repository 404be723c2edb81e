import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { REVIEW_MESSAGES, type GetReviewInviteResult } from '@/domain/reviews/reviews';
import { CallableError } from '@/lib/callable';
import { catalogPartOf, loadCatalog } from '@/lib/i18n/catalog-loader';
import { activate } from '@/lib/i18n/runtime';
import type { ReviewInviteLookup } from '../api/review-invite';
import ReviewPage from './review-page';

// The lookup and the submit stand in for getReviewInvite and submitReview; the refusals are the
// messages the real functions answer with (tests/integration/reviews*.test.ts).
const lookup: { value: ReviewInviteLookup } = { value: { state: 'loading' } };
const submitReview = vi.fn();
vi.mock('../api/review-invite', () => ({
  useReviewInvite: () => lookup.value,
  submitReview: (...args: unknown[]) => submitReview(...args) as unknown,
}));

const TOKEN = 'A'.repeat(43);
const FIRM = 'Dlamini Attorneys';
const invite: GetReviewInviteResult = { firmId: 'firm-1', firmName: FIRM, expiresOn: '2026-12-31' };

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/review', element: <ReviewPage /> },
      { path: '/:locale/review', element: <ReviewPage /> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(async () => {
  await Promise.all([loadCatalog('zu', catalogPartOf('review')), loadCatalog('af', catalogPartOf('review'))]);
});
afterEach(() => {
  cleanup();
  submitReview.mockReset();
  activate('en');
});

describe('the review page in isiZulu (/zu/review)', () => {
  it('asks about the firm, names the stars, explains what is missing and thanks the client, all in isiZulu', async () => {
    activate('zu');
    lookup.value = { state: 'ready', invite };
    submitReview.mockResolvedValue({ reviewId: 'r1', firmName: FIRM, rating: 4, reviewCount: 1 });
    const user = userEvent.setup();
    renderPage(`/zu/review?token=${TOKEN}`);

    expect(screen.getByRole('heading', { name: `Ibinjani i-${FIRM}?` })).toBeVisible();
    const stars = screen.getByRole('group', { name: 'Isilinganiso sakho' });
    expect(within(stars).getByRole('radio', { name: 'Inkanyezi engu-1, Kubi' })).toBeInTheDocument();
    expect(within(stars).getByText('Khetha inkanyezi engu-1 kuya kwezingu-5')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thumela isibuyekezo' }));
    expect(await screen.findByText('Sicela ukhethe kusukela enkanyezini engu-1 kuya kwezingu-5.')).toBeVisible();
    expect(screen.getByText('Sicela ubhale okungenani izinhlamvu ezingu-20 mayelana nokwenzeke kuwe.')).toBeVisible();
    expect(screen.queryByText(REVIEW_MESSAGES.rating)).toBeNull();

    // The keyboard model is the native radio group's: arrow keys move the choice.
    await user.click(screen.getByText('Izinkanyezi ezingu-3, Kuhle'));
    await user.keyboard('{ArrowRight}');
    expect(within(stars).getByRole('radio', { name: 'Izinkanyezi ezingu-4, Kuhle kakhulu' })).toBeChecked();
    expect(within(stars).getByText('4 kwezingu-5: Kuhle kakhulu')).toBeInTheDocument();
    const text = 'Bangifonele ngakusasa ekuseni bachaza yonke into kahle.';
    await user.type(screen.getByLabelText('Isibuyekezo sakho'), text);
    expect(screen.getByText(new RegExp(`^Izinhlamvu ezingu-${text.length} kwezingu-2000`))).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Thumela isibuyekezo' }));
    expect(await screen.findByRole('heading', { name: 'Siyabonga ngesibuyekezo sakho' })).toBeVisible();
    expect(submitReview).toHaveBeenCalledWith(TOKEN, { rating: 4, text });
    expect(screen.getByText(`Siyabonga. Isibuyekezo sakho nge-${FIRM} manje sesivela ekhasini layo.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ikhaya' })).toHaveAttribute('href', '/zu');
  });

  it('gives the server’s refusal of a used link in isiZulu', () => {
    activate('zu');
    lookup.value = { state: 'error', message: REVIEW_MESSAGES.used };
    renderPage(`/zu/review?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: 'Bhala isibuyekezo ngefemu yabameli' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Usuyibhalile isibuyekezo ngale femu ngalesi sixhumanisi, ngakho asisasebenzi. Siyabonga ngesibuyekezo sakho.',
    );
  });

  it('ends the form with the refusal in isiZulu when the link expired while the client was writing', async () => {
    activate('zu');
    lookup.value = { state: 'ready', invite };
    submitReview.mockRejectedValue(
      new CallableError(REVIEW_MESSAGES.expired, 'failed-precondition', { reason: 'review-link-expired', field: 'token' }),
    );
    const user = userEvent.setup();
    renderPage(`/zu/review?token=${TOKEN}`);
    await user.click(screen.getByRole('radio', { name: 'Izinkanyezi ezingu-5, Kuvelele' }));
    await user.type(screen.getByLabelText('Isibuyekezo sakho'), 'Basisize kakhulu ngodaba lwethu lomndeni.');
    await user.click(screen.getByRole('button', { name: 'Thumela isibuyekezo' }));
    expect(await screen.findByText(/^Lesi sixhumanisi sesibuyekezo siphelelwe yisikhathi\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thumela isibuyekezo' })).toBeNull();
  });
});

describe('the review page in other languages', () => {
  it('says an incomplete link is incomplete in Afrikaans (/af/review)', () => {
    activate('af');
    renderPage('/af/review?token=short');
    expect(screen.getByRole('heading', { name: 'Resenseer ’n regsfirma' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Hierdie resensieskakel is onvolledig.');
  });

  it('reads in English as before on the unprefixed page', () => {
    lookup.value = { state: 'ready', invite };
    renderPage(`/review?token=${TOKEN}`);
    expect(screen.getByRole('heading', { name: `How was ${FIRM}?` })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeVisible();
    expect(
      screen.getByText(/^0 of 2000 characters \(at least 20\)\. Shown with your rating, the date and "Verified client"/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send review' })).toBeVisible();
  });
});
