import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { DEFAULT_LOCALE, type Locale } from '@/domain/shared/locales';
import { loadCatalog } from '@/lib/i18n/catalog-loader';

/**
 * The page's locale, for the site's shell (header, footer), which reads its words with
 * translatedIfLoaded. On a move to another language within the app the page's catalog may still
 * be on its way: the shell renders again once it is here (it is the page's own catalog, never an
 * extra download).
 */
export function useShellLocale(): Locale {
  const locale = localeFromPath(useLocation().pathname);
  const [, setCatalogsReady] = useState(0);
  useEffect(() => {
    if (locale !== DEFAULT_LOCALE) void loadCatalog(locale).then(() => setCatalogsReady((n) => n + 1));
  }, [locale]);
  return locale;
}
