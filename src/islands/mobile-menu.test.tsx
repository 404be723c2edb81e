import { fireEvent, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { SiteHeader } from '@/app/layouts/site-header';
import { loadCatalog } from '@/lib/i18n/catalog-loader';
import { wireMobileMenu } from './mobile-menu';

// The Afrikaans home is served without the app: its header is the prerendered markup (as
// scripts/prerender.ts renders it, the page's catalog loaded first) and this island.
afterEach(() => {
  document.body.innerHTML = '';
});

describe('the mobile menu island on a translated page', () => {
  it('names its button in the page’s language, open and closed', async () => {
    await loadCatalog('af', 'home');
    document.body.innerHTML = renderToString(
      <StaticRouter location="/af">
        <SiteHeader />
      </StaticRouter>,
    );
    wireMobileMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Maak kieslys oop' }));
    expect(screen.getByRole('button', { name: 'Maak kieslys toe' })).toHaveAttribute('aria-expanded', 'true');
    const nav = screen.getByRole('navigation', { name: 'Selfoonkieslys' });
    expect(nav).toHaveTextContent('Regsgidse');
    expect(nav).toHaveTextContent('Gids oor egskeiding');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Maak kieslys oop' })).toHaveFocus();
  });
});
