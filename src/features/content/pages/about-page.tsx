import { Container } from '@/components/ui/layout';
import { PAID_RANKING_CLAUSE } from '@/domain/matching/ranking-text';
import { SUPPORT_EMAIL, BRAND_NAME } from '@/domain/shared/brand';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { SiteFigures } from '../components/site-figures';

export default function AboutPage() {
  return (
    <>
      <PageHero
        eyebrow="About us"
        title="Making legal help easier to find in South Africa"
        lead={`${BRAND_NAME} is a free service that connects people and businesses with law firms registered with the Legal Practice Council.`}
      />
      <Container className="max-w-3xl space-y-10 py-12">
        <section className="space-y-4" aria-labelledby="why-title">
          <h2 id="why-title" className="text-2xl font-bold text-brand-950">
            Why we built {BRAND_NAME}
          </h2>
          <p className="leading-7 text-slate-700">
            Most people look for a lawyer at a difficult moment: a divorce, an eviction notice, a dismissal, a protection order.
            Knowing which firm handles your kind of matter, near you, should not be the hard part. {BRAND_NAME} asks a few plain
            questions and matches you with a verified firm that does.
          </p>
          <p className="leading-7 text-slate-700">
            Clients never pay us. We earn our money from paid plans that law firms choose to buy: unlimited leads, and being{' '}
            {PAID_RANKING_CLAUSE}. Firms cannot buy a client’s details, and they cannot pay to appear in a match that does not fit
            or ahead of a firm that fits better.
          </p>
        </section>
        <section aria-labelledby="numbers-title">
          <h2 id="numbers-title" className="text-2xl font-bold text-brand-950">
            {BRAND_NAME} in numbers
          </h2>
          <SiteFigures look="tiles" />
        </section>
        <section className="space-y-4" aria-labelledby="values-title">
          <h2 id="values-title" className="text-2xl font-bold text-brand-950">
            What we stand for
          </h2>
          <ul className="list-disc space-y-2 pl-6 text-slate-700">
            <li>Verified lawyers only: every firm is registered with the Legal Practice Council.</li>
            <li>Privacy first: your details go only to your matched firm, handled under POPIA.</li>
            <li>Built for South Africans: all nine provinces, South African law and courts.</li>
            <li>
              Honest help: we are a matching service and do not give legal advice. Questions? Email{' '}
              <a className="font-semibold text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              .
            </li>
          </ul>
        </section>
        <CtaBand
          title="Need a lawyer?"
          primary={{ label: 'Start Free Matching', to: '/matching' }}
          secondary={{ label: 'For Law Firms', to: '/for-firms' }}
        />
      </Container>
    </>
  );
}
