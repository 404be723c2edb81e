import { useLocation } from 'react-router';
import { PageMeta } from '@/components/ui/page-meta';
import { BRAND_NAME } from '@/domain/shared/brand';
import { DEFAULT_LOCALE } from '@/domain/shared/locales';
import { localeFromPath } from '@/domain/shared/locale-paths';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t, type MessageKey } from '@/lib/i18n/runtime';

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
 * Title and description of a translated page in a language other than English, from its catalog
 * (the router gives English pages theirs from the route table).
 */
export function LocalizedMeta({ page }: { page: keyof typeof META }) {
  const { pathname } = useLocation();
  const meta = META[page];
  if (!meta || localeFromPath(pathname) === DEFAULT_LOCALE) return null;
  return (
    <PageMeta
      title={t(meta.title, { brand: BRAND_NAME })}
      description={t(meta.description, { promise: responsePromise() })}
      path={pathname}
      noindex={meta.noindex}
    />
  );
}
