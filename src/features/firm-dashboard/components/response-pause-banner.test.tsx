import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
// The wire shape the real resumeMatching sends (checked against the emulator in tests/integration/response-pause.test.ts).
import { NOT_PAUSED, type WireError } from '../../../../tests/fixtures/callable-error-shapes';
import { ResponsePauseBanner } from './response-pause-banner';

/** Nothing is mocked above fetch: the banner, its api function, call() and the Firebase SDK all run. */
function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
const refusedWith = (shape: WireError) => serverAnswers(shape.httpStatus, shape.body);

afterEach(() => vi.unstubAllGlobals());

const paused = { responsePause: { pausedAt: new Date('2026-11-25T08:00:00Z'), lapses: 3, resumedAt: null } };
const resumed = { responsePause: { pausedAt: null, lapses: 0, resumedAt: new Date('2026-11-26T08:00:00Z') } };

it('shows nothing for a firm that is not paused', () => {
  const { container } = render(<ResponsePauseBanner firm={{}} />);
  expect(container).toBeEmptyDOMElement();
  render(<ResponsePauseBanner firm={resumed} />);
  expect(screen.queryByRole('region')).toBeNull();
});

it('says why the firm is paused and confirms with resumeMatching; the welcome back follows the live firm', async () => {
  const fetchMock = serverAnswers(200, { result: { firmId: 'f1', listed: true } });
  const user = userEvent.setup();
  const { rerender } = render(<ResponsePauseBanner firm={paused} />);
  const banner = screen.getByRole('region', { name: RESPONSE_PAUSE_MESSAGES.bannerTitle });
  expect(banner).toHaveTextContent('3 of your leads went unanswered past their response deadline within 30 days');
  await user.click(screen.getByRole('button', { name: RESPONSE_PAUSE_MESSAGES.confirm }));
  // The SDK loads on the first call, so the request goes out a moment after the click.
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith(expect.stringContaining('/resumeMatching'), expect.anything()));
  await vi.waitFor(() => expect(screen.getByRole('button', { name: RESPONSE_PAUSE_MESSAGES.confirm })).toBeEnabled());
  const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(JSON.parse(String(init.body))).toEqual({ data: { confirm: true } });
  // The firm document is live: once it no longer carries the pause, the banner gives way.
  rerender(<ResponsePauseBanner firm={resumed} />);
  expect(await screen.findByText(RESPONSE_PAUSE_MESSAGES.resumed)).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: RESPONSE_PAUSE_MESSAGES.bannerTitle })).toBeNull();
}, 30_000);

it('shows the server’s refusal and keeps the button to try again', async () => {
  refusedWith(NOT_PAUSED);
  const user = userEvent.setup();
  render(<ResponsePauseBanner firm={paused} />);
  await user.click(screen.getByRole('button', { name: RESPONSE_PAUSE_MESSAGES.confirm }));
  expect(await screen.findByRole('alert')).toHaveTextContent(RESPONSE_PAUSE_MESSAGES.notPaused);
  expect(screen.getByRole('button', { name: RESPONSE_PAUSE_MESSAGES.confirm })).toBeEnabled();
}, 30_000);
