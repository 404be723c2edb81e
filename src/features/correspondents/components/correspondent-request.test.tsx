import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { MESSAGE_TEXTS } from '@/domain/mail/messages-contract';
import { CallableError } from '@/lib/callable';
import { CorrespondentRequest } from './correspondent-request';

const auth = {
  value: { ready: true, session: null as null | { uid: string; email: string; firmId: string | null; isAdmin: boolean } },
};
vi.mock('@/lib/auth', () => ({ useAuth: () => auth.value }));

const firm = { id: 'firm-b', firmName: 'Dlamini Attorneys' };
const renderIt = (send = vi.fn()) =>
  render(
    <MemoryRouter>
      <CorrespondentRequest firm={firm} court="High" send={send} />
    </MemoryRouter>,
  );
const signedInAs = (firmId: string | null) => {
  auth.value = { ready: true, session: { uid: 'u1', email: 'a@b.co.za', firmId, isAdmin: false } };
};

// jsdom renders slowly while the machine runs emulators.
vi.setConfig({ testTimeout: 30_000 });

describe('CorrespondentRequest', () => {
  it('tells a signed-out visitor how to reach the firm: sign in as a firm or join', () => {
    auth.value = { ready: true, session: null };
    renderIt();
    expect(screen.getByRole('link', { name: 'Sign in as a firm' })).toHaveAttribute('href', '/firm-login');
    expect(screen.queryByRole('button', { name: /Send correspondent request/ })).toBeNull();
  });

  it('offers no request to the firm itself', () => {
    signedInAs('firm-b');
    renderIt();
    expect(screen.getByText('This is your firm.')).toBeInTheDocument();
  });

  it('sends a bounded request for the chosen court and confirms it', async () => {
    signedInAs('firm-a');
    const send = vi.fn().mockResolvedValue({ sent: true, remainingToday: 9 });
    renderIt(send);
    await userEvent.click(screen.getByRole('button', { name: 'Send correspondent request to Dlamini Attorneys' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(screen.getByText('Please write at least 10 characters.')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Your message'));
    await userEvent.paste('A hearing on 4 December; are you available?');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(send).toHaveBeenCalledWith({
      toFirmId: 'firm-b',
      court: 'High',
      message: 'A hearing on 4 December; are you available?',
    });
    expect(await screen.findByText(MESSAGE_TEXTS.correspondentSent)).toBeInTheDocument();
  });

  it("shows the server's daily limit in words", async () => {
    signedInAs('firm-a');
    const send = vi
      .fn()
      .mockRejectedValue(
        new CallableError(MESSAGE_TEXTS.correspondentLimit, 'resource-exhausted', { reason: 'correspondent-limit-reached' }),
      );
    renderIt(send);
    await userEvent.click(screen.getByRole('button', { name: /Send correspondent request/ }));
    await userEvent.click(screen.getByLabelText('Your message'));
    await userEvent.paste('A hearing on 4 December; are you available?');
    await userEvent.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText(MESSAGE_TEXTS.correspondentLimit)).toBeInTheDocument();
  });
});
