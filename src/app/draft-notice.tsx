import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { localizedPath } from '@/domain/shared/locale-paths';
import type { Locale } from '@/domain/shared/locales';
import { draftNoticeIfLoaded, type CatalogParts } from '@/lib/i18n/catalog-loader';
import { withTags } from '@/lib/i18n/tags';

/**
 * One line above a translated page while any of its words are a draft no person has reviewed
 * (issue 38, docs/i18n.md "Review state per message"), in the page's language, with a link to the
 * same page in English. Rendered inside the LocaleGate, so the catalog is here; no runtime import
 * (the router is in every page's entry).
 */
export function DraftNotice({ locale, part, path }: { locale: Locale; part?: CatalogParts; path: string }) {
  const { search } = useLocation();
  // The English page keeps the link's token (my-request?token=...). Added after hydration: the
  // prerendered page was written without a query, and the markup must match it.
  const [query, setQuery] = useState('');
  useEffect(() => setQuery(search), [search]);
  const notice = draftNoticeIfLoaded(locale, part);
  if (!notice) return null;
  const english = `${localizedPath(path, 'en')}${query}`;
  return (
    <p className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-center text-sm text-amber-900" data-draft-notice="">
      {withTags(notice, {
        english: (words) => (
          <a href={english} hrefLang="en-ZA" className="font-medium underline break-words">
            {words}
          </a>
        ),
      })}
    </p>
  );
}
