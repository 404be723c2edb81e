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
});
