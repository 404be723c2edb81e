import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_CHANNELS, type ConsentLedgerEntry, type FindConsentsResult } from '@/domain/privacy/consent-ledger';
import { CONSENT_PURPOSES } from '@/domain/privacy/consent-purposes';
import { formatSastDateTime } from '@/domain/shared/format';
import { ADMIN_ONLY, CONSENT_LEDGER_PHONE_REFUSED, type WireError } from '../../../../tests/fixtures/callable-error-shapes';
import { ConsentLedger } from './consent-ledger';

// Nothing of the ledger is replaced: its api function, call() and the Firebase SDK run against a stubbed fetch.
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answering = (result: FindConsentsResult) => vi.fn(async () => json({ result }));
const refusing = (wire: WireError) => vi.fn(async () => json(wire.body, wire.httpStatus));
const purposeWords = (id: ConsentLedgerEntry['purpose']) => CONSENT_PURPOSES.find((p) => p.id === id)!.purpose;

const GIVEN = Date.UTC(2026, 10, 3, 8, 15);
const STOPPED = Date.UTC(2026, 10, 20, 17, 40);
// Entries as findConsents builds them (functions/src/privacy/consent-ledger.ts): the wizard's terms, and a phone choice stopped.
const MATCHING: ConsentLedgerEntry = {
  purpose: 'matching',
  words: 'Ngiyavuma ukuthi imininingwane yami ithunyelwe kumafemu.',
  policyVersion: '2026-10',
  givenAt: GIVEN,
  channel: CONSENT_CHANNELS.wizard,
  about: 'Request MR02-4F7K',
  withdrawnAt: null,
  withdrawnHow: '',
};
const PHONE_STOPPED: ConsentLedgerEntry = {
  purpose: 'messaging.client',
  words: 'Send me WhatsApp messages about this request.',
  policyVersion: '2026-10',
  givenAt: GIVEN,
  channel: CONSENT_CHANNELS.wizard,
  about: 'WhatsApp to +27821230001, request MR02-4F7K',
  withdrawnAt: STOPPED,
  withdrawnHow: 'STOP from the number',
};

async function search(box: 'Email address' | 'Or mobile number', value: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(box), value);
  await user.click(screen.getByRole('button', { name: 'Find consents' }));
}

it('looks a person up by address and lists each consent: purpose, request, time, policy, channel, words', async () => {
  const fetchMock = answering({ entries: [MATCHING], truncated: false });
  vi.stubGlobal('fetch', fetchMock);
  render(<ConsentLedger />);
  await search('Email address', 'naledi@example.co.za');

  expect(await screen.findByText(/^1 consent for/)).toHaveTextContent('1 consent for naledi@example.co.za.');
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toContain('/findConsents');
  expect(JSON.parse(String(init.body))).toEqual({ data: { email: 'naledi@example.co.za' } });

  const [row] = within(screen.getByRole('list', { name: 'Consents' })).getAllByRole('listitem');
  expect(within(row!).getByText(purposeWords('matching'))).toBeVisible();
  const details = within(row!);
  expect(details.getByText('Request MR02-4F7K')).toBeVisible();
  expect(details.getByText(formatSastDateTime(GIVEN))).toBeVisible();
  expect(details.getByText('2026-10')).toBeVisible();
  expect(details.getByText(CONSENT_CHANNELS.wizard)).toBeVisible();
  expect(details.getByText(MATCHING.words)).toBeVisible();
  expect(details.getByText('No, it stands')).toBeVisible();
});

it('marks a withdrawn consent with when and how, and says when the oldest requests were left out', async () => {
  vi.stubGlobal('fetch', answering({ entries: [PHONE_STOPPED, MATCHING], truncated: true }));
  render(<ConsentLedger />);
  await search('Or mobile number', '082 123 0001');

  expect(await screen.findByText(/^2 consents for/)).toHaveTextContent(
    '2 consents for 082 123 0001 (the latest 100 requests only).',
  );
  const [stopped, standing] = within(screen.getByRole('list', { name: 'Consents' })).getAllByRole('listitem');
  expect(within(stopped!).getByText(purposeWords('messaging.client'))).toBeVisible();
  expect(within(stopped!).getByText(`${formatSastDateTime(STOPPED)} (STOP from the number)`)).toBeVisible();
  expect(within(standing!).queryByText(/STOP/)).toBeNull();
});

it('says so when nothing is on record for the person', async () => {
  vi.stubGlobal('fetch', answering({ entries: [], truncated: false }));
  render(<ConsentLedger />);
  await search('Email address', 'nobody@example.co.za');
  expect(await screen.findByText('No consent on record')).toBeVisible();
  expect(screen.getByText('Nothing was found for nobody@example.co.za.')).toBeVisible();
  expect(screen.queryByRole('list', { name: 'Consents' })).toBeNull();
});

it("puts the function's refusal of a number beside the number box, in its words", async () => {
  const fetchMock = refusing(CONSENT_LEDGER_PHONE_REFUSED);
  vi.stubGlobal('fetch', fetchMock);
  render(<ConsentLedger />);
  // Passes the form's own check (the same schema): only the function knows it is no South African mobile.
  await search('Or mobile number', '12');
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(await screen.findByText(CONSENT_LEDGER_PHONE_REFUSED.body.error.message)).toBeVisible();
  expect(screen.getByLabelText('Or mobile number')).toHaveAccessibleDescription(CONSENT_LEDGER_PHONE_REFUSED.body.error.message);
  expect(screen.queryByRole('list', { name: 'Consents' })).toBeNull();
});

it('shows a refusal for the whole search (an operator whose admin access went) above the results', async () => {
  vi.stubGlobal('fetch', refusing(ADMIN_ONLY));
  render(<ConsentLedger />);
  await search('Email address', 'naledi@example.co.za');
  expect(await screen.findByRole('alert')).toHaveTextContent(ADMIN_ONLY.body.error.message);
});

it('checks the boxes before asking: an address or a number is needed', async () => {
  const fetchMock = answering({ entries: [], truncated: false });
  vi.stubGlobal('fetch', fetchMock);
  render(<ConsentLedger />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Find consents' }));
  expect(await screen.findByText('Enter an email address or a mobile number.')).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});
