import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { PageMeta } from '@/components/ui/page-meta';
import { countFor, countKey, type PracticeAreaCounts } from '@/domain/firms/practice-area-counts';
import { SCORE_SUMMARY } from '@/domain/matching/points';
import { BRAND_NAME } from '@/domain/shared/brand';
import { fetchPracticeAreaCounts } from '../api/practice-area-counts';
import { firmCountText } from '../components/firm-count-text';
import { Accordion } from '../components/accordion';
import { CtaBand } from '../components/cta-band';
import { Icon } from '../components/icons';
import { CITIES, cityBySlug, cityStats, type CityService } from '../data/cities';
import { breadcrumbList, legalService } from '../lib/structured-data';
import { ContentNotFound } from './content-not-found';

const colours: Record<CityService['colour'], string> = {
  blue: 'bg-brand-100 text-brand-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-800',
  red: 'bg-red-100 text-red-800',
  teal: 'bg-teal-100 text-teal-800',
};

const STEPS = [
  ['Describe your matter', 'Tell us what happened and that you are in or near the city. It takes about two minutes.'],
  ['Get matched', `We score verified firms on ${SCORE_SUMMARY}, and pick the best fit.`],
  ['Speak to your lawyer', 'The firm contacts you to discuss your matter and its fees. You decide whether to go ahead.'],
] as const;

/** The functions' live counts, fetched after the (prerendered) page is on screen; null until then or if unavailable. */
function usePracticeAreaCounts(): PracticeAreaCounts | null {
  const [counts, setCounts] = useState<PracticeAreaCounts | null>(null);
  useEffect(() => {
    const abort = new AbortController();
    // The counts are an extra; without them the page lists the areas without numbers.
    fetchPracticeAreaCounts(abort.signal)
      .then((c) => !abort.signal.aborted && setCounts(c))
      .catch(() => undefined);
    return () => abort.abort();
  }, []);
  return counts;
}

/**
 * Empty until the counts arrive. Always in the HTML, marked with its key, so a page the app does
 * not hydrate fills it from its island (src/islands/firm-counts.ts).
 */
function FirmCount({ count, countKey: key }: { count: number | null; countKey: string }) {
  return (
    <span data-island="firm-count" data-count-key={key} className="block text-sm text-slate-700">
      {count === null ? '' : firmCountText(count)}
    </span>
  );
}

export default function CityPage() {
  const { city: slug } = useParams();
  const city = cityBySlug(slug);
  const counts = usePracticeAreaCounts();
  if (!city) return <ContentNotFound path={`/lawyers/${slug ?? ''}`} backTo="/" backLabel="Go to the home page" />;

  const path = `/lawyers/${city.slug}`;
  const title = `Find a Lawyer in ${city.name}: Verified Law Firms | ${BRAND_NAME}`;
  const description = `Get matched for free with a verified law firm in ${city.name}, ${city.province}: divorce, criminal, property, labour and commercial law.`;
  const crumbs = [
    { label: 'Home', to: '/' },
    { label: `Lawyers in ${city.name}`, to: path },
  ];
  const others = CITIES.filter((c) => c.slug !== city.slug);

  return (
    <>
      <PageMeta
        title={title}
        description={description}
        path={path}
        jsonLd={[
          legalService({
            city: city.name,
            province: city.province,
            path,
            description,
            areas: city.areas,
          }),
          breadcrumbList(crumbs),
        ]}
      />
      <section aria-labelledby="city-title" className="bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white">
        <Container className="py-12 sm:py-16">
          <nav aria-label="Breadcrumb" className="text-sm text-slate-200">
            <Link to="/" className="hover:underline">
              Home
            </Link>{' '}
            <span aria-hidden="true">/</span> <span aria-current="page">Lawyers in {city.name}</span>
          </nav>
          <h1 id="city-title" className="mt-4 text-3xl font-extrabold tracking-tight sm:text-5xl">
            Find a Lawyer in {city.name}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-8 text-slate-100">{city.intro}</p>
          <ButtonLink to="/matching" variant="accent" size="lg" className="mt-8">
            Find My {city.name} Lawyer
          </ButtonLink>
          <dl className="mt-10 grid grid-cols-1 gap-3 sm:grid-cols-3">
            {cityStats().map((s) => (
              <div key={s.label} className="flex flex-col rounded-xl bg-white/10 p-4 ring-1 ring-white/20">
                <dt className="order-2 text-sm text-slate-100">{s.label}</dt>
                <dd className="order-1 text-2xl font-bold text-accent-400">{s.value}</dd>
              </div>
            ))}
          </dl>
        </Container>
      </section>

      <Container className="space-y-16 py-14">
        <section aria-labelledby="services-title">
          <h2 id="services-title" className="text-2xl font-bold text-brand-950">
            Popular legal services in {city.name}
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {city.services.map((service) => (
              <li key={service.name} className="flex items-center gap-4 rounded-xl border border-slate-200 p-5">
                <span
                  className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg ${colours[service.colour]}`}
                >
                  <Icon name={service.icon} />
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{service.name}</span>
                  <FirmCount count={countFor(counts, city.slug, service.area)} countKey={countKey(city.slug, service.area)} />
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="why-title">
          <h2 id="why-title" className="text-2xl font-bold text-brand-950">
            Why choose {BRAND_NAME} in {city.name}
          </h2>
          <div className="mt-6 grid gap-5 md:grid-cols-3">
            {city.whyChoose.map((w) => (
              <div key={w.title} className="rounded-xl bg-brand-50 p-6">
                <h3 className="font-semibold text-brand-950">{w.title}</h3>
                <p className="mt-2 text-slate-700">{w.text}</p>
              </div>
            ))}
          </div>
        </section>

        <section aria-labelledby="areas-title">
          <h2 id="areas-title" className="text-2xl font-bold text-brand-950">
            Areas we serve in {city.name}
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {city.areas.map((area) => (
              <li key={area} className="flex items-center gap-2 rounded-lg border border-slate-200 px-4 py-3 text-slate-800">
                <Icon name="pin" className="h-4 w-4 shrink-0 text-brand-700" />
                {area}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="steps-title">
          <h2 id="steps-title" className="text-2xl font-bold text-brand-950">
            How to find a lawyer in {city.name}
          </h2>
          <ol className="mt-6 grid gap-5 md:grid-cols-3">
            {STEPS.map(([title, text], i) => (
              <li key={title} className="rounded-xl border border-slate-200 p-6">
                <span
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-3 font-semibold text-brand-950">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="city-faq-title" className="max-w-3xl">
          <h2 id="city-faq-title" className="text-2xl font-bold text-brand-950">
            Questions about lawyers in {city.name}
          </h2>
          <div className="mt-6">
            <Accordion items={city.faqs} />
          </div>
        </section>

        {city.resources && (
          <section aria-labelledby="resources-title" className="rounded-xl border border-slate-200 p-6">
            <h2 id="resources-title" className="text-2xl font-bold text-brand-950">
              Legal resources
            </h2>
            <div className="mt-4 grid gap-6 sm:grid-cols-2">
              <ul className="space-y-2">
                {[
                  ['/guides/divorce', 'Divorce guide'],
                  ['/guides/child-custody', 'Child custody guide'],
                  ['/guides/child-maintenance', 'Child maintenance guide'],
                  ['/faq-blog', 'Legal FAQ articles'],
                  ['/legal-updates', 'Recent legal changes'],
                  ['/blog', `${BRAND_NAME} blog`],
                ].map(([to, label]) => (
                  <li key={to}>
                    <Link to={to!} className="font-semibold text-brand-700 hover:underline">
                      {label}
                    </Link>
                  </li>
                ))}
              </ul>
              <ul className="space-y-2">
                {others.map((c) => (
                  <li key={c.slug}>
                    <Link to={`/lawyers/${c.slug}`} className="font-semibold text-brand-700 hover:underline">
                      Lawyers in {c.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        )}

        <CtaBand
          title={`Ready to meet your ${city.name} lawyer?`}
          primary={{ label: 'Start Free Matching', to: '/matching' }}
          secondary={{ label: 'How It Works', to: '/how-it-works' }}
        >
          <p>Free for clients, no obligation, verified firms only.</p>
        </CtaBand>
      </Container>
    </>
  );
}
