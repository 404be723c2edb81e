import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MY_REQUEST_MESSAGES } from '@/domain/leads/my-request';
import type { MyRequestView } from '@/domain/leads/my-request';
import type { RefusableLoad } from '@/lib/use-refusable-load';
import MyRequestPage from './my-request-page';

// The refusal getMyRequest gives for an erased request (tests/integration/my-request.test.ts
// proves the real function answers exactly this: reason 'request-erased' and this message).
const lookup: { value: RefusableLoad<MyRequestView> } = { value: { state: 'loading' } };
vi.mock('../api/my-request', () => ({
  useMyRequest: () => lookup.value,
  withdrawMyRequest: vi.fn(),
  eraseMyData: vi.fn(),
}));

const TOKEN = 'A'.repeat(43);
function renderPage() {
  const router = createMemoryRouter([{ path: '/my-request', element: <MyRequestPage /> }], {
    initialEntries: [`/my-request?token=${TOKEN}`],
  });
  render(<RouterProvider router={router} />);
}
afterEach(cleanup);

describe('MyRequestPage', () => {
  it('tells a client whose request was erased that it is deleted, that nothing more is sent, and how to start again', () => {
    lookup.value = { state: 'error', reason: 'request-erased', message: MY_REQUEST_MESSAGES.erasedLink };
    renderPage();
    expect(screen.getByText('This request was deleted')).toBeVisible();
    expect(screen.getByText(/This request and its details have been deleted/)).toBeVisible();
    expect(screen.getByText(/Nothing more will be sent to you about it/)).toBeVisible();
    expect(screen.queryByText(/latest email/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Start a new request' })).toHaveAttribute('href', '/matching');
  });

  it('still says an unknown link is unknown, with no offer to start again', () => {
    lookup.value = { state: 'error', reason: 'request-link-unknown', message: MY_REQUEST_MESSAGES.unknownLink };
    renderPage();
    expect(screen.getByRole('alert')).toHaveTextContent(MY_REQUEST_MESSAGES.unknownLink);
    expect(screen.queryByRole('link', { name: 'Start a new request' })).toBeNull();
  });

  it('shows the firm’s answer on the request page when the firm has answered (getAnswerOffer with the request’s own token)', async () => {
    lookup.value = {
      state: 'ready',
      data: {
        state: 'active',
        need: 'Uncontested Divorce',
        area: 'Soweto, Gauteng',
        firmName: 'Khumalo Legal Inc.',
        progress: 'Waiting for the firm to contact you',
        createdAt: '2026-12-01T08:00:00.000Z',
        timeline: [],
      },
    };
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
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ result: { answer } }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Khumalo Legal Inc. has answered your request' })).toBeVisible();
    expect(screen.getByText('The matter: quoted after the consultation')).toBeVisible();
    expect(screen.getByText(/will phone you on .* between 09:00 and 11:00 \(South African time\)/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send my request to another firm' })).toBeNull();
    expect(JSON.parse(String((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body)).data).toEqual({ token: TOKEN });
    vi.unstubAllGlobals();
  });
});
