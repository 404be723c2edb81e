import { cleanup, screen } from '@testing-library/react';
import { MY_REQUEST_MESSAGES, REQUEST_PROGRESS, type MyRequestView } from '@/domain/leads/my-request';
import type { Locale } from '@/domain/shared/locales';
import { PATHS } from '@/domain/shared/site';
import { activate } from '@/lib/i18n/runtime';
import type { WireError } from '../../../../tests/fixtures/callable-error-shapes';
// The wire shapes the real getMyRequest sends (checked against the emulator in tests/integration/my-request.test.ts).
import { REQUEST_ERASED, REQUEST_LINK_UNKNOWN } from '../../../../tests/fixtures/client-refusal-shapes';
import { renderLinkPage } from '../../../../tests/fixtures/link-page';
import MyRequestPage from './my-request-page';

/** Nothing is mocked above fetch: the page, its api, call() and the Firebase SDK all run. */
function serverAnswers(answer: MyRequestView | WireError) {
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => ('httpStatus' in answer ? json(answer.body, answer.httpStatus) : json({ result: answer }))),
  );
}

let tokens = 0;
const openAt = (locale: Locale) =>
  renderLinkPage(MyRequestPage, {
    catalog: 'my-request',
    path: PATHS.myRequest,
    locale,
    token: `R${String(++tokens).padStart(42, 'x')}`,
  });

const view: MyRequestView = {
  state: 'active',
  need: 'Uncontested Divorce',
  area: 'Johannesburg, Gauteng',
  firmName: 'Dlamini Attorneys',
  progress: REQUEST_PROGRESS.pending!,
  createdAt: '2026-11-20T08:00:00.000Z',
  timeline: [],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  activate('en');
});

describe('MyRequestPage', () => {
  it('tells a client whose request was erased that it is deleted, that nothing more is sent, and how to start again', async () => {
    serverAnswers(REQUEST_ERASED);
    await openAt('en');
    expect(await screen.findByText('This request was deleted')).toBeVisible();
    expect(screen.getByText(/This request and its details have been deleted/)).toBeVisible();
    expect(screen.getByText(/Nothing more will be sent to you about it/)).toBeVisible();
    expect(screen.queryByText(/latest email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', '/matching');
  });

  it('still says an unknown link is unknown, with no offer to start again', async () => {
    serverAnswers(REQUEST_LINK_UNKNOWN);
    await openAt('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(MY_REQUEST_MESSAGES.unknownLink);
    expect(screen.queryByRole('link', { name: 'Start a new request' })).toBeNull();
  });

  it('on /zu/my-request, says the request was erased in isiZulu, by the refusal’s reason', async () => {
    serverAnswers(REQUEST_ERASED);
    await openAt('zu');
    expect(await screen.findByText(/^Lesi sicelo nemininingwane yaso kusuliwe/)).toBeVisible();
    expect(screen.queryByText(/This request and its details/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Qala isicelo esisha' })).toHaveAttribute('href', '/zu/matching');
  });

  it('on /af/my-request, gives the firm’s progress in Afrikaans', async () => {
    serverAnswers(view);
    await openAt('af');
    expect(await screen.findByText('Wag dat die firma u kontak')).toBeVisible();
    expect(screen.queryByText(REQUEST_PROGRESS.pending!)).toBeNull();
  });

  it('shows the firm’s answer on the request page when the firm has answered (getAnswerOffer with the request’s own token)', async () => {
    const answer = {
      answerId: 'a1',
      state: 'open',
      firmName: 'Khumalo Legal Inc.',
      need: 'Uncontested Divorce',
      message: 'We can help.',
      fee: { consultation: { kind: 'free' }, matter: { kind: 'after-consultation' }, vat: 'not-registered' },
      offer: { kind: 'callback', from: Date.UTC(2026, 11, 8, 7, 0), to: Date.UTC(2026, 11, 8, 9, 0) },
      answeredAt: Date.UTC(2026, 11, 7, 7, 0),
      replacesEarlier: false,
      expiresAt: Date.UTC(2026, 11, 21, 7, 0),
      booking: null,
      canSendOn: false,
    };
    const json = (body: unknown) =>
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    // Each callable answers at its own URL, as the Functions SDK calls them.
    const fetch = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('getAnswerOffer') ? json({ result: { answer } }) : json({ result: view }),
    );
    vi.stubGlobal('fetch', fetch);
    await openAt('en');
    const token = `R${String(tokens).padStart(42, 'x')}`;
    expect(await screen.findByRole('heading', { name: 'Khumalo Legal Inc. has answered your request' })).toBeVisible();
    expect(screen.getByText('The matter: quoted after the consultation')).toBeVisible();
    expect(screen.getByText(/will phone you on .* between 09:00 and 11:00 \(South African time\)/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send my request to another firm' })).toBeNull();
    const answerCall = fetch.mock.calls.find(([url]) => String(url).includes('getAnswerOffer')) as unknown as [
      string,
      RequestInit,
    ];
    expect(JSON.parse(String(answerCall[1].body)).data).toEqual({ token });
  });
});
