/**
 * Loads a locale's catalog (and, with the first one, the Lingui runtime) on demand. This module is
 * tiny and free of Lingui on purpose: the router imports it on every page, while only the pages
 * that are translated import the runtime (./runtime), so the home page's first load pays neither
 * the runtime nor any catalog. Each locale's messages are their own chunk, fetched only for it.
 */
import type { Locale } from '@/domain/shared/locales';

type Runtime = typeof import('./runtime');
/** A part of a catalog some pages need besides the core (runtime.ts): their own words. */
export type CatalogPart = import('./runtime').CatalogPart;

const pending = new Map<string, Promise<void>>();
const ready = new Set<string>();
let runtime: Runtime | null = null;
/** One part, several, or none (the core alone). */
export type CatalogParts = CatalogPart | readonly CatalogPart[] | undefined;
const listOf = (parts: CatalogParts): readonly CatalogPart[] =>
  parts === undefined ? [] : typeof parts === 'string' ? [parts] : parts;
const keyOf = (locale: Locale, parts: CatalogParts) => [locale, ...listOf(parts)].join(':');

/**
 * The parts a page needs besides the core: a page's own words come only with it, and the forms
 * part (field messages, the server's refusals) with the pages that show them. /matching needs
 * none on its first load: the full wizard fetches the forms part with itself (load-full-wizard.ts).
 */
const PARTS_OF_PAGE: Readonly<Record<string, readonly CatalogPart[]>> = {
  home: ['home'],
  results: ['results', 'forms'],
  'contact-firm': ['results', 'forms'],
  'my-request': ['request', 'forms'],
  'lead-release': ['request', 'forms'],
  'send-on': ['request', 'forms'],
  answer: ['request', 'forms'],
  'contact-check': ['request', 'forms'],
  review: ['request', 'forms'],
};

export const catalogPartOf = (page: string): readonly CatalogPart[] | undefined => PARTS_OF_PAGE[page];

/** Loads the locale's core catalog, and `parts` with it when the page needs them. */
export function loadCatalog(locale: Locale, parts?: CatalogParts): Promise<void> {
  const key = keyOf(locale, parts);
  let load = pending.get(key);
  if (!load) {
    load = import('./runtime').then(
      async (loaded) => {
        runtime = loaded;
        await loaded.installCatalog(locale, listOf(parts));
        ready.add(locale);
        ready.add(key);
      },
      (error: unknown) => {
        pending.delete(key); // a failed download may be retried
        throw error;
      },
    );
    pending.set(key, load);
  }
  return load;
}

/** Makes `locale` the active one if its catalog (and `parts`) is here; false when it must be loaded first. */
export function activateIfLoaded(locale: Locale, parts?: CatalogParts): boolean {
  if (!runtime || !ready.has(keyOf(locale, parts))) return false;
  runtime.activate(locale);
  return true;
}

/**
 * `key` in `locale` when that catalog is already here (a translated page's: the router and the
 * prerenderer load it before the page renders), else null. For the site's shell (the footer),
 * which is on every page and must neither wait for a catalog nor pull the runtime into the entry.
 */
export function translatedIfLoaded(
  locale: Locale,
  key: import('./runtime').MessageKey,
  values?: import('./runtime').MessageValues,
): string | null {
  return activateIfLoaded(locale) ? runtime!.t(key, values) : null;
}
