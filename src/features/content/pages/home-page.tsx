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
import { LocalizedMeta } from '@/components/localized-meta';
import { t } from '@/lib/i18n/runtime';
import { useLocale } from '@/lib/i18n/use-locale';
import { homeText } from '../data/home-text';
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

// Translated (issue 27): every client-facing word comes from the catalogs (home-text.ts), and the
// ways into the wizard go to the page's own language (/zu -> /zu/matching).
export default function HomePage() {
  const { pathTo } = useLocale();
  const text = homeText();
  const brand = BRAND_NAME;
  return (
    <>
      <LocalizedMeta page="home" />
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
              {t('home.hero.badge')}
            </p>
            <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight sm:text-5xl">
              {t('home.hero.titleLead')} <span className="text-accent-400">{t('home.hero.titleHighlight')}</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg leading-8 text-slate-100">{t('home.hero.lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={pathTo('/matching')} variant="accent" size="lg">
                {t('home.hero.start')}
              </ButtonLink>
              <ButtonLink to="/featured-firms" variant="secondary" size="lg">
                {t('home.hero.featured')}
              </ButtonLink>
            </div>
            <ul className="mt-6 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-100" aria-label={t('home.hero.badgesLabel')}>
              {[t('home.hero.badgeFree'), t('home.hero.badgeVerified'), t('home.hero.badgeNoObligation')].map((badge) => (
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
              {t('home.hero.learnMore')}
              <span className="sr-only">{t('home.hero.learnMoreHidden', { brand })}</span>
            </Link>
          </div>
          <SiteFigures look="hero" labels={text.figureLabels} />
        </Container>
      </section>

      <section aria-label={t('home.offers.label', { brand })} className="bg-white">
        <Container className="-mt-0 grid gap-5 py-12 md:grid-cols-3">
          <IconCardGrid cards={text.featureCards} icons={featureIcons} look="feature" heading="h2" />
        </Container>
      </section>

      <section aria-labelledby="how-title" className="bg-slate-50 py-16">
        <Container>
          <SectionTitle id="how-title" title={t('home.how.title')} lead={t('home.how.lead')} />
          <ol className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {text.steps.map((step, i) => (
              <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <span
                  className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {i + 1}
                </span>
                <h3 className="mt-4 text-lg font-semibold text-brand-950">
                  <span className="sr-only">{t('home.how.stepNumber', { n: i + 1 })}</span>
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
          <SectionTitle id="why-title" title={t('home.why.title', { brand })} />
          <div className="mt-10 grid gap-5 md:grid-cols-3">
            <IconCardGrid cards={text.whyChoose} icons={whyIcons} look="why" heading="h3" />
          </div>
        </Container>
      </section>

      <section aria-labelledby="trust-title" className="py-16">
        <Container>
          <SectionTitle id="trust-title" title={t('home.trust.title')} />
          <div className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {text.trustItems.map((item) => (
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
            {text.trustStrip.map((text) => (
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
          <SectionTitle id="faq-title" title={t('home.faq.title')} />
          <div className="mt-10">
            <Accordion items={text.faqs} />
          </div>
          <div className="mt-8 rounded-xl bg-white p-6 text-center ring-1 ring-slate-200">
            <h3 className="font-semibold text-brand-950">{t('home.faq.more.title')}</h3>
            <p className="mt-2 text-slate-700">
              {t('home.faq.more.before')}{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
                {SUPPORT_EMAIL}
              </a>{' '}
              {t('home.faq.more.or')}{' '}
              <Link to="/faq" className="font-semibold text-brand-700 underline">
                {t('home.faq.more.link')}
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
              {t('home.start.title')}
            </h2>
            <p className="mx-auto mt-3 max-w-xl text-slate-100">{t('home.start.text')}</p>
            <ButtonLink to={pathTo('/matching')} variant="accent" size="lg" className="mt-6">
              {t('home.start.button')}
            </ButtonLink>
          </div>
        </Container>
      </section>
    </>
  );
}
