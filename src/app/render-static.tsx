/**
 * Server entry for the build-time prerenderer (scripts/prerender.ts). It renders one route to
 * HTML with the same routes the browser uses, so the markup the client hydrates is exactly what it
 * would have rendered itself.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { AppRoutes, matchEntry, preloadMatchedRoutes } from './router';

export { ROUTES, SITE_URL } from './route-table';

export interface StaticPage {
  status: number;
  /** Everything React rendered for the page, hoisted head tags included. */
  html: string;
}

export async function renderPage(path: string): Promise<StaticPage> {
  const pathname = new URL(path, 'http://localhost').pathname;
  if (!matchEntry(pathname)) return { status: 404, html: '' };
  // renderToString cannot wait for a lazy page: load its module first.
  await preloadMatchedRoutes(pathname);
  const html = renderToString(
    <StrictMode>
      <AuthProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AuthProvider>
    </StrictMode>,
  );
  return { status: 200, html };
}
