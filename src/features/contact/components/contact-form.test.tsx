import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGE_TEXTS } from '@/domain/mail/messages-contract';
import { CallableError } from '@/lib/callable';
import { ContactForm } from './contact-form';

async function fill(message: string) {
  await userEvent.type(screen.getByLabelText('Your name'), 'Thandi Nkosi');
  await userEvent.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
  await userEvent.selectOptions(screen.getByLabelText('What is it about?'), 'billing');
  await userEvent.type(screen.getByLabelText('Message'), message);
}

describe('ContactForm', () => {
  it('names every missing field and sends nothing', async () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('refuses a link before sending, and the error goes once the link is taken out', async () => {
    const send = vi.fn();
    render(<ContactForm send={send} />);
    await fill('Visit www.cheap-lawyers.co.za today');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText(MESSAGE_TEXTS.noLinks)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Message'), '!');
    expect(screen.getByText(MESSAGE_TEXTS.noLinks)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Message'));
    await userEvent.type(screen.getByLabelText('Message'), 'Please call me about my lease.');
    expect(screen.queryByText(MESSAGE_TEXTS.noLinks)).toBeNull();
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the parsed message and thanks the visitor', async () => {
    const send = vi.fn().mockResolvedValue(undefined);
    render(<ContactForm send={send} />);
    await fill('My debit order ran twice this month.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(send).toHaveBeenCalledWith({
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      topic: 'billing',
      message: 'My debit order ran twice this month.',
    });
    expect(await screen.findByText(MESSAGE_TEXTS.contactSent)).toBeInTheDocument();
  });

  it("shows the server's refusal beside the field it names", async () => {
    const send = vi.fn().mockRejectedValue(
      new CallableError('Please enter a shorter email address.', 'invalid-argument', {
        reason: 'invalid-input',
        field: 'email',
      }),
    );
    render(<ContactForm send={send} />);
    await fill('My debit order ran twice this month.');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter a shorter email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });
});
