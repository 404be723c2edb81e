/**
 * The translated client pages again under each locale's prefix (`/zu/matching`, issue 27). They
 * are ordinary route-table entries, so the router, the prerenderer and the sitemap take them as
 * they take the English ones: a translated page is prerendered and indexed exactly when its
 * English page is. Pure data: no React, so build scripts can import it.
 */
import { localizedPath, PREFIXED_LOCALES } from '@/domain/shared/locale-paths';
import type { Locale } from '@/domain/shared/locales';

/**
 * Page keys whose every word comes from the catalogs (src/locales). A page joins this list once
 * it is translated; the firm and operator pages never do.
 */
const TRANSLATED_PAGES: readonly string[] = [
  'matching',
  'results',
  'contact-firm',
  'home',
  'my-request',
  'lead-release',
  'send-on',
  'answer',
  'contact-check',
  'review',
];

export const isTranslatedPage = (page: string) => TRANSLATED_PAGES.includes(page);

/** Each translated entry again for every prefixed locale (typed loosely: route-table.ts imports this module). */
export function localizedRoutes<Entry extends { path: string; page: string; instances?: readonly string[] }>(
  routes: readonly Entry[],
): (Entry & { locale: Locale })[] {
  return PREFIXED_LOCALES.flatMap((locale: Locale) =>
    routes
      .filter((entry) => isTranslatedPage(entry.page))
      .map((entry) => ({
        ...entry,
        path: localizedPath(entry.path, locale),
        locale,
        ...(entry.instances ? { instances: entry.instances.map((path) => localizedPath(path, locale)) } : {}),
      })),
  );
}
