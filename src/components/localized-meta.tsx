import { useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { BRAND_NAME } from '@/domain/shared/brand';
import { DEFAULT_LOCALE } from '@/domain/shared/locales';
import { localeFromPath, localizedPath } from '@/domain/shared/locale-paths';
import { catalogPartOf } from '@/lib/i18n/catalog-loader';
import { responsePromise } from '@/lib/i18n/response-promise';
import { showsUnreviewed, t, type MessageKey } from '@/lib/i18n/runtime';

/**
 * A translated page's title and description come from its catalog: `meta.<page>.title` and
 * `meta.<page>.description` (the results page describes itself with its lead); the contact check
 * has none of its own. Only the wizard, the results' contact page and the home are indexed.
 * (Written as a rule, not a table of keys: the table was 0.1 kB of every translated page's first
 * load.)
 */
const INDEXED = new Set(['matching', 'contact-firm', 'home']);
export const metaOf = (page: string) =>
  page === 'contact-check'
    ? undefined
    : {
        title: `meta.${page}.title` as MessageKey,
        description: (page === 'results' ? 'results.lead' : `meta.${page}.description`) as MessageKey,
        noindex: !INDEXED.has(page),
      };

/**
 * What a translated page in a language other than English says about itself: its title and
 * description from its catalog (the router gives English pages theirs from the route table), and,
 * while any of its words are a draft no person has reviewed (issue 38, docs/i18n.md "Review state
 * per message"), one line saying so in its language with a link to the same page in English. The
 * line lives here, in the translation runtime's chunk that every translated page loads, and not in
 * the router: there it was 0.2 kB more in every page's first load, which /matching's 100 kB budget
 * did not have. Beside it, on every translated page, the link that opens "Suggest a better
 * translation" (issue 38), whose dialog loads only when followed; on a content page served without
 * the app (the translated homes) the islands script wires it (src/islands/suggest-translation.ts).
 */
export function LocalizedMeta({ page }: { page: string }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return null;
  const meta = metaOf(page);
  const [before, words, after] = showsUnreviewed(locale, catalogPartOf(page) ?? [])
    ? t('common.draftNotice').split(/<\/?english>/)
    : [];
  // The English page keeps the query (a request link's token). Prerendering has no window, and a
  // prerendered page's link keeps its server href on hydration: those pages carry no token.
  const english = localizedPath(pathname, 'en') + (typeof window === 'undefined' ? '' : window.location.search);
  return (
    <>
      {meta && (
        <PageMeta
          title={t(meta.title, { brand: BRAND_NAME })}
          description={t(meta.description, { promise: responsePromise() })}
          path={pathname}
          noindex={meta.noindex}
        />
      )}
      <p className="bg-amber-50 p-2 text-center text-sm">
        {words !== undefined && (
          <>
            {before}
            <a href={english} className="underline">
              {words}
            </a>
            {after}{' '}
          </>
        )}
        <button
          type="button"
          className="underline"
          data-island="suggest-translation"
          onClick={() => void import('./suggest-translation/open-suggest-dialog').then((m) => m.openSuggestDialog(locale))}
        >
          {t('common.suggest')}
        </button>
      </p>
    </>
  );
}
