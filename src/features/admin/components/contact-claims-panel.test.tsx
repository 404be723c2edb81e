import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StoredLead } from '@/lib/firestore';
import type { Load } from '@/lib/use-load';
import { ContactClaimsPanel } from './contact-claims-panel';

// Only the Firestore listener and the firm-name reads are replaced; the decision's api function,
// call() and the Firebase SDK run against a stubbed fetch.
const claims = vi.hoisted((): { current: Load<StoredLead[]> } => ({ current: { status: 'loading' } }));
vi.mock('../api/contact-claims', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../api/contact-claims')>()),
  useOpenContactClaims: () => claims.current,
  useFirmNames: () => ({ first: 'First Attorneys', quiet: 'Quiet Inc.' }),
}));

afterEach(() => vi.unstubAllGlobals());

const at = Date.parse('2026-11-30T08:30:00Z');
const lead = (id: string, firmId: string, contactClaim: StoredLead['contactClaim']): StoredLead => ({
  id,
  firmId,
  status: contactClaim?.state === 'denied' ? 'pending' : 'contacted',
  province: 'Gauteng',
  practiceArea: 'divorce-separation',
  source: 'matching',
  formData: { city: 'Johannesburg', location: 'Gauteng' },
  createdAt: at - 3_600_000,
  updatedAt: at,
  assignedAt: at - 3_600_000,
  contactClaim,
});

it('counts unconfirmed and denied claims per firm, and lets the operator decide a dispute once', async () => {
  claims.current = {
    status: 'ready',
    data: [
      lead('quiet-1', 'quiet', { at, state: 'asked', askedAt: at }),
      lead('quiet-2', 'quiet', { at, state: 'unanswered', askedAt: at }),
      lead('denied-1', 'first', {
        at,
        state: 'denied',
        askedAt: at,
        answeredAt: at,
        dispute: { note: 'I called at 10:15.', at },
      }),
    ],
  };
  const fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify({ result: { decision: 'upheld' } }), { headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const user = userEvent.setup();
  render(<ContactClaimsPanel />);
  const table = screen.getByRole('table', { name: 'Unconfirmed and denied contact claims per firm' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((row) => row.textContent)).toEqual(['First Attorneys011', 'Quiet Inc.200']);

  const dispute = screen.getByRole('article', { name: 'Dispute from First Attorneys' });
  expect(dispute).toHaveTextContent('I called at 10:15.');
  await user.type(within(dispute).getByRole('textbox'), 'The call log shows it.');
  await user.click(within(dispute).getByRole('button', { name: 'Uphold: the firm made contact' }));
  expect(await within(dispute).findByText(/Dispute upheld/)).toBeVisible();
  const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
  expect(url).toContain('/decideContactDispute');
  expect(JSON.parse(String(init.body))).toEqual({
    data: { leadId: 'denied-1', decision: 'upheld', note: 'The call log shows it.' },
  });
});

it('says when no claim waits', () => {
  claims.current = { status: 'ready', data: [] };
  render(<ContactClaimsPanel />);
  expect(screen.getByText('No unconfirmed claims')).toBeVisible();
});
