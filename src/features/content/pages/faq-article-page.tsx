import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { PageMeta } from '@/components/ui/page-meta';
import { QuickExit } from '@/components/quick-exit';
import { RESPONSE_PROMISE, BRAND_NAME } from '@/domain/shared/brand';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Sections } from '../components/content-blocks';
import { SelfAssessmentChecklist } from '../components/self-assessment-checklist';
import { COMING_SOON, EDITORIAL_BYLINE, faqArticleBySlug, type FaqArticle } from '../data/faq-articles';
import { article, breadcrumbList } from '../lib/structured-data';
import { ContentNotFound } from './content-not-found';

function Tags({ tags }: { tags: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag} className="rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
          {tag}
        </li>
      ))}
    </ul>
  );
}

function RelatedArticles({ slugs }: { slugs: readonly string[] }) {
  const related = slugs.map(faqArticleBySlug).filter((a): a is FaqArticle => Boolean(a));
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title" className="rounded-xl border border-slate-200 p-6">
      <h2 id="related-title" className="text-xl font-bold text-brand-950">
        Related articles
      </h2>
      <ul className="mt-4 space-y-3">
        {related.map((a) => (
          <li key={a.slug}>
            <Link to={`/faq/${a.slug}`} className="font-semibold text-brand-700 hover:underline">
              {a.title}
            </Link>
            <p className="text-sm text-slate-700">{a.excerpt}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function FaqArticlePage() {
  const { slug } = useParams();
  const item = faqArticleBySlug(slug);
  if (!item) return <ContentNotFound path={`/faq/${slug ?? ''}`} backTo="/faq-blog" backLabel="Back to FAQ Articles" />;

  const path = `/faq/${item.slug}`;
  const crumbs = [
    { label: 'Home', to: '/' },
    { label: 'FAQ Articles', to: '/faq-blog' },
    { label: item.title, to: path },
  ];
  const jsonLd = [
    breadcrumbList(crumbs),
    article({ title: item.title, description: item.description, path, datePublished: item.isoDate }),
  ];

  return (
    <>
      <PageMeta
        title={`${item.title} | ${BRAND_NAME}`}
        description={item.description}
        path={path}
        type="article"
        jsonLd={jsonLd}
      />
      <Container className="max-w-3xl py-10">
        {item.quickExit && <QuickExit />}
        <Breadcrumbs crumbs={crumbs} />
        <article className="mt-6">
          <header className="space-y-4 border-b border-slate-200 pb-6">
            <Tags tags={item.tags} />
            <h1 className="text-3xl font-bold tracking-tight text-brand-950 sm:text-4xl">{item.title}</h1>
            <p className="text-lg text-slate-700">{item.excerpt}</p>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
              <span>By {EDITORIAL_BYLINE}</span>
              <span>
                <time dateTime={item.isoDate}>{item.date}</time>
              </span>
              <span>{item.readTime}</span>
            </p>
          </header>

          {item.sections ? (
            <div className="mt-8 space-y-10">
              <Sections sections={item.sections} />
              {item.checklist && <SelfAssessmentChecklist />}
              <section aria-labelledby="next-title" className="rounded-xl bg-brand-900 p-6 text-white">
                <h2 id="next-title" className="text-xl font-bold">
                  Talk to a lawyer about your situation
                </h2>
                <p className="mt-2 text-slate-100">Matching is free and a verified firm contacts you {RESPONSE_PROMISE}.</p>
                <div className="mt-5 flex flex-wrap gap-3">
                  {item.ctas.map((cta, i) => (
                    <ButtonLink key={cta.to} to={cta.to} variant={i === 0 ? 'accent' : 'secondary'}>
                      {cta.label}
                    </ButtonLink>
                  ))}
                </div>
              </section>
              <RelatedArticles slugs={item.related} />
              <p className="text-sm text-slate-600">
                This article is general information, not legal advice. Laws and fees change; a lawyer can advise on your own
                circumstances.
              </p>
            </div>
          ) : (
            <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-8 text-center">
              <h2 className="text-xl font-semibold text-slate-900">{COMING_SOON}</h2>
              <p className="mt-2 text-slate-700">
                Our editorial team is finishing this article. In the meantime, we can match you with a verified law firm for free;
                any fees for its advice are agreed with the firm.
              </p>
              <div className="mt-6 flex flex-wrap justify-center gap-3">
                <ButtonLink to="/faq-blog" variant="secondary">
                  Back to FAQ Articles
                </ButtonLink>
                <ButtonLink to="/matching">Start Free Matching</ButtonLink>
              </div>
            </div>
          )}
        </article>
      </Container>
    </>
  );
}
