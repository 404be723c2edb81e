/**
 * Where the router finds a page's title and description. A first visit to a prerendered page
 * already has them in the HTML it was sent, so they are read from there, and the table of every
 * page's titles (route-meta.ts, about 2 kB gzip) downloads only for a navigation inside the app or
 * a page the server did not prerender.
 */
import type { PageTitle } from './route-meta';

type TitlesModule = typeof import('./route-meta');

let loaded: TitlesModule | null = null;
let loading: Promise<TitlesModule> | null = null;

/**
 * The head the server sent, read once before React renders into it. A prerendered page carries a
 * canonical link; the bare index.html the app falls back to carries none, and then this is null.
 */
const sent: (PageTitle & { path: string }) | null = typeof document === 'undefined' ? null : sentHead();

function sentHead() {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content;
  if (!canonical || !description || !document.title) return null;
  const path = new URL(canonical).pathname;
  return path === window.location.pathname ? { path, title: document.title, description } : null;
}

export function loadPageTitles(): Promise<TitlesModule> {
  loading ??= import('./route-meta').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null; // offline for a moment: the next navigation tries again
      throw error;
    },
  );
  return loading;
}

/** The page's title and description if they are at hand (undefined: loadPageTitles() first). */
export function pageTitleIfKnown(entry: { path: string; page: string }): PageTitle | undefined {
  if (sent?.path === entry.path) return sent;
  return loaded?.ROUTE_META[entry.page];
}
