import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LEGAL_UPDATES_CONSENT, LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { CallableError } from '@/lib/callable';
import { LegalUpdatesSignup } from './legal-updates-signup';

function renderForm(subscribe: (input: unknown) => Promise<void>) {
  render(
    <MemoryRouter>
      <LegalUpdatesSignup subscribe={subscribe} />
    </MemoryRouter>,
  );
}

describe('LegalUpdatesSignup', () => {
  it('names the business and purpose beside an unticked box', () => {
    renderForm(vi.fn());
    const box = screen.getByRole('checkbox', {
      name: "Send me RegMatch's legal updates by email. I can unsubscribe at any time.",
    });
    expect(box).not.toBeChecked();
    expect(LEGAL_UPDATES_CONSENT).toBe("Send me RegMatch's legal updates by email. I can unsubscribe at any time.");
  });

  it('subscribes nobody without the tick', async () => {
    const subscribe = vi.fn();
    renderForm(subscribe);
    await userEvent.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(LEGAL_UPDATES_TEXTS.consentRequired)).toBeInTheDocument();
    expect(subscribe).not.toHaveBeenCalled();
  });

  it('sends the address with the consent and says to check the email, whatever the address', async () => {
    const subscribe = vi.fn().mockResolvedValue(undefined);
    renderForm(subscribe);
    await userEvent.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(subscribe).toHaveBeenCalledWith({ email: 'thandi@example.co.za', consent: true });
    expect(await screen.findByText(LEGAL_UPDATES_TEXTS.sent)).toBeInTheDocument();
    expect(screen.getByText('thandi@example.co.za')).toBeInTheDocument();
  });

  it("shows the server's refusal: the rate limit as the form's message", async () => {
    const message = 'Too many requests from your connection. Please try again in 42 minutes.';
    const subscribe = vi.fn().mockRejectedValue(new CallableError(message, 'resource-exhausted', { reason: 'rate-limited' }));
    renderForm(subscribe);
    await userEvent.type(screen.getByLabelText('Email address'), 'thandi@example.co.za');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });
});
