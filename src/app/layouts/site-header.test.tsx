import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { rememberDashboard } from '@/lib/remember-dashboard';
import { DASHBOARD_HINT_KEY } from '@/lib/session-hint';
import { SiteHeader } from './site-header';

function renderHeader() {
  return render(
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>,
  );
}

describe('SiteHeader', () => {
  afterEach(() => rememberDashboard(null));

  it('invites a visitor to join as a firm', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Join as a Firm' })).toHaveAttribute('href', '/firm-setup');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it('offers a signed-in firm its dashboard instead of the sign-up button', async () => {
    rememberDashboard('/firm-dashboard');
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/firm-dashboard');
    expect(screen.queryByRole('link', { name: 'Join as a Firm' })).toBeNull();
  });

  it('switches to the dashboard link once the sign-in on this page completes, without a navigation', async () => {
    // Signing in from /for-firms navigates to the dashboard before the session's claims are read;
    // the hint is written a moment later, while the header is already showing.
    renderHeader();
    expect(screen.getByRole('link', { name: 'Join as a Firm' })).toBeInTheDocument();
    act(() => rememberDashboard('/firm-dashboard'));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/firm-dashboard');
    act(() => rememberDashboard(null));
    expect(screen.getByRole('link', { name: 'Join as a Firm' })).toBeInTheDocument();
  });

  it('follows a sign-in in another tab, which the browser reports as a storage event', async () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Join as a Firm' })).toBeInTheDocument();
    // What the browser does in this tab when another tab writes the hint.
    localStorage.setItem(DASHBOARD_HINT_KEY, '/admin-control');
    act(() => void dispatchEvent(new StorageEvent('storage', { key: DASHBOARD_HINT_KEY })));
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/admin-control');
  });
});

describe('SiteHeader on a translated page', () => {
  it('speaks isiZulu on /zu/matching, its firms’ links English and marked so', async () => {
    await loadCatalog('zu');
    render(
      <MemoryRouter initialEntries={['/zu/matching']}>
        <SiteHeader />
      </MemoryRouter>,
    );
    const main = screen.getByRole('navigation', { name: 'Imenyu eyinhloko' });
    expect(within(main).getByRole('link', { name: 'Kusebenza Kanjani' })).toHaveAttribute('href', '/how-it-works');
    expect(within(main).getByRole('link', { name: 'Imibuzo' })).toHaveAttribute('href', '/faq');
    expect(within(main).getByRole('button', { name: 'Imihlahlandlela' })).toBeInTheDocument();
    expect(within(main).getByRole('menuitem', { hidden: true, name: 'Umhlahlandlela wesehlukaniso' })).toHaveAttribute(
      'href',
      '/guides/divorce',
    );
    expect(within(main).getByRole('link', { name: 'For Firms' })).toHaveAttribute('lang', 'en');
    expect(within(main).getByRole('link', { name: 'Join as a Firm' })).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: 'Yeqela kokuqukethwe' })).toHaveAttribute('href', '#main');

    const menuButton = screen.getByRole('button', { name: 'Vula imenyu' });
    fireEvent.click(menuButton);
    expect(screen.getByRole('button', { name: 'Vala imenyu' })).toHaveAttribute('aria-expanded', 'true');
    const mobile = screen.getByRole('navigation', { name: 'Imenyu yeselula' });
    expect(within(mobile).getByText('Imihlahlandlela')).toBeVisible();
    expect(within(mobile).getByRole('link', { name: 'Ibhulogi' })).toHaveAttribute('href', '/blog');
  });

  it('is English on an English page', () => {
    renderHeader();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Join as a Firm' })).not.toHaveAttribute('lang');
  });
});
