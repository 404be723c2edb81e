import { Container } from '@/components/ui/layout';
import { SUPPORT_EMAIL, BRAND_NAME } from '@/domain/shared/brand';
import { Accordion } from '../components/accordion';
import { Breadcrumbs } from '../components/breadcrumbs';
import { CtaBand } from '../components/cta-band';
import { JsonLd } from '../components/json-ld';
import { PageHero } from '../components/page-hero';
import { FAQ_PAGE_ITEMS } from '../data/faq';
import { breadcrumbList, faqPage } from '../lib/structured-data';

const crumbs = [
  { label: 'Home', to: '/' },
  { label: 'FAQ', to: '/faq' },
];

export default function FaqPage() {
  return (
    <>
      <JsonLd data={[faqPage(FAQ_PAGE_ITEMS), breadcrumbList(crumbs)]} />
      <PageHero
        before={<Breadcrumbs crumbs={crumbs} />}
        title="Frequently Asked Questions"
        lead={`Everything about cost, the matching process, your privacy and the firms on ${BRAND_NAME}.`}
      />
      <Container className="max-w-3xl space-y-12 py-12">
        <Accordion items={FAQ_PAGE_ITEMS} headingLevel={2} />
        <p className="text-center text-slate-700">
          Still have questions? Email{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`} className="font-semibold text-brand-700 underline">
            {SUPPORT_EMAIL}
          </a>
          .
        </p>
        <CtaBand
          title="Ready to talk to a lawyer?"
          primary={{ label: 'Start Free Matching', to: '/matching' }}
          secondary={{ label: 'How It Works', to: '/how-it-works' }}
        />
      </Container>
    </>
  );
}
