import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DSR_MESSAGES,
  dataSubjectRequestDocumentSchema,
  selfServiceDataSubjectRequest,
  type DataSubjectRequestDocument,
} from '@/domain/privacy/data-subject-requests';
import type { WithId } from '@/lib/firestore';
import type { Load } from '@/lib/use-load';
import { DataSubjectRegister } from './data-subject-register';

// Only the Firestore read is replaced; the update's api function, call() and the SDK run against a stubbed fetch.
const requests = vi.hoisted((): { current: Load<WithId<DataSubjectRequestDocument>[]> } => ({ current: { status: 'loading' } }));
vi.mock('../api/information-officer', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/information-officer')>()),
  useDataSubjectRequests: () => requests.current,
}));
afterEach(() => vi.unstubAllGlobals());

const DAY = 86_400_000;
const request = (id: string, receivedDaysAgo: number, extra: Partial<DataSubjectRequestDocument> = {}) => {
  const receivedAt = Date.now() - receivedDaysAgo * DAY;
  return {
    id,
    kind: 'erasure' as const,
    channel: 'recorded' as const,
    email: `${id}@example.co.za`,
    phone: null,
    details: '',
    status: 'open' as const,
    receivedAt,
    dueAt: receivedAt + 30 * DAY,
    closedAt: null,
    note: '',
    recordedBy: 'io@regmatch.test',
    history: [],
    ...extra,
  };
};
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

it('lists the overdue request first and marks it, and moves a request on with a note', async () => {
  requests.current = { status: 'ready', data: [request('recent', 2), request('late', 35, { kind: 'access' })] };
  const fetchMock = vi.fn(async () => json({ result: { status: 'done' } }));
  vi.stubGlobal('fetch', fetchMock);
  render(<DataSubjectRegister />);
  expect(screen.getByText('2 open, 1 overdue; 0 closed.')).toBeVisible();
  const [first, second] = within(screen.getByRole('list', { name: 'Open requests' })).getAllByRole('article');
  expect(first).toHaveAccessibleName('Access (what we hold) from late@example.co.za');
  expect(within(first!).getByText(/^Overdue since /)).toBeVisible();
  expect(within(second!).getByText(/^Due .* \(in 28 days\)$/)).toBeVisible();

  const user = userEvent.setup();
  await user.selectOptions(within(first!).getByLabelText('New status'), 'done');
  await user.type(within(first!).getByLabelText('Note'), 'Sent the export.');
  await user.click(within(first!).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toContain('/updateDataSubjectRequest');
  expect(JSON.parse(String(init.body))).toEqual({ data: { requestId: 'late', status: 'done', note: 'Sent the export.' } });
});

it('shows the refusal the function gives for a request closed meanwhile', async () => {
  requests.current = { status: 'ready', data: [request('r1', 1)] };
  // As updateDataSubjectRequest refuses it (callableError('request-closed', DSR_MESSAGES.closed)).
  vi.stubGlobal('fetch', async () =>
    json({ error: { status: 'FAILED_PRECONDITION', message: DSR_MESSAGES.closed, details: { reason: 'request-closed' } } }, 400),
  );
  render(<DataSubjectRegister />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText(DSR_MESSAGES.closed)).toBeVisible();
});

it('says when there is nothing, while loading, and when the read failed', () => {
  requests.current = { status: 'ready', data: [] };
  const { rerender } = render(<DataSubjectRegister />);
  expect(screen.getByText('No data-subject requests yet')).toBeVisible();
  requests.current = { status: 'loading' };
  rerender(<DataSubjectRegister />);
  expect(screen.getByRole('status')).toHaveTextContent('Loading the requests...');
  requests.current = { status: 'error' };
  rerender(<DataSubjectRegister />);
  expect(screen.getByRole('alert')).toHaveTextContent('Could not load the requests.');
});

it('lists what a person did themselves among the closed requests, already done, saying so', async () => {
  // As writeSelfServiceRequest stores it (the domain builder), read back the way the desk's converter reads it.
  const at = Date.now() - 3 * DAY;
  const stored = selfServiceDataSubjectRequest({
    kind: 'consent-withdrawal',
    phone: '+27821230001',
    details: 'Replied STOP by WhatsApp.',
    at,
  });
  const entry = { id: 'self', ...dataSubjectRequestDocumentSchema.parse(stored) };
  requests.current = { status: 'ready', data: [entry, request('open-one', 1)] };
  render(<DataSubjectRegister />);
  expect(screen.getByText('1 open; 1 closed.')).toBeVisible();
  await userEvent.setup().click(screen.getByText('Closed requests (1)'));
  const closed = within(screen.getByRole('list', { name: 'Closed requests' })).getByRole('article', {
    name: 'Withdrawal of consent to WhatsApp or SMS messages from +27821230001',
  });
  expect(within(closed).getByText('Done')).toBeVisible();
  expect(within(closed).getByText('Self-service (done by the person in the product)')).toBeVisible();
  expect(within(closed).getByText('Replied STOP by WhatsApp.')).toBeVisible();
  expect(within(closed).queryByRole('form', { name: 'Move the request on' })).toBeNull();
  expect(within(closed).getByRole('list', { name: 'Steps' })).toHaveTextContent(
    /Done by the person \(self-service\): Replied STOP by WhatsApp\./,
  );
});
