import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// The wire shape the real updateLeadStatus sends (checked against the emulator in tests/integration/callable-errors.test.ts).
import { LEAD_WITHDRAWN, type WireError } from '../../../../../tests/fixtures/callable-error-shapes';
import { defaultBusinessHours } from '@/domain/firms/options';
import type { StoredLead } from '@/lib/firestore';
import type { Load } from '@/lib/use-load';
import { FreeLeadsPanel } from './free-leads-panel';

// Only the Firestore listener is replaced; the button, its api function, call() and the Firebase SDK all run.
const leads = vi.hoisted((): { current: Load<StoredLead[]> } => ({ current: { status: 'loading' } }));
vi.mock('../../api/use-free-leads', () => ({ useFreeLeads: () => leads.current }));
// The answer section's reads (its own tests cover it): nothing sent yet.
vi.mock('../../api/answers', () => ({
  useLeadAnswering: () => ({ status: 'ready', data: { answers: [], bookings: [] } }),
  useAnswerTemplates: () => ({ status: 'ready', data: [], reload: () => {} }),
  answerLead: vi.fn(),
}));

function serverAnswers(shape: WireError) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(shape.body), { status: shape.httpStatus, headers: { 'Content-Type': 'application/json' } }),
    ),
  );
}
afterEach(() => vi.unstubAllGlobals());

const now = Date.now();
const lead: StoredLead = {
  id: 'lead-1',
  firmId: 'free-firm',
  status: 'pending',
  province: 'Gauteng',
  practiceArea: 'divorce-separation',
  source: 'matching',
  createdAt: now - 3_600_000,
  updatedAt: now - 3_600_000,
  assignedAt: now - 3_600_000,
  responseDueAt: now + 5 * 3_600_000,
  lapsedAt: null,
  formData: {
    userType: 'person',
    firstName: 'Lerato',
    lastName: 'Mokoena',
    email: 'lerato@example.co.za',
    phone: '082 555 0101',
    city: 'Soweto',
    location: 'Gauteng',
    practiceArea: 'family',
    subcategory: 'divorce-separation',
    specificItem: 'uncontested-divorce',
  },
};

const renderPanel = () =>
  render(
    <FreeLeadsPanel firmId="free-firm" businessHours={defaultBusinessHours()} highlightLeadId={null} onUpgrade={() => {}} />,
  );

it('lists the lead with the need, area, the client’s email and phone as links, and the time left', () => {
  leads.current = { status: 'ready', data: [lead] };
  renderPanel();
  const item = screen.getByRole('article', { name: 'Uncontested Divorce' });
  expect(within(item).getByText('Soweto, Gauteng')).toBeInTheDocument();
  expect(within(item).getByText('Lerato Mokoena')).toBeInTheDocument();
  expect(within(item).getByRole('link', { name: 'lerato@example.co.za' })).toHaveAttribute('href', 'mailto:lerato@example.co.za');
  expect(within(item).getByRole('link', { name: '082 555 0101' })).toHaveAttribute('href', 'tel:0825550101');
  expect(within(item).getByText(/^Due in /)).toBeInTheDocument();
  expect(within(item).getByRole('button', { name: 'Mark as contacted' })).toBeEnabled();
});

it('says so when there are no leads yet, and while loading, and when the read fails', () => {
  leads.current = { status: 'ready', data: [] };
  const { rerender } = renderPanel();
  expect(screen.getByText(/No leads yet this month/)).toBeInTheDocument();
  leads.current = { status: 'loading' };
  rerender(
    <FreeLeadsPanel firmId="free-firm" businessHours={defaultBusinessHours()} highlightLeadId={null} onUpgrade={() => {}} />,
  );
  expect(screen.getByRole('status')).toHaveTextContent('Loading your leads...');
  leads.current = { status: 'error' };
  rerender(
    <FreeLeadsPanel firmId="free-firm" businessHours={defaultBusinessHours()} highlightLeadId={null} onUpgrade={() => {}} />,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load your leads. Please refresh the page.');
});

it('shows the server’s refusal when the client withdrew the request meanwhile', async () => {
  leads.current = { status: 'ready', data: [lead] };
  serverAnswers(LEAD_WITHDRAWN);
  renderPanel();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Mark as contacted' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_WITHDRAWN.body.error.message);
});
