/**
 * The home page's words in the page's locale (issue 27), from the catalogs (src/locales, keys
 * `home.*`). The English catalog holds the same words data/home.ts holds for the rest of the site
 * (a unit test keeps them equal). Called during render, after the router's LocaleGate has
 * activated the page's catalog.
 */
import { BRAND_NAME, SITE_FIGURES } from '@/domain/shared/brand';
import { responsePromise } from '@/lib/i18n/response-promise';
import { t, type MessageKey } from '@/lib/i18n/runtime';
import type { HomeFaq, TrustItem } from './home';

export function homeText() {
  const brand = BRAND_NAME;
  const promise = responsePromise();
  const summary = t('home.scoreSummary');
  const areas = SITE_FIGURES.practiceAreaCountLabel;
  const faq = (id: string, category: HomeFaq['category'], key: string): HomeFaq => ({
    id,
    category,
    question: t(`home.faq.${key}.q` as MessageKey, { brand }),
    answer: t(`home.faq.${key}.a` as MessageKey, { brand, promise, summary, areas }),
  });
  return {
    featureCards: [
      { title: t('home.feature.smart.title'), text: t('home.feature.smart.text') },
      { title: t('home.feature.verified.title'), text: t('home.feature.verified.text') },
      { title: t('home.feature.quick.title'), text: t('home.feature.quick.text', { promise }) },
    ],
    steps: [
      { title: t('home.how.step1.title'), text: t('home.how.step1.text') },
      { title: t('home.how.step2.title'), text: t('home.how.step2.text', { summary }) },
      { title: t('home.how.step3.title'), text: t('home.how.step3.text') },
      { title: t('home.feature.quick.title'), text: t('home.how.step4.text', { promise }) },
    ],
    whyChoose: [
      { title: t('home.why.expert.title'), text: t('home.why.expert.text', { areas }) },
      { title: t('home.why.verified.title'), text: t('home.why.verified.text') },
      { title: t('home.why.free.title'), text: t('home.why.free.text') },
    ],
    trustItems: [
      { id: 'lpc', title: t('home.trust.lpc.title'), description: t('home.trust.lpc.text'), color: 'blue' },
      { id: 'free', title: t('home.trust.free.title'), description: t('home.trust.free.text'), color: 'green' },
      { id: 'secure', title: t('home.trust.secure.title'), description: t('home.trust.secure.text'), color: 'purple' },
      { id: 'sa', title: t('home.trust.sa.title'), description: t('home.trust.sa.text'), color: 'orange' },
    ] satisfies TrustItem[],
    trustStrip: [t('home.trust.strip.active'), t('home.trust.strip.verified'), t('home.trust.strip.secure')],
    faqs: [
      faq('cost-free', 'cost', 'free'),
      faq('cost-lawyer', 'cost', 'lawyerCost'),
      faq('process-how', 'process', 'how'),
      faq('process-time', 'process', 'time'),
      faq('security-data', 'security', 'who'),
      faq('security-popia', 'security', 'protected'),
      faq('service-areas', 'service', 'areas'),
      faq('service-where', 'service', 'where'),
    ],
    figureLabels: [t('home.figures.cost'), t('home.figures.hours'), t('home.figures.areas')] as const,
  };
}
