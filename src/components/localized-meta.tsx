import { useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { BRAND_NAME } from '@/domain/shared/brand';
import { DEFAULT_LOCALE } from '@/domain/shared/locales';
import { localeFromPath, localizedPath } from '@/domain/shared/locale-paths';
import { catalogPartOf } from '@/lib/i18n/catalog-loader';
import { responsePromise } from '@/lib/i18n/response-promise';
import { showsUnreviewed, t, type MessageKey } from '@/lib/i18n/runtime';

const META: Record<string, { title: MessageKey; description: MessageKey; noindex?: boolean }> = {
  matching: { title: 'meta.matching.title', description: 'meta.matching.description' },
  results: { title: 'meta.results.title', description: 'results.lead', noindex: true },
  'contact-firm': { title: 'meta.contact-firm.title', description: 'meta.contact-firm.description' },
  home: { title: 'meta.home.title', description: 'meta.home.description' },
  'my-request': { title: 'meta.my-request.title', description: 'meta.my-request.description', noindex: true },
  'lead-release': { title: 'meta.lead-release.title', description: 'meta.lead-release.description', noindex: true },
  'send-on': { title: 'meta.send-on.title', description: 'meta.send-on.description', noindex: true },
  answer: { title: 'meta.answer.title', description: 'meta.answer.description', noindex: true },
  review: { title: 'meta.review.title', description: 'meta.review.description', noindex: true },
};

/**
 * What a translated page in a language other than English says about itself: its title and
 * description from its catalog (the router gives English pages theirs from the route table), and,
 * while any of its words are a draft no person has reviewed (issue 38, docs/i18n.md "Review state
 * per message"), one line saying so in its language with a link to the same page in English. The
 * line lives here, in the translation runtime's chunk that every translated page loads, and not in
 * the router: there it was 0.2 kB more in every page's first load, which /matching's 100 kB budget
 * did not have.
 */
export function LocalizedMeta({ page }: { page: string }) {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname);
  if (locale === DEFAULT_LOCALE) return null;
  const meta = META[page];
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
      {words !== undefined && (
        <p className="bg-amber-50 px-4 py-2 text-center text-sm">
          {before}
          <a href={english} className="underline">
            {words}
          </a>
          {after}
        </p>
      )}
    </>
  );
}
