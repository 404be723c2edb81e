import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as api from '../api/payfast-simulator';
import PayfastSimulatorPage from './payfast-simulator-page';

vi.mock('../api/payfast-simulator', () => ({
  fetchSimulatedCheckout: vi.fn(),
  completeSimulatedPayment: vi.fn(),
  cancelSimulatedPayment: vi.fn(),
}));

const checkout: api.SimulatedCheckout = {
  id: 's1',
  state: 'open',
  itemName: 'RegMatch Premium',
  itemDescription: '1 month free, thereafter R 199/month',
  amount: '0.00',
  recurringAmount: '199.00',
  billingDate: '2026-12-22',
  frequency: '3',
  plan: 'premium',
  returnUrl: 'http://app/subscription-thank-you?plan=premium',
  cancelUrl: 'http://app/subscription-cancel?plan=premium',
};

const renderAt = (url: string) =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <PayfastSimulatorPage />
    </MemoryRouter>,
  );

describe('PayfastSimulatorPage', () => {
  const assign = vi.fn();
  beforeEach(() => {
    vi.mocked(api.fetchSimulatedCheckout).mockResolvedValue(checkout);
    assign.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, assign }, writable: true });
  });

  it('says plainly that no real payment happens and shows plan and amounts', async () => {
    renderAt('/dev/payfast-simulator?session=s1');
    expect(screen.getByText(/no real payment/i)).toBeInTheDocument();
    expect(await screen.findByText('RegMatch Premium')).toBeInTheDocument();
    expect(screen.getByText('R 0')).toBeInTheDocument();
    expect(screen.getByText(/R 199 a month from 2026-12-22/)).toBeInTheDocument();
  });

  it('completes and goes to the return URL', async () => {
    vi.mocked(api.completeSimulatedPayment).mockResolvedValue({ returnUrl: checkout.returnUrl, notifyStatus: 200 });
    renderAt('/dev/payfast-simulator?session=s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    expect(api.completeSimulatedPayment).toHaveBeenCalledWith('s1');
    expect(assign).toHaveBeenCalledWith(checkout.returnUrl);
  });

  it('cancels and goes to the cancel URL', async () => {
    vi.mocked(api.cancelSimulatedPayment).mockResolvedValue({ cancelUrl: checkout.cancelUrl });
    renderAt('/dev/payfast-simulator?session=s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel Payment' }));
    expect(assign).toHaveBeenCalledWith(checkout.cancelUrl);
  });

  it('shows the error and stays when completing fails', async () => {
    vi.mocked(api.completeSimulatedPayment).mockRejectedValue(new Error('This simulated checkout does not exist.'));
    renderAt('/dev/payfast-simulator?session=s1');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('does not exist');
    expect(assign).not.toHaveBeenCalled();
  });

  it('explains what to do without a checkout', () => {
    renderAt('/dev/payfast-simulator');
    expect(screen.getByRole('alert')).toHaveTextContent('Start an upgrade from the firm dashboard');
  });

  it('disables both buttons for a finished checkout', async () => {
    vi.mocked(api.fetchSimulatedCheckout).mockResolvedValue({ ...checkout, state: 'completed' });
    renderAt('/dev/payfast-simulator?session=s1');
    expect(await screen.findByRole('button', { name: 'Complete Payment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel Payment' })).toBeDisabled();
  });
});
