import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import SubscriptionCancelPage from './subscription-cancel-page';
import SubscriptionThankYouPage from './subscription-thank-you-page';

const auth = vi.hoisted(() => ({
  value: { ready: true, session: { uid: 'u', email: 'e', firmId: 'f1', isAdmin: false } },
}));
const plan = vi.hoisted(() => ({ value: { status: 'ready', packageType: 'free' } }));
vi.mock('@/lib/auth', () => ({ useAuth: () => auth.value }));
vi.mock('../api/watch-firm-plan', () => ({ useFirmPlan: () => plan.value }));

const at = (url: string, page: React.ReactNode) => render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);

describe('SubscriptionThankYouPage', () => {
  it('waits for PayFast while the firm is not yet on the plan', () => {
    at('/subscription-thank-you?plan=premium&trial=1', <SubscriptionThankYouPage />);
    expect(screen.getByRole('heading', { name: 'Thank You for Subscribing' })).toBeInTheDocument();
    expect(screen.getByText("Waiting for PayFast's confirmation")).toBeInTheDocument();
    expect(screen.getByText(/Your first month is free; PayFast then bills R 199 a month/)).toBeInTheDocument();
  });

  it('promises no free month to a checkout the server charged in full', () => {
    at('/subscription-thank-you?plan=premium', <SubscriptionThankYouPage />);
    expect(screen.getByText(/PayFast bills R 199 a month/)).toBeInTheDocument();
    expect(screen.queryByText(/first month is free/)).not.toBeInTheDocument();
  });

  it('says the plan is active once it is', () => {
    plan.value = { status: 'ready', packageType: 'premium_plus' };
    at('/subscription-thank-you?plan=premium_plus', <SubscriptionThankYouPage />);
    expect(screen.getByText('Your Premium Plus plan is active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/firm-dashboard');
  });

  it('after a paid registration (?welcome=1) goes on to the premium welcome once the plan is on', async () => {
    plan.value = { status: 'ready', packageType: 'premium' };
    render(
      <MemoryRouter initialEntries={['/subscription-thank-you?plan=premium&welcome=1']}>
        <Routes>
          <Route path="/subscription-thank-you" element={<SubscriptionThankYouPage />} />
          <Route path="/premium-welcome" element={<h1>Welcome page</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Welcome page' })).toBeInTheDocument();
  });

  it('after a paid registration waits on the thank-you page while PayFast has not confirmed', () => {
    plan.value = { status: 'ready', packageType: 'free' };
    at('/subscription-thank-you?plan=premium&welcome=1', <SubscriptionThankYouPage />);
    expect(screen.getByText("Waiting for PayFast's confirmation")).toBeInTheDocument();
  });

  it('ignores a made-up plan in the URL', () => {
    at('/subscription-thank-you?plan=<script>', <SubscriptionThankYouPage />);
    expect(screen.getByText(/Your paid subscription has been submitted/)).toBeInTheDocument();
  });
});

describe('SubscriptionCancelPage', () => {
  it('says nothing was charged and how to try again', () => {
    at('/subscription-cancel?plan=premium', <SubscriptionCancelPage />);
    expect(screen.getByRole('heading', { name: 'Payment Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/no payment was made/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toBeInTheDocument();
  });
});
