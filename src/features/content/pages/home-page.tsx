import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { SUPPORT_EMAIL, BRAND_NAME } from '@/domain/shared/brand';
import { Accordion } from '../components/accordion';
import { Icon, type IconName } from '../components/icons';
import { IconCardGrid } from '../components/icon-card-grid';
import { JsonLd } from '../components/json-ld';
import { PromoBanner } from '../components/promo-banner';
import { SiteFigures } from '../components/site-figures';
import { FEATURE_CARDS, HOME_FAQS, HOW_IT_WORKS_STEPS, TRUST_ITEMS, TRUST_STRIP, WHY_CHOOSE } from '../data/home';
import { organization } from '../lib/structured-data';

const featureIcons = ['spark', 'shield', 'clock'] as const;
const whyIcons = ['scale', 'shield', 'heart'] as const;
const trustIcons: Record<string, IconName> = { lpc: 'shield', free: 'heart', secure: 'lock', sa: 'pin' };
const trustColours = {
  blue: 'bg-brand-100 text-brand-800',
  green: 'bg-green-100 text-green-800',
  purple: 'bg-purple-100 text-purple-800',
  orange: 'bg-orange-100 text-orange-800',
} as const;

function SectionTitle({ id, title, lead }: { id: string; title: string; lead?: string }) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-brand-950">
        {title}
      </h2>
      {lead && <p className="mt-3 text-lg text-slate-700">{lead}</p>}
    </div>
  );
}

export default function HomePage() {
  return (
    <>
      <JsonLd data={organization()} />
      <PromoBanner />

      <section
        aria-labelledby="hero-title"
        className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-900 to-brand-800 text-white"
      >
        <Container className="grid gap-10 py-14 sm:py-20 lg:grid-cols-[1.2fr_1fr] lg:items-center">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-white ring-1 ring-white/20">
              <Icon name="check" className="h-4 w-4 text-accent-400" />
              100% free service for clients: no hidden costs, no obligation
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
              Find &amp; Match With <span className="text-accent-400">Legal Experts</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-100">
              Describe your legal problem, swipe through the steps and we match you with a verified South African law firm that
              handles exactly your kind of matter, near you.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/matching" variant="accent" size="lg">
                Start Free Matching
              </ButtonLink>
              <ButtonLink to="/featured-firms" variant="secondary" size="lg">
                Featured Firms
              </ButtonLink>
            </div>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-100" aria-label="Why it is safe to start">
              {['Free service', 'Verified lawyers', 'No obligations'].map((badge) => (
                <li key={badge} className="inline-flex items-center gap-1.5">
                  <Icon name="check" className="h-4 w-4 text-accent-400" />
                  {badge}
                </li>
              ))}
            </ul>
            <Link
              to="/how-it-works"
              className="mt-6 inline-block font-semibold text-white underline underline-offset-4 hover:text-accent-400"
            >
              Learn More<span className="sr-only"> about how {BRAND_NAME} works</span>
            </Link>
          </div>
          <SiteFigures look="hero" />
        </Container>
      </section>

      <section aria-label={`What ${BRAND_NAME} offers`} className="bg-white">
        <Container className="-mt-0 grid gap-5 py-12 md:grid-cols-3">
          <IconCardGrid cards={FEATURE_CARDS} icons={featureIcons} look="feature" heading="h2" />
        </Container>
      </section>

      <section aria-labelledby="how-title" className="bg-slate-50 py-16">
        <Container>
          <SectionTitle id="how-title" title="How It Works" lead="Four steps from your problem to a lawyer who can help." />
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {HOW_IT_WORKS_STEPS.map((step, i) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">
                  <span className="sr-only">Step {i + 1}: </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700">{step.text}</p>
              </li>
            ))}
          </ol>
        </Container>
      </section>

      <section aria-labelledby="why-title" className="py-16">
        <Container>
          <SectionTitle id="why-title" title={`Why Choose ${BRAND_NAME}`} />
          <div className="mt-10 grid gap-5 md:grid-cols-3">
            <IconCardGrid cards={WHY_CHOOSE} icons={whyIcons} look="why" heading="h3" />
          </div>
        </Container>
      </section>

      <section aria-labelledby="trust-title" className="py-16">
        <Container>
          <SectionTitle id="trust-title" title="Trusted by South Africans" />
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {TRUST_ITEMS.map((item) => (
              <div key={item.id} className="rounded-xl border border-slate-200 p-6 text-center">
                <span
                  className={`mx-auto inline-flex h-12 w-12 items-center justify-center rounded-full ${trustColours[item.color]}`}
                >
                  <Icon name={trustIcons[item.id] ?? 'shield'} />
                </span>
                <h3 className="mt-4 font-semibold text-brand-950">{item.title}</h3>
                <p className="mt-2 text-sm text-slate-700">{item.description}</p>
              </div>
            ))}
          </div>
          <ul className="mt-10 flex flex-col items-center justify-center gap-3 rounded-xl bg-brand-900 px-6 py-5 text-sm font-semibold text-white sm:flex-row sm:gap-10">
            {TRUST_STRIP.map((text) => (
              <li key={text} className="inline-flex items-center gap-2">
                <Icon name="check" className="h-5 w-5 text-accent-400" />
                {text}
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <section aria-labelledby="faq-title" className="bg-slate-50 py-16">
        <Container className="max-w-3xl">
          <SectionTitle id="faq-title" title="Frequently Asked Questions" />
          <div className="mt-10">
            <Accordion items={HOME_FAQS} />
          </div>
          <div className="mt-8 rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
            <h3 className="font-semibold text-brand-950">Still have questions?</h3>
            <p className="mt-2 text-slate-700">
              Our support team is happy to help:{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              or read the{' '}
              <Link to="/faq" className="font-semibold text-brand-700 underline">
                full FAQ
              </Link>
              .
            </p>
          </div>
        </Container>
      </section>

      <section aria-labelledby="start-title" className="py-16">
        <Container>
          <div className="rounded-2xl bg-brand-900 px-6 py-12 text-center text-white">
            <h2 id="start-title" className="text-3xl font-bold">
              Ready to find your lawyer?
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-100">
              It takes about two minutes, it is free and there is no obligation.
            </p>
            <ButtonLink to="/matching" variant="accent" size="lg" className="mt-6">
              Start Matching
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
