import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_CLAIM_MESSAGES, type ContactClaim } from '@/domain/leads/contact-claim';
// The wire shape the real disputeContactDenial sends (checked in tests/integration/contact-claims.test.ts).
import { CONTACT_ALREADY_DISPUTED } from '../../../../tests/fixtures/callable-error-shapes';
import { ContactClaimNote } from './contact-claim-note';

/** Nothing is mocked above fetch: the form, its api function, call() and the Firebase SDK all run. */
function serverAnswers(status: number, body: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

const at = Date.parse('2026-11-30T08:30:00Z');
const denied: ContactClaim = { at, state: 'denied', askedAt: at + 3_600_000, answeredAt: at + 86_400_000 };
const note = 'I phoned the client at 10:15 and we spoke for four minutes.';

it('shows nothing for a lead without a claim, and the state of one in words', () => {
  const { container, rerender } = render(<ContactClaimNote leadId="l1" claim={undefined} />);
  expect(container).toBeEmptyDOMElement();
  rerender(<ContactClaimNote leadId="l1" claim={{ at, state: 'asked', askedAt: at }} />);
  expect(screen.getByText('Client asked to confirm contact')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});

it('lets the firm dispute a No once, with its note, through disputeContactDenial', async () => {
  const fetchMock = serverAnswers(200, { result: { state: 'disputed' } });
  const user = userEvent.setup();
  render(<ContactClaimNote leadId="l1" claim={denied} />);
  expect(screen.getByText('Client said you did not contact them')).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Dispute the client’s answer' }));
  await user.type(screen.getByRole('textbox', { name: /What happened\?/ }), note);
  await user.click(screen.getByRole('button', { name: 'Send dispute' }));
  expect(await screen.findByText(CONTACT_CLAIM_MESSAGES.disputed)).toBeVisible();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toContain('/disputeContactDenial');
  expect(JSON.parse(String(init.body))).toEqual({ data: { leadId: 'l1', note } });
});

it('says the server’s refusal when the No was disputed already', async () => {
  serverAnswers(CONTACT_ALREADY_DISPUTED.httpStatus, CONTACT_ALREADY_DISPUTED.body);
  const user = userEvent.setup();
  render(<ContactClaimNote leadId="l1" claim={denied} />);
  await user.click(screen.getByRole('button', { name: 'Dispute the client’s answer' }));
  await user.type(screen.getByRole('textbox', { name: /What happened\?/ }), note);
  await user.click(screen.getByRole('button', { name: 'Send dispute' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_CLAIM_MESSAGES.alreadyDisputed);
});

it('shows the firm’s note and the decision once made, without a second dispute', () => {
  render(
    <ContactClaimNote
      leadId="l1"
      claim={{ ...denied, dispute: { note, at, decision: 'upheld', decidedAt: at, decisionNote: 'The call log shows it.' } }}
    />,
  );
  expect(screen.getByText('Client said not contacted; dispute upheld')).toBeVisible();
  expect(screen.getByText(`Your note: ${note}`)).toBeVisible();
  expect(screen.getByText('RegMatch’s note: The call log shows it.')).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
});
