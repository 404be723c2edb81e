import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { LEGAL_UPDATES_TEXTS } from '@/domain/blog/legal-updates-text';
import { CallableError } from '@/lib/callable';
import LegalUpdatesConfirmPage from './legal-updates-confirm-page';
import LegalUpdatesUnsubscribePage from './legal-updates-unsubscribe-page';

const confirm = vi.fn();
const unsubscribe = vi.fn();
vi.mock('../api/legal-updates', () => ({
  confirmLegalUpdatesSubscription: (token: string) => confirm(token),
  unsubscribeFromLegalUpdates: (token: string) => unsubscribe(token),
}));
beforeEach(() => {
  confirm.mockReset();
  unsubscribe.mockReset();
});

const TOKEN = 'a'.repeat(43);
const open = (page: ReactElement, path: string) => render(<MemoryRouter initialEntries={[path]}>{page}</MemoryRouter>);

describe('/legal-updates/confirm', () => {
  it('decides nothing when opened; the button confirms', async () => {
    confirm.mockResolvedValue(undefined);
    open(<LegalUpdatesConfirmPage />, `/legal-updates/confirm?token=${TOKEN}`);
    expect(confirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(confirm).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText(LEGAL_UPDATES_TEXTS.confirmed)).toBeInTheDocument();
  });

  it.each([
    ['used', LEGAL_UPDATES_TEXTS.confirmUsed, 'failed-precondition'],
    ['expired', LEGAL_UPDATES_TEXTS.confirmExpired, 'failed-precondition'],
    ['unknown', LEGAL_UPDATES_TEXTS.confirmUnknown, 'not-found'],
  ] as const)('a %s link says what to do next and leads back to the form', async (kind, message, code) => {
    confirm.mockRejectedValue(new CallableError(message, code, { reason: `legal-updates-link-${kind}`, field: 'token' }));
    open(<LegalUpdatesConfirmPage />, `/legal-updates/confirm?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Go to legal updates' })).toHaveAttribute('href', '/legal-updates#subscribe');
  });

  it('an incomplete link offers no button', () => {
    open(<LegalUpdatesConfirmPage />, '/legal-updates/confirm?token=abc');
    expect(screen.getByRole('alert')).toHaveTextContent(LEGAL_UPDATES_TEXTS.linkIncomplete);
    expect(screen.queryByRole('button', { name: 'Confirm my subscription' })).toBeNull();
  });
});

describe('/legal-updates/unsubscribe', () => {
  it('changes nothing when opened; one click unsubscribes', async () => {
    unsubscribe.mockResolvedValue(undefined);
    open(<LegalUpdatesUnsubscribePage />, `/legal-updates/unsubscribe?token=${TOKEN}`);
    expect(unsubscribe).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(unsubscribe).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByText(LEGAL_UPDATES_TEXTS.unsubscribed)).toBeInTheDocument();
  });

  it('an unknown link says how to be removed anyway', async () => {
    unsubscribe.mockRejectedValue(
      new CallableError(LEGAL_UPDATES_TEXTS.unsubscribeUnknown, 'not-found', {
        reason: 'legal-updates-link-unknown',
        field: 'token',
      }),
    );
    open(<LegalUpdatesUnsubscribePage />, `/legal-updates/unsubscribe?token=${TOKEN}`);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LEGAL_UPDATES_TEXTS.unsubscribeUnknown);
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  });
});
