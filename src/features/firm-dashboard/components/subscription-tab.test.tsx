import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { planChange } from '@/domain/firms/plan-change';
import { sastDateLabel } from '@/domain/payments/billing';
import { CallableError } from '@/lib/callable';
import { buildFirmDocuments } from '../../../../tests/fixtures/firm-factory';
import type { AccountData, FirmData } from '../api/use-firm-data';
import { SubscriptionTab } from './subscription-tab';

const api = vi.hoisted(() => ({
  getCheckoutOffer: vi.fn(),
  cancelSubscription: vi.fn(),
  createCheckout: vi.fn(),
}));
vi.mock('../api/firm-account', () => api);
vi.mock('./close-account-card', () => ({ CloseAccountCard: () => null }));

vi.setConfig({ testTimeout: 30_000 });

const DAY = 86_400_000;

function firmOn(plan: 'free' | 'premium', account: Partial<AccountData> = {}) {
  const docs = buildFirmDocuments({ plan });
  return {
    firm: { id: 'f1', ...docs.firm } as FirmData,
    account: { id: 'account', ...docs.account, ...account } as AccountData,
  };
}

describe('SubscriptionTab: what the firm pays today', () => {
  it('offers the free month only when the server says it is open', async () => {
    api.getCheckoutOffer.mockResolvedValue({ trialAvailable: true });
    const { firm, account } = firmOn('free');
    render(<SubscriptionTab firm={firm} account={account} />);
    expect(screen.getAllByText('Checking your price…').length).toBeGreaterThan(0);
    expect(await screen.findByText(/^You pay: R 0 today, then R 199\/month from /)).toBeInTheDocument();
    expect(screen.getByText('You pay: R 249 today, then monthly')).toBeInTheDocument();
    // The plan's generic offer line gives way to the firm's own quote.
    expect(screen.queryByText(/firms new to RegMatch/)).not.toBeInTheDocument();
  });

  it('quotes the full price today to a firm that cannot have it', async () => {
    api.getCheckoutOffer.mockResolvedValue({ trialAvailable: false });
    const { firm, account } = firmOn('free');
    render(<SubscriptionTab firm={firm} account={account} />);
    expect(await screen.findByText('You pay: R 199 today, then monthly')).toBeInTheDocument();
    expect(screen.queryByText(/R 0 today/)).not.toBeInTheDocument();
  });

  it('promises nothing about today when the offer cannot be checked', async () => {
    api.getCheckoutOffer.mockRejectedValue(new Error('offline'));
    const { firm, account } = firmOn('free');
    render(<SubscriptionTab firm={firm} account={account} />);
    expect(await screen.findByText(/^R 199\/month\. PayFast shows what you pay today/)).toBeInTheDocument();
  });
});

describe('SubscriptionTab: cancelling', () => {
  it('a paid firm is told it keeps the plan until its paid-through date', async () => {
    api.getCheckoutOffer.mockResolvedValue({ trialAvailable: false });
    const next = new Date(Date.now() + 20 * DAY);
    const { firm, account } = firmOn('premium', { nextPaymentDate: next });
    render(<SubscriptionTab firm={firm} account={account} />);
    expect(
      screen.getByText(new RegExp(`keeps Premium until ${sastDateLabel(next)}, the end of the period you paid for`)),
    ).toBeInTheDocument();
    api.cancelSubscription.mockResolvedValue({ packageType: 'premium', endsAt: next.toISOString() });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(
      await screen.findByText(new RegExp(`Premium stays until ${sastDateLabel(next)}, then your firm moves to the Basic plan`)),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal as it was sent', async () => {
    api.getCheckoutOffer.mockResolvedValue({ trialAvailable: false });
    const { firm, account } = firmOn('premium', { nextPaymentDate: new Date(Date.now() + 20 * DAY) });
    render(<SubscriptionTab firm={firm} account={account} />);
    // The message cancelSubscription throws when PayFast cannot be reached (cancel-subscription.ts).
    const message = 'Failed to cancel subscription. Please try again in a few minutes or email support@regmatch.co.za.';
    api.cancelSubscription.mockRejectedValue(
      new CallableError(message, 'unavailable', { reason: 'payment-provider-unavailable' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Cancel Subscription' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel my subscription' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('a cancelled plan shows its end and can be taken again', async () => {
    api.getCheckoutOffer.mockResolvedValue({ trialAvailable: false });
    const now = new Date();
    const cancelAt = new Date(now.getTime() + 10 * DAY);
    const { firm, account } = firmOn('premium', { nextPaymentDate: cancelAt, subscriptionToken: 'tok' });
    const scheduled = planChange({ packageType: 'premium', account }, 'premium', {
      cause: 'scheduled-cancellation',
      now,
      cancelAt,
    });
    render(<SubscriptionTab firm={firm} account={{ ...account, ...scheduled.account }} />);
    expect(
      screen.getByText(`Cancelled: Premium until ${sastDateLabel(cancelAt)}, then Basic. PayFast will not charge you again.`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel Subscription' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Subscribe to Premium again' })).toBeInTheDocument();
  });
});
