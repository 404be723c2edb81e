import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { URGENCY_LEVELS } from '@/domain/leads/urgency';
// The wire shape the real submitFeaturedRequest sends (checked against the emulator in tests/integration/callable-errors.test.ts).
import { LEAD_LIMIT_REACHED, type WireError } from '../../../../tests/fixtures/callable-error-shapes';
import { FeaturedRequestFlow } from './featured-request-flow';

const FIRM = { id: 'full-firm', firmName: 'Dlamini Attorneys' };
const PAGE = '/featured-firms/northern-cape';

/** Nothing is mocked above fetch: the form, its api function, call() and the Firebase SDK all run. */
function serverAnswers(shape: WireError) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The flow as its page shows it: on the page's route, open for the firm the URL names. */
function renderAt(url: string) {
  const router = createMemoryRouter(
    [{ path: PAGE, element: <FeaturedRequestFlow firm={FIRM} successAction={{ label: 'Done' }} /> }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}
const urlOf = (router: ReturnType<typeof renderAt>) => `${router.state.location.pathname}${router.state.location.search}`;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

it('a featured firm at its monthly limit shows the spec’s lead-limit message', async () => {
  const fetchMock = serverAnswers(LEAD_LIMIT_REACHED);
  const user = userEvent.setup();
  renderAt(`${PAGE}?request=${FIRM.id}`);
  await user.click(screen.getByLabelText('I accept the legal terms'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('First name'), 'Ayesha');
  await user.type(screen.getByLabelText('Last name'), 'Patel');
  await user.type(screen.getByLabelText('Email address'), 'ayesha@example.co.za');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Your legal need' });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'How urgent is it?' });
  await user.click(screen.getByRole('button', { name: new RegExp(URGENCY_LEVELS[0].label) }));

  expect(
    await screen.findByText('This firm has reached their monthly lead limit. Please try another firm or contact support.'),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/submitFeaturedRequest'), expect.anything());
  // jsdom typing is slow on a busy machine; the budget is generous, nothing here waits on time.
}, 30_000);

it('each step is a URL, and a reload comes back to the same step with what was typed', async () => {
  const user = userEvent.setup();
  const first = renderAt(`${PAGE}?request=${FIRM.id}`);
  await user.click(screen.getByLabelText('I accept the legal terms'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  expect(urlOf(first)).toBe(`${PAGE}?request=${FIRM.id}&step=2`);
  await user.type(await screen.findByLabelText('First name'), 'Ayesha');
  await user.type(screen.getByLabelText('Last name'), 'Patel');
  await user.type(screen.getByLabelText('Email address'), 'ayesha@example.co.za');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(await screen.findByLabelText('Additional details (optional)'), 'Three tenants owe rent.');
  expect(urlOf(first)).toBe(`${PAGE}?request=${FIRM.id}&step=3`);

  // The reload: a new page at the same URL, with only the tab's storage left.
  const reached = urlOf(first);
  cleanup();
  const second = renderAt(reached);
  expect(screen.getByRole('heading', { name: 'Your legal need' })).toBeVisible();
  expect(screen.getByText('Step 3 of 4 · Dlamini Attorneys')).toBeVisible();
  expect(screen.getByLabelText('Additional details (optional)')).toHaveValue('Three tenants owe rent.');
  // Back is the browser's: the entry before is gone with the reload, so the step before replaces this one.
  await user.click(screen.getByRole('button', { name: 'Back' }));
  expect(await screen.findByLabelText('First name')).toHaveValue('Ayesha');
  expect(screen.getByLabelText('Email address')).toHaveValue('ayesha@example.co.za');
  expect(urlOf(second)).toBe(`${PAGE}?request=${FIRM.id}&step=2`);
}, 30_000);

it('a URL naming a later step without the answers before it shows the first step needing them', async () => {
  const router = renderAt(`${PAGE}?request=${FIRM.id}&step=4`);
  expect(await screen.findByRole('heading', { name: 'Accept the terms' })).toBeVisible();
  await act(async () => {});
  expect(urlOf(router)).toBe(`${PAGE}?request=${FIRM.id}`);
});

it('keeps no draft for another firm: its request starts empty', async () => {
  const user = userEvent.setup();
  renderAt(`${PAGE}?request=${FIRM.id}`);
  await user.click(screen.getByLabelText('I accept the legal terms'));
  cleanup();
  const router = createMemoryRouter(
    [
      {
        path: PAGE,
        element: <FeaturedRequestFlow firm={{ id: 'other-firm', firmName: 'Other Inc.' }} successAction={{ label: 'Done' }} />,
      },
    ],
    { initialEntries: [`${PAGE}?request=other-firm&step=2`] },
  );
  render(<RouterProvider router={router} />);
  expect(await screen.findByLabelText('I accept the legal terms')).not.toBeChecked();
});

it('a second Continue pressed before the next step shows checks that step, not the one before', async () => {
  const user = userEvent.setup();
  const router = renderAt(`${PAGE}?request=${FIRM.id}`);
  await user.click(screen.getByLabelText('I accept the legal terms'));
  const continueButton = screen.getByRole('button', { name: 'Continue' });
  await act(async () => {
    continueButton.click();
    continueButton.click();
  });
  expect(await screen.findByText('Please enter your first name')).toBeVisible();
  expect(urlOf(router)).toBe(`${PAGE}?request=${FIRM.id}&step=2`);
});
