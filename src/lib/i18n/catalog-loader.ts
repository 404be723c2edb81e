/**
 * Loads a locale's catalog (and, with the first one, the Lingui runtime) on demand. This module is
 * tiny and free of Lingui on purpose: the router imports it on every page, while only the pages
 * that are translated import the runtime (./runtime), so the home page's first load pays neither
 * the runtime nor any catalog. Each locale's messages are their own chunk, fetched only for it.
 */
import type { Locale } from '@/domain/shared/locales';

type Runtime = typeof import('./runtime');

const pending = new Map<Locale, Promise<void>>();
const ready = new Set<Locale>();
let runtime: Runtime | null = null;

export function loadCatalog(locale: Locale): Promise<void> {
  let load = pending.get(locale);
  if (!load) {
    load = import('./runtime').then(
      async (loaded) => {
        runtime = loaded;
        await loaded.installCatalog(locale);
        ready.add(locale);
      },
      (error: unknown) => {
        pending.delete(locale); // a failed download may be retried
        throw error;
      },
    );
    pending.set(locale, load);
  }
  return load;
}

/** Makes `locale` the active one if its catalog is here; false when it must be loaded first. */
export function activateIfLoaded(locale: Locale): boolean {
  if (!runtime || !ready.has(locale)) return false;
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
