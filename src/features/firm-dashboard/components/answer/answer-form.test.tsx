import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANSWER_MESSAGES } from '@/domain/answers/contract';
import { SLOT_MESSAGES } from '@/domain/answers/slots';
import { CALLABLE_ERROR_CODES } from '@/domain/callable-errors';
import { defaultBusinessHours } from '@/domain/firms/options';
import type { Load } from '@/lib/use-load';
import type { AnswerTemplate } from '@/domain/answers/contract';
import { AnswerForm } from './answer-form';

// Only the templates' read is replaced; answerLead, call() and the Firebase SDK run, against a stubbed fetch.
const templates = vi.hoisted((): { current: Load<AnswerTemplate[]> } => ({ current: { status: 'ready', data: [] } }));
vi.mock('../../api/answers', async (original) => ({
  ...(await original<typeof import('../../api/answers')>()),
  useAnswerTemplates: () => ({ ...templates.current, reload: () => {} }),
}));

// Monday 7 December 2026, 08:00 SAST: only Date is faked, so the form's timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Date.UTC(2026, 11, 7, 6, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A refusal as callable() sends it over the wire: the reason's HTTP status and code, the message, the details. */
function serverRefuses(reason: keyof typeof CALLABLE_ERROR_CODES, message: string, field?: string) {
  const status = CALLABLE_ERROR_CODES[reason];
  const http =
    { 'invalid-argument': 400, 'failed-precondition': 400, 'not-found': 404, 'already-exists': 409 }[status as string] ?? 400;
  const body = {
    error: { status: status.toUpperCase().replace(/-/g, '_'), message, details: { reason, ...(field ? { field } : {}) } },
  };
  const fetch = vi.fn(
    async () => new Response(JSON.stringify(body), { status: http, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
function serverAccepts() {
  const result = { answerId: 'answer-1', deliveredAt: Date.now(), replacesAnswerId: null, channels: ['email', 'whatsapp'] };
  const fetch = vi.fn(
    async () => new Response(JSON.stringify({ result }), { status: 200, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderForm(onSent = vi.fn()) {
  render(
    <AnswerForm
      leadId="lead-1"
      firmId="firm-1"
      businessHours={defaultBusinessHours()}
      correcting={false}
      onSent={onSent}
      onCancel={() => {}}
    />,
  );
  return { user: userEvent.setup(), onSent };
}

async function fillMessageAndFee(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Message to the client'), 'Thank you. We can help you with this matter.');
  await user.selectOptions(screen.getByLabelText('The matter'), 'fixed');
  await user.type(screen.getByLabelText('Fixed fee (rand)'), '9500');
  await user.selectOptions(screen.getByLabelText('VAT'), 'included');
}

// Many keystrokes each: a loaded 2-core machine needs more than the default 5 s.
describe('AnswerForm', { timeout: 30_000 }, () => {
  it('sends nothing and says what to fix: the message, the fee, VAT, a time outside business hours', async () => {
    const fetch = serverAccepts();
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('The matter'), 'hourly');
    await user.clear(screen.getByLabelText('Day 1 (SAST)'));
    await user.type(screen.getByLabelText('Day 1 (SAST)'), '2026-12-12'); // a Saturday
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(/Please write at least 10 characters/)).toBeVisible();
    expect(screen.getByText(/Please enter a whole amount in rand/)).toBeVisible();
    expect(screen.getByText('Please say whether the amounts include VAT.')).toBeVisible();
    expect(screen.getByText(SLOT_MESSAGES.outsideHours)).toBeVisible();
    expect(screen.getByLabelText('Start 1 (SAST)')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers up to five times and asks for the address of an in-person one', async () => {
    serverAccepts();
    const { user } = renderForm();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Add another time' }));
    expect(screen.getAllByRole('group', { name: /^Time \d$/ })).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add another time' })).toBeNull();
    await user.selectOptions(screen.getByLabelText('How 3'), 'in-person');
    await fillMessageAndFee(user);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(SLOT_MESSAGES.address)).toBeVisible();
  });

  it('sends the answer as the contract shapes it and tells the dashboard', async () => {
    const fetch = serverAccepts();
    const { user, onSent } = renderForm();
    await fillMessageAndFee(user);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    await vi.waitFor(() => expect(onSent).toHaveBeenCalledWith(expect.objectContaining({ answerId: 'answer-1' })));
    const sent = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string).data;
    expect(sent).toEqual({
      leadId: 'lead-1',
      message: 'Thank you. We can help you with this matter.',
      fee: { consultation: { kind: 'free' }, matter: { kind: 'fixed', rand: 9500 }, vat: 'included' },
      // Tomorrow (Tuesday) 10:00 SAST, an hour by phone: the form's first suggestion.
      offer: { kind: 'times', slots: [{ startsAt: Date.UTC(2026, 11, 8, 8, 0), minutes: 60, mode: 'phone' }] },
    });
  });

  it('shows the server’s refusal of one time beside that time', async () => {
    serverRefuses('slot-invalid', SLOT_MESSAGES.outsideHours, 'offer.slots.0.startsAt');
    const { user, onSent } = renderForm();
    await fillMessageAndFee(user);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    const group = screen.getByRole('group', { name: 'Time 1' });
    expect(await within(group).findByText(SLOT_MESSAGES.outsideHours)).toBeVisible();
    expect(onSent).not.toHaveBeenCalled();
  });

  it('shows a refusal about the lead as a whole (the client withdrew meanwhile)', async () => {
    serverRefuses('lead-withdrawn', ANSWER_MESSAGES.leadWithdrawn);
    const { user } = renderForm();
    await fillMessageAndFee(user);
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByText(ANSWER_MESSAGES.leadWithdrawn)).toBeVisible();
  });

  it('fills the message and the estimate from a template', async () => {
    templates.current = {
      status: 'ready',
      data: [
        {
          name: 'Divorce, first meeting free',
          message: 'We handle uncontested divorces every week.',
          fee: { consultation: { kind: 'free' }, matter: { kind: 'fixed', rand: 7500 }, vat: 'not-registered' },
          minutes: 45,
          mode: 'video',
        },
      ],
    };
    const { user } = renderForm();
    await user.selectOptions(screen.getByLabelText('Start from a template'), 'Divorce, first meeting free');
    expect(screen.getByLabelText('Message to the client')).toHaveValue('We handle uncontested divorces every week.');
    expect(screen.getByLabelText('Fixed fee (rand)')).toHaveValue('7500');
    expect(screen.getByLabelText('VAT')).toHaveValue('not-registered');
    expect(screen.getByLabelText('Length 1')).toHaveValue('45');
    expect(screen.getByLabelText('How 1')).toHaveValue('video');
    templates.current = { status: 'ready', data: [] };
  });
});
