import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { SiteFooter } from './site-footer';

function footerAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SiteFooter />
    </MemoryRouter>,
  );
  return screen.getByRole('contentinfo');
}

describe('the site footer', () => {
  it('is English on an English page', () => {
    const footer = footerAt('/guides/divorce');
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Get Matched' })).toHaveAttribute('href', '/matching');
    expect(footer).toHaveTextContent('Monday to Friday, 08:00 to 17:00 SAST');
  });

  it('speaks isiZulu on an isiZulu page, and keeps its links in isiZulu where the page exists', async () => {
    await loadCatalog('zu');
    const footer = footerAt('/zu/matching');
    expect(within(footer).getByRole('link', { name: 'Imigomo Nemibandela' })).toHaveAttribute('href', '/terms');
    expect(within(footer).getByRole('link', { name: 'Xhunyaniswa' })).toHaveAttribute('href', '/zu/matching');
    expect(within(footer).getByRole('link', { name: 'Ikhaya' })).toHaveAttribute('href', '/zu');
    expect(footer).toHaveTextContent('Amafemu aphendula kungakapheli amahora omsebenzi angu-16');
    expect(footer).toHaveTextContent('ayinikezi izeluleko zezomthetho');
    // The firms' pages are English, and the footer says so to a screen reader.
    expect(within(footer).getByRole('navigation', { name: 'For law firms' })).toHaveAttribute('lang', 'en');
  });

  it('speaks Afrikaans on the Afrikaans home', async () => {
    await loadCatalog('af');
    const footer = footerAt('/af');
    expect(within(footer).getByRole('navigation', { name: 'Regsake' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privaatheidsbeleid' })).toBeInTheDocument();
    expect(footer).toHaveTextContent('Gemaak in Suid-Afrika · Pryse sluit BTW in');
  });
});

it('turns to the page’s language once its catalog arrives', async () => {
  const footer = footerAt('/xh');
  expect(await within(footer).findByRole('link', { name: 'Umgaqo-nkqubo waBucala' })).toHaveAttribute('href', '/privacy');
});
