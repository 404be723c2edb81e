import { Link } from 'react-router';
import { Container } from '@/components/ui/layout';
import { RESPONSE_PROMISE } from '@/domain/shared/brand';
import { GUIDES, type Guide } from '../data/guides';
import { article, breadcrumbList } from '../lib/structured-data';
import { Breadcrumbs } from './breadcrumbs';
import { Sections, TableOfContents } from './content-blocks';
import { CtaBand } from './cta-band';
import { JsonLd } from './json-ld';
import { PageHero } from './page-hero';

/** A long guide: hero, anchored table of contents, sections, call to action to /matching. */
export function GuideView({ guide }: { guide: Guide }) {
  const path = `/guides/${guide.slug}`;
  const crumbs = [
    { label: 'Home', to: '/' },
    { label: 'Guides', to: '/faq-blog' },
    { label: guide.title, to: path },
  ];
  const others = GUIDES.filter((g) => g.slug !== guide.slug);
  return (
    <>
      <JsonLd
        data={[
          breadcrumbList(crumbs),
          article({ title: guide.title, description: guide.lead, path, datePublished: guide.isoDate }),
        ]}
      />
      <PageHero
        before={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={`Guide · Updated ${guide.updated}`}
        title={guide.title}
        lead={guide.lead}
      />
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr]">
        <div className="min-w-0 lg:sticky lg:top-24 lg:self-start">
          <TableOfContents sections={guide.sections} />
        </div>
        <div className="min-w-0 max-w-3xl space-y-12">
          <Sections sections={guide.sections} />
          <CtaBand title={guide.ctaTitle} primary={{ label: 'Start Free Matching', to: '/matching' }}>
            <p>Free, no obligation. A verified firm contacts you {RESPONSE_PROMISE}.</p>
          </CtaBand>
          <nav aria-label="More guides" className="rounded-xl border border-slate-200 p-6">
            <h2 className="text-lg font-bold text-brand-950">More guides</h2>
            <ul className="mt-3 space-y-2">
              {others.map((g) => (
                <li key={g.slug}>
                  <Link to={`/guides/${g.slug}`} className="font-semibold text-brand-700 hover:underline">
                    {g.title}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <p className="text-sm text-slate-600">This guide is general information, not legal advice.</p>
        </div>
      </Container>
    </>
  );
}
