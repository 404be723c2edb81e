import { lazy, use, type ComponentType } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { catalogPartOf, loadCatalog } from '@/lib/i18n/catalog-loader';
import { HtmlLang, LocaleAlternates, LocaleGate } from './locale-gate';
import { isTranslatedPage } from './locale-routes';
import { RootLayout } from './layouts/root-layout';
import { loadPageTitles, pageTitleIfKnown } from './page-titles';
import { PAGES } from './pages';
import { PAYFAST_SIMULATOR_PATH, ROUTES, type RouteEntry } from './route-table';

/**
 * The route table as declarative routes (<Routes>, no data router): every page is its own lazily
 * loaded chunk, and the router itself stays small (the data router alone is ~17 kB gzip more,
 * which a phone on prepaid data pays on every first visit). Nothing here loads Firebase.
 */

// The sign-in and operator gates wait with the pages they guard: no public page downloads them.
const RequireAdmin = lazy(() => import('./guards').then((m) => ({ default: m.RequireAdmin })));
const RequireSignIn = lazy(() => import('./guards').then((m) => ({ default: m.RequireSignIn })));

/** One component per page key, created once, so a page keeps its identity (and state) across renders. */
const pageComponents = new Map<string, ComponentType>();

function pageLoader(key: string) {
  const load = PAGES[key];
  if (!load) throw new Error(`No page module for page key ${key}`);
  return load;
}

function pageFor(key: string): ComponentType {
  let component = pageComponents.get(key);
  if (!component) {
    component = lazy(pageLoader(key));
    pageComponents.set(key, component);
  }
  return component;
}

/**
 * Loads a page's module ahead of rendering, so the first render has the page itself rather than a
 * suspended placeholder: a prerendered page hydrates against exactly the markup the server wrote,
 * and the prerenderer (renderToString cannot wait) renders the page, not its fallback.
 */
async function preloadPage(key: string): Promise<void> {
  if (pageComponents.has(key)) return;
  const { default: Page } = await pageLoader(key)();
  if (!pageComponents.has(key)) pageComponents.set(key, Page);
}

/** The router names the page unless the page does (from its data, or a translated page from its catalog). */
const routerNames = (entry: RouteEntry) => !entry.metaFromPage && !entry.locale;

function RoutePage({ entry }: { entry: RouteEntry }) {
  const Page = pageFor(entry.page);
  const translated = isTranslatedPage(entry.page);
  const meta = routerNames(entry) ? (pageTitleIfKnown(entry) ?? use(loadPageTitles()).ROUTE_META[entry.page]) : undefined;
  const page = (
    <>
      {meta && <PageMeta title={meta.title} description={meta.description} path={entry.path} noindex={!entry.indexable} />}
      {translated && entry.indexable && <LocaleAlternates path={entry.path} />}
      {translated ? (
        <LocaleGate locale={entry.locale ?? 'en'} part={catalogPartOf(entry.page)}>
          <Page />
        </LocaleGate>
      ) : (
        <Page />
      )}
    </>
  );
  if (entry.access === 'admin') return <RequireAdmin>{page}</RequireAdmin>;
  if (entry.access === 'signed-in') {
    // The spec sends a dashboard visitor with no session to /firm-login; others to /for-firms.
    return <RequireSignIn redirectTo={entry.path === '/firm-dashboard' ? '/firm-login' : '/for-firms'}>{page}</RequireSignIn>;
  }
  return page;
}

/** The PayFast stand-in exists only in emulator builds; production bundles never contain it. */
const devPages = import.meta.env.VITE_USE_EMULATORS === 'true';
const PayfastSimulatorPage = devPages ? lazy(() => import('@/features/subscriptions/pages/payfast-simulator-page')) : null;

function NotFound() {
  const Page = pageFor('not-found');
  return <Page />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <>
            <HtmlLang />
            <RootLayout />
          </>
        }
      >
        {ROUTES.map((entry) => (
          <Route key={entry.path} path={entry.path} element={<RoutePage entry={entry} />} />
        ))}
        {PayfastSimulatorPage && <Route path={PAYFAST_SIMULATOR_PATH} element={<PayfastSimulatorPage />} />}
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}

/** The route-table entry a path renders, ranked the way <Routes> ranks them; undefined for the not-found page. */
export function matchEntry(pathname: string): RouteEntry | undefined {
  const matches = matchRoutes(
    ROUTES.map((entry) => ({ path: entry.path, entry })),
    pathname,
  );
  return (matches?.[0]?.route as { entry?: RouteEntry } | undefined)?.entry;
}

/** Loads the module of the page at `pathname` (if any) before the first render; see preloadPage. */
export async function preloadMatchedRoutes(pathname: string): Promise<void> {
  const entry = matchEntry(pathname);
  if (!entry) return;
  await Promise.all([
    preloadPage(entry.page),
    routerNames(entry) && !pageTitleIfKnown(entry) ? loadPageTitles() : null,
    isTranslatedPage(entry.page) ? loadCatalog(entry.locale ?? 'en', catalogPartOf(entry.page)) : null,
  ]);
}
