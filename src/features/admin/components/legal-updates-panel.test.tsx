import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallableError } from '@/lib/callable';
import { LegalUpdatesPanel } from './legal-updates-panel';

const SUBJECT = 'Maintenance arrears: new rules';
const BODY = 'Employers must now deduct maintenance arrears directly from salaries.';

// Pasted rather than typed key by key: the text is long, and typing it adds seconds on a busy machine.
async function write(subject = SUBJECT, body = BODY) {
  await userEvent.click(screen.getByLabelText('Subject'));
  await userEvent.paste(subject);
  await userEvent.click(screen.getByLabelText('Update'));
  await userEvent.paste(body);
  await userEvent.click(screen.getByRole('button', { name: 'Send to subscribers' }));
}

describe('LegalUpdatesPanel', () => {
  it('checks the text before anything is sent', async () => {
    const send = vi.fn();
    render(<LegalUpdatesPanel send={send} />);
    await write('Hi', 'Too short');
    expect(screen.getByText('Please write a subject of at least 5 characters.')).toBeInTheDocument();
    expect(screen.getByText('Please write at least 20 characters.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('asks once more, then sends and says how many emails were queued', async () => {
    const send = vi.fn().mockResolvedValue({ queued: 2 });
    render(<LegalUpdatesPanel send={send} />);
    await write();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByRole('group', { name: 'Confirm sending' })).toHaveTextContent(SUBJECT);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(send).toHaveBeenCalledWith({ subject: SUBJECT, body: BODY });
    expect(await screen.findByText(/Queued 2 emails, one to each confirmed subscriber/)).toBeInTheDocument();
    expect(screen.getByLabelText('Subject')).toHaveValue('');
  });

  it('"Keep editing" sends nothing and keeps the text', async () => {
    const send = vi.fn();
    render(<LegalUpdatesPanel send={send} />);
    await write();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Subject')).toHaveValue(SUBJECT);
  });

  it('says so when nobody has confirmed yet', async () => {
    render(<LegalUpdatesPanel send={vi.fn().mockResolvedValue({ queued: 0 })} />);
    await write();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText('No one has confirmed a subscription yet, so nothing was sent.')).toBeInTheDocument();
  });

  it("puts the server's refusal of a field beside it", async () => {
    const message = 'Please write plain text without HTML tags.';
    const send = vi
      .fn()
      .mockRejectedValue(new CallableError(message, 'invalid-argument', { reason: 'invalid-input', field: 'body' }));
    render(<LegalUpdatesPanel send={send} />);
    await write();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, send it' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Update')).toHaveAttribute('aria-invalid', 'true');
  });
});
