/**
 * Server entry for the build-time prerenderer (scripts/prerender.ts). It renders one public
 * content route to HTML with the same route objects the browser uses, so the markup the client
 * hydrates is exactly what it would have rendered itself.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AuthProvider } from '@/lib/auth';
import { routes } from './router';

export { ROUTES, SITE_URL } from './route-table';

export interface StaticPage {
  status: number;
  /** Everything React rendered for the page, hoisted head tags included. */
  html: string;
}

export async function renderPage(path: string, origin = 'http://localhost'): Promise<StaticPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) return { status: context.status, html: '' };
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AuthProvider>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </StrictMode>,
  );
  return { status: context.statusCode, html };
}
