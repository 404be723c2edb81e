import { Fragment, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { localeFromPath, localizedPath } from '@/domain/shared/locale-paths';
import { LOCALES, type Locale } from '@/domain/shared/locales';
import { SITE_URL } from '@/domain/shared/site';
import { activateIfLoaded, loadCatalog, type CatalogParts } from '@/lib/i18n/catalog-loader';

/**
 * Renders a translated page once its locale's catalog is here (suspending until then; the
 * prerenderer and a hydrating browser load it first, so they never wait), keyed by locale so a
 * change of language renders every message afresh.
 */
export function LocaleGate({ locale, part, children }: { locale: Locale; part?: CatalogParts; children: ReactNode }) {
  if (!activateIfLoaded(locale, part)) use(loadCatalog(locale, part));
  return <Fragment key={locale}>{children}</Fragment>;
}

/** `<html lang>` follows the page's locale (prerendered pages already carry it, see scripts/prerender-locale.ts). */
export function HtmlLang() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  useEffect(() => {
    document.documentElement.lang = LOCALES.find((l) => l.code === locale)?.htmlLang ?? 'en-ZA';
  }, [locale]);
  return null;
}

/** hreflang alternates of a translated page: each language's URL, English as x-default. */
export function LocaleAlternates({ path }: { path: string }) {
  const url = (p: string) => `${SITE_URL}${p === '/' ? '' : p}` || SITE_URL;
  return (
    <>
      {LOCALES.map((l) => (
        <link key={l.code} rel="alternate" hrefLang={l.htmlLang} href={url(localizedPath(path, l.code))} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={url(localizedPath(path, 'en'))} />
    </>
  );
}
