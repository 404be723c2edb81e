import { Container } from '@/components/ui/layout';
import { SCORE_SUMMARY } from '@/domain/matching/points';
import { TIE_BREAK_SENTENCE } from '@/domain/matching/ranking-text';
import { RESPONSE_PROMISE, BRAND_NAME } from '@/domain/shared/brand';
import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { HOW_IT_WORKS_STEPS } from '../data/home';

const DETAILS = [
  'Choose whether you need help as a person or a business, then describe your matter in your own words. Suggestions help you pick the right practice area, such as divorce, eviction or unfair dismissal.',
  `We score every verified firm on ${SCORE_SUMMARY}, then pick the strongest match and three alternatives. ${TIE_BREAK_SENTENCE}`,
  'We send your details only to the matched firm. You can choose another firm from your results, and for some matters your case can also be shared with other firms in your province.',
  `The firm contacts you ${RESPONSE_PROMISE} to discuss your matter, its fees and next steps. You decide whether to appoint it.`,
];

export default function HowItWorksPage() {
  return (
    <>
      <PageHero
        eyebrow="How it works"
        title="From your legal problem to the right lawyer in four steps"
        lead={`${BRAND_NAME} is free for clients. You describe what you need; we find a verified South African law firm that handles it.`}
      />
      <Container className="space-y-14 py-12">
        <ol className="grid gap-6 md:grid-cols-2">
          {HOW_IT_WORKS_STEPS.map((step, i) => (
            <li key={step.title} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Step {i + 1}</p>
              <h2 className="mt-1 text-xl font-bold text-brand-950">{step.title}</h2>
              <p className="mt-3 leading-7 text-slate-700">{DETAILS[i]}</p>
            </li>
          ))}
        </ol>
        <section aria-labelledby="promise-title" className="grid gap-6 md:grid-cols-3">
          <h2 id="promise-title" className="sr-only">
            Our promises
          </h2>
          {[
            ['No cost to you', 'Matching is free, with no hidden costs. You only pay a firm if you choose to appoint it.'],
            ['Verified firms only', 'Every firm is registered with the Legal Practice Council.'],
            ['Your data stays private', 'Only your matched firm sees your details, handled in line with POPIA.'],
          ].map(([title, text]) => (
            <div key={title} className="rounded-xl bg-brand-50 p-6">
              <h3 className="font-semibold text-brand-950">{title}</h3>
              <p className="mt-2 text-slate-700">{text}</p>
            </div>
          ))}
        </section>
        <CtaBand
          title="Start your free match"
          primary={{ label: 'Start Free Matching', to: '/matching' }}
          secondary={{ label: 'Read the FAQ', to: '/faq' }}
        />
      </Container>
    </>
  );
}
