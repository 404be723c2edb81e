import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { rememberDashboard } from '@/lib/session-hint';
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
});
