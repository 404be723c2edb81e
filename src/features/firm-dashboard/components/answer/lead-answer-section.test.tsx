import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UpcomingConsultation } from '@/domain/answers/contract';
import { SLOT_MESSAGES } from '@/domain/answers/slots';
import { defaultBusinessHours } from '@/domain/firms/options';
import type { StoredBooking, StoredLeadAnswer } from '@/lib/firestore';
import type { Load } from '@/lib/use-load';
import { UpcomingConsultations } from '../overview/upcoming-consultations';
import { LeadAnswerSection } from './lead-answer-section';

// The reads are replaced (Firestore listeners, the list callable); moves and cancels run through call() against a stubbed fetch.
const reads = vi.hoisted(
  (): {
    answering: Load<{ answers: StoredLeadAnswer[]; bookings: StoredBooking[] }>;
    upcoming: Load<UpcomingConsultation[]>;
  } => ({ answering: { status: 'loading' }, upcoming: { status: 'loading' } }),
);
vi.mock('../../api/answers', async (original) => ({
  ...(await original<typeof import('../../api/answers')>()),
  useLeadAnswering: () => reads.answering,
  useUpcomingConsultations: () => ({ ...reads.upcoming, reload: () => {} }),
  useAnswerTemplates: () => ({ status: 'ready', data: [], reload: () => {} }),
}));
afterEach(() => vi.unstubAllGlobals());

const TUE_10 = Date.UTC(2026, 11, 8, 8, 0);
const answer = (over: Partial<StoredLeadAnswer>): StoredLeadAnswer => ({
  id: 'a1',
  firmId: 'f1',
  leadId: 'l1',
  requestLeadId: 'l1',
  answeredBy: 'u1',
  message: 'We can help with your divorce.',
  fee: { consultation: { kind: 'free' }, matter: { kind: 'hourly', rand: 1800 }, vat: 'excluded' },
  offer: { kind: 'times', slots: [{ startsAt: TUE_10, minutes: 60, mode: 'phone' }] },
  createdAt: TUE_10 - 86_400_000,
  deliveredAt: TUE_10 - 86_400_000,
  expiresAt: TUE_10,
  ...over,
});
const booking = (over: Partial<StoredBooking>): StoredBooking => ({
  id: 'b1',
  firmId: 'f1',
  leadId: 'l1',
  answerId: 'a1',
  requestLeadId: 'l1',
  slot: { startsAt: TUE_10, minutes: 60, mode: 'phone' },
  state: 'booked',
  sequence: 0,
  uid: 'b1@regmatch.co.za',
  lockIds: [],
  createdAt: TUE_10 - 3_600_000,
  updatedAt: TUE_10 - 3_600_000,
  startsAt: TUE_10,
  reminderSentAt: null,
  remindAt: null,
  ...over,
});

const renderSection = (answerable = true) =>
  render(<LeadAnswerSection firmId="f1" leadId="l1" businessHours={defaultBusinessHours()} answerable={answerable} />);

describe('the answer on a lead', () => {
  it('says it is loading, and when the read fails', () => {
    reads.answering = { status: 'loading' };
    const { rerender } = renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your answers...');
    reads.answering = { status: 'error' };
    rerender(<LeadAnswerSection firmId="f1" leadId="l1" businessHours={defaultBusinessHours()} answerable />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your answers to this lead.');
  });

  it('offers to answer a lead with no answer yet, and not a lead that was passed on', () => {
    reads.answering = { status: 'ready', data: { answers: [], bookings: [] } };
    const { unmount } = renderSection();
    expect(screen.getByRole('button', { name: 'Answer the client' })).toBeVisible();
    unmount();
    renderSection(false);
    expect(screen.queryByRole('button', { name: 'Answer the client' })).toBeNull();
  });

  it('lists what was sent, newest first, with the client’s decision and the estimate marked not binding', () => {
    reads.answering = {
      status: 'ready',
      data: {
        answers: [
          answer({
            id: 'a2',
            replacesAnswerId: 'a1',
            decision: { kind: 'times-declined', at: TUE_10, note: 'Mornings please.' },
          }),
          answer({ id: 'a1', replacedByAnswerId: 'a2' }),
        ],
        bookings: [],
      },
    };
    renderSection();
    const sent = within(screen.getByRole('list', { name: 'Answers sent' })).getAllByRole('listitem', { name: '' });
    expect(sent[0]).toHaveTextContent(/^Sent .*\(a correction\)/);
    expect(screen.getByText(/none of these times suit them/)).toBeVisible();
    expect(screen.getByText(/Mornings please\./)).toBeVisible();
    expect(screen.getAllByText('This estimate is not binding.')).toHaveLength(2);
    expect(screen.getByText(/^Replaced answer, sent/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Send a corrected answer' })).toBeVisible();
  });

  it('shows a cancelled booking with who cancelled it and why', () => {
    reads.answering = {
      status: 'ready',
      data: {
        answers: [answer({ decision: { kind: 'booked', at: TUE_10 } })],
        bookings: [booking({ state: 'cancelled', cancelledBy: 'client', reason: 'I found help nearby.' })],
      },
    };
    renderSection();
    expect(screen.getByText('Consultation cancelled')).toBeVisible();
    expect(screen.getByText(/Cancelled by the client: “I found help nearby\.”/)).toBeVisible();
  });
});

describe('upcoming consultations', { timeout: 30_000 }, () => {
  it('says when none are booked, and when the list cannot be read', () => {
    reads.upcoming = { status: 'ready', data: [] };
    const { rerender } = render(<UpcomingConsultations firmId="f1" businessHours={defaultBusinessHours()} />);
    expect(screen.getByText(/No consultations booked yet/)).toBeVisible();
    reads.upcoming = { status: 'error' };
    rerender(<UpcomingConsultations firmId="f1" businessHours={defaultBusinessHours()} />);
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load your consultations.');
  });

  it('moves one only to a time inside the firm’s hours, with a reason', async () => {
    reads.upcoming = {
      status: 'ready',
      data: [
        {
          bookingId: 'b1',
          leadId: 'l1',
          reference: 'RM-4F2A',
          need: 'Uncontested Divorce',
          slot: { startsAt: Date.now() + 3 * 86_400_000, minutes: 60, mode: 'phone' },
          clientName: null,
          bookedAt: Date.now(),
          sequence: 1,
        },
      ],
    };
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    render(<UpcomingConsultations firmId="f1" businessHours={defaultBusinessHours()} />);
    expect(
      screen.getByText(/Client details not yet shared · Uncontested Divorce · Reference RM-4F2A · moved once/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Move' }));
    await user.clear(screen.getByLabelText('Start 1 (SAST)'));
    await user.type(screen.getByLabelText('Start 1 (SAST)'), '20:00');
    await user.click(screen.getByRole('button', { name: 'Move consultation' }));
    expect(await screen.findByText(SLOT_MESSAGES.outsideHours)).toBeVisible();
    expect(screen.getByText('Please give a short reason; the other side reads it.')).toBeVisible();
    expect(fetch).not.toHaveBeenCalled();
  });
});
