import type { SyntheticEvent } from 'react';
import { localizedPath } from '@/domain/shared/locale-paths';
import type { Locale } from '@/domain/shared/locales';
import { draftNoticeIfLoaded, type CatalogParts } from '@/lib/i18n/catalog-loader';

/**
 * One line above a translated page while any of its words are a draft no person has reviewed
 * (issue 38, docs/i18n.md "Review state per message"), in the page's language, with a link to the
 * same page in English. Rendered inside the LocaleGate, so the catalog is here; no runtime import
 * and no hooks (the router is in every page's first load).
 */
export function DraftNotice({ locale, part, path }: { locale: Locale; part?: CatalogParts; path: string }) {
  const notice = draftNoticeIfLoaded(locale, part);
  if (!notice) return null;
  const english = localizedPath(path, 'en');
  // The message wraps the link's words in <english>…</english> (catalog-tags.test.ts keeps the tag).
  const [before, words = '', after = ''] = notice.split(/<\/?english>/);
  // The English page keeps the link's query (a request link's token), read when the link is used:
  // the prerendered markup has none, and hydration must match it.
  const withQuery = (event: SyntheticEvent<HTMLAnchorElement>) => {
    event.currentTarget.href = `${english}${window.location.search}`;
  };
  return (
    <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900" data-draft-notice="">
      {before}
      <a
        href={english}
        hrefLang="en-ZA"
        onFocus={withQuery}
        onPointerDown={withQuery}
        onClick={withQuery}
        className="font-medium break-words underline"
      >
        {words}
      </a>
      {after}
    </p>
  );
}
