import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REVIEW_MESSAGES, type GetReviewInviteResult, type SubmitReviewResult } from '@/domain/reviews/reviews';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import type { WireError } from '../../../../tests/fixtures/callable-error-shapes';
// The wire shapes the real getReviewInvite and submitReview send (checked against the emulator in
// tests/integration/reviews.test.ts).
import { REVIEW_LINK_EXPIRED, REVIEW_LINK_USED } from '../../../../tests/fixtures/client-refusal-shapes';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
import ReviewPage from './review-page';

const FIRM = 'Dlamini Attorneys';
const invite: GetReviewInviteResult = { firmId: 'firm-1', firmName: FIRM, expiresOn: '2026-12-31' };
const reviewed: SubmitReviewResult = { reviewId: 'r1', firmName: FIRM, rating: 4, reviewCount: 1 };

/**
 * Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK all run. Each
 * callable answers with its result or with the refusal the real function sends.
 */
function serverAnswers(answers: {
  getReviewInvite: GetReviewInviteResult | WireError;
  submitReview?: SubmitReviewResult | WireError;
}) {
  const submitted: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  const answer = (value: object | undefined) =>
    value && 'httpStatus' in value
      ? json((value as WireError).body, (value as WireError).httpStatus)
      : json({ result: value ?? null });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!String(url).includes('/submitReview')) return answer(answers.getReviewInvite);
      submitted.push((JSON.parse(String(init?.body)) as { data: unknown }).data);
      return answer(answers.submitReview);
    }),
  );
  return submitted;
}

let tokens = 0;
/** Each render its own token: nothing of one link's answer carries over to the next. */
const nextToken = () => `T${String(++tokens).padStart(42, 'x')}`;
const openAt = (locale: Locale, token = nextToken()) =>
  renderLinkPage(ReviewPage, { catalog: 'review', path: PATHS.review, locale, token }).then(() => token);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe('the review page in isiZulu (/zu/review)', () => {
  it('asks about the firm, names the stars, explains what is missing and thanks the client, all in isiZulu', async () => {
    const submitted = serverAnswers({ getReviewInvite: invite, submitReview: reviewed });
    const user = userEvent.setup();
    const token = await openAt('zu');

    expect(await screen.findByRole('heading', { name: `Ibinjani i-${FIRM}?` })).toBeVisible();
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
    expect(submitted).toEqual([{ token, rating: 4, text }]);
    expect(screen.getByText(`Siyabonga. Isibuyekezo sakho nge-${FIRM} manje sesivela ekhasini layo.`)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ikhaya' })).toHaveAttribute('href', '/zu');
  });

  it('gives the server’s refusal of a used link in isiZulu, by its reason', async () => {
    serverAnswers({ getReviewInvite: REVIEW_LINK_USED });
    await openAt('zu');
    expect(await screen.findByRole('heading', { name: 'Bhala isibuyekezo ngefemu yabameli' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Usuyibhalile isibuyekezo ngale femu ngalesi sixhumanisi, ngakho asisasebenzi. Siyabonga ngesibuyekezo sakho.',
    );
  });

  it('ends the form with the refusal in isiZulu when the link expired while the client was writing', async () => {
    serverAnswers({ getReviewInvite: invite, submitReview: REVIEW_LINK_EXPIRED });
    const user = userEvent.setup();
    await openAt('zu');
    await user.click(await screen.findByRole('radio', { name: 'Izinkanyezi ezingu-5, Kuvelele' }));
    await user.type(screen.getByLabelText('Isibuyekezo sakho'), 'Basisize kakhulu ngodaba lwethu lomndeni.');
    await user.click(screen.getByRole('button', { name: 'Thumela isibuyekezo' }));
    expect(await screen.findByText(/^Lesi sixhumanisi sesibuyekezo siphelelwe yisikhathi\./)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Thumela isibuyekezo' })).toBeNull();
  });
});

describe('the review page in other languages', () => {
  it('says an incomplete link is incomplete in Afrikaans (/af/review)', async () => {
    await openAt('af', 'short');
    expect(screen.getByRole('heading', { name: 'Resenseer ’n regsfirma' })).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent('Hierdie resensieskakel is onvolledig.');
  });

  it('reads in English as before on the unprefixed page', async () => {
    serverAnswers({ getReviewInvite: invite });
    await openAt('en');
    expect(await screen.findByRole('heading', { name: `How was ${FIRM}?` })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your rating' })).toBeVisible();
    expect(
      screen.getByText(/^0 of 2000 characters \(at least 20\)\. Shown with your rating, the date and "Verified client"/),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send review' })).toBeVisible();
  });
});
