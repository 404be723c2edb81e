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
});
