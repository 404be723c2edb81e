import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { LoadingBlock, PageMeta } from '@/components/ui';
import { RequireAdmin, RequireSignIn } from './guards';
import { RootLayout } from './layouts/root-layout';
import { PAGES } from './pages';
import { PAYFAST_SIMULATOR_PATH, ROUTES, type RouteEntry } from './route-table';
import { NotFoundPage } from './routes/not-found-page';
import { RouteErrorPage } from './routes/route-error-page';

function routeObject(entry: RouteEntry): RouteObject {
  const load = PAGES[entry.page];
  if (!load) throw new Error(`No page module for route ${entry.path} (${entry.page})`);
  return {
    path: entry.path,
    lazy: async () => {
      const { default: Page } = await load();
      function RoutePage() {
        const page = (
          <>
            {!entry.metaFromPage && (
              <PageMeta title={entry.title} description={entry.description} path={entry.path} noindex={!entry.indexable} />
            )}
            <Page />
          </>
        );
        if (entry.access === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
        if (entry.access === 'signed-in') {
          // The spec sends a dashboard visitor with no session to /firm-login; others to /for-firms.
          return <RequireSignIn redirectTo={entry.path === '/firm-dashboard' ? '/firm-login' : '/for-firms'}>{page}</RequireSignIn>;
        }
        return page;
      }
      return { Component: RoutePage };
    },
  };
}

/** The PayFast stand-in exists only in emulator builds; production bundles never contain it. */
const devRoutes: RouteObject[] =
  import.meta.env.VITE_USE_EMULATORS === 'true'
    ? [
        {
          path: PAYFAST_SIMULATOR_PATH,
          lazy: async () => ({ Component: (await import('@/features/subscriptions/pages/payfast-simulator-page')).default }),
        },
      ]
    : [];

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    // A page that was not prerendered waits for its module on first load: say so, not a blank screen.
    hydrateFallbackElement: <LoadingBlock />,
    children: [...ROUTES.map(routeObject), ...devRoutes, { path: '*', element: <NotFoundPage /> }],
  },
];

export const createRouter = () => createBrowserRouter(routes);

/**
 * A prerendered page must hydrate against the same tree the server rendered. Lazy routes would
 * first render nothing while their module loads (a mismatch and a flash), so the matched routes'
 * modules are loaded and merged into the route objects before the router is created.
 */
export async function preloadMatchedRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved);
      delete route.lazy;
    }),
  );
}
