import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { Sections } from '../components/content-blocks';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { FAQ_ARTICLES, faqArticleBySlug, FEATURED_ARTICLE_SLUG } from '../data/faq-articles';
import { breadcrumbList } from '../lib/structured-data';

const crumbs = [
  { label: 'Home', to: '/' },
  { label: 'FAQ Articles', to: '/faq-blog' },
];

/** The two articles the spec shows in full on the list page. */
const INLINE = ['divorce-costs-south-africa', 'divorce-timeline-south-africa'] as const;

export default function FaqBlogPage() {
  const featured = faqArticleBySlug(FEATURED_ARTICLE_SLUG)!;
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
      <PageHero
        before={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Legal FAQ articles"
        title="Answers to South Africans’ Most Common Legal Questions"
        lead="Plain-language articles on divorce, child maintenance, protection orders and parental rights, written by our editorial team."
      />
      <Container className="space-y-16 py-12">
        <section
          aria-labelledby="featured-title"
          className="grid gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-10 lg:grid-cols-[2fr_1fr] lg:items-center"
        >
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-accent-400">Featured article</p>
            <h2 id="featured-title" className="mt-2 text-2xl font-bold sm:text-3xl">
              {featured.title}
            </h2>
            <p className="mt-3 text-slate-100">{featured.excerpt}</p>
            <p className="mt-3 text-sm text-slate-200">
              {featured.readTime} · {featured.date}
            </p>
          </div>
          <ButtonLink to={`/faq/${featured.slug}`} variant="accent" size="lg">
            Read the divorce cost article
          </ButtonLink>
        </section>

        <section aria-labelledby="all-title">
          <h2 id="all-title" className="text-2xl font-bold text-brand-950">
            All articles
          </h2>
          <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {FAQ_ARTICLES.map((a) => (
              <li key={a.slug} className="flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
                  {a.tags.map((t) => (
                    <li key={t} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
                      {t}
                    </li>
                  ))}
                </ul>
                <h3 className="mt-3 font-semibold text-brand-950">
                  <Link to={`/faq/${a.slug}`} className="hover:underline">
                    {a.title}
                  </Link>
                </h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{a.excerpt}</p>
                <p className="mt-3 text-xs text-slate-600">
                  {a.readTime} · {a.date}
                </p>
              </li>
            ))}
          </ul>
        </section>

        {INLINE.map((slug) => {
          const a = faqArticleBySlug(slug)!;
          return (
            <article
              key={slug}
              aria-labelledby={`${slug}-title`}
              className="mx-auto max-w-3xl space-y-8 border-t border-slate-200 pt-12"
            >
              <header>
                <p className="text-sm text-slate-600">
                  {a.readTime} · {a.date}
                </p>
                <h2 id={`${slug}-title`} className="mt-1 text-3xl font-bold text-brand-950">
                  {a.title}
                </h2>
              </header>
              <Sections sections={a.sections ?? []} headingLevel={3} />
              <div className="flex flex-wrap gap-3">
                <ButtonLink to="/matching">Find a Divorce Lawyer</ButtonLink>
                <ButtonLink to="/guides/divorce" variant="secondary">
                  Read the Divorce Guide
                </ButtonLink>
              </div>
            </article>
          );
        })}
      </Container>
    </>
  );
}
