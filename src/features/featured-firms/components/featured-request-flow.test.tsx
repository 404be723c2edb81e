import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { URGENCY_LEVELS } from '@/domain/leads/urgency';
// The wire shape the real submitFeaturedRequest sends (checked against the emulator in tests/integration/callable-errors.test.ts).
import { LEAD_LIMIT_REACHED, type WireError } from '../../../../tests/fixtures/callable-error-shapes';
import { FeaturedRequestFlow } from './featured-request-flow';

/** Nothing is mocked above fetch: the form, its api function, call() and the Firebase SDK all run. */
function serverAnswers(shape: WireError) {
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

it('a featured firm at its monthly limit shows the spec’s lead-limit message', async () => {
  const fetchMock = serverAnswers(LEAD_LIMIT_REACHED);
  const user = userEvent.setup();
  render(
    <MemoryRouter>
      <FeaturedRequestFlow
        firm={{ id: 'full-firm', firmName: 'Dlamini Attorneys' }}
        onClose={() => {}}
        successAction={{ label: 'Done' }}
      />
    </MemoryRouter>,
  );
  await user.click(screen.getByLabelText('I accept the legal terms'));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.type(screen.getByLabelText('First name'), 'Ayesha');
  await user.type(screen.getByLabelText('Last name'), 'Patel');
  await user.type(screen.getByLabelText('Email address'), 'ayesha@example.co.za');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: new RegExp(URGENCY_LEVELS[0].label) }));

  expect(
    await screen.findByText('This firm has reached their monthly lead limit. Please try another firm or contact support.'),
  ).toBeInTheDocument();
  expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/submitFeaturedRequest'), expect.anything());
  // jsdom typing is slow on a busy machine; the budget is generous, nothing here waits on time.
}, 30_000);
