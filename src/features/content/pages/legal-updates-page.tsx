import { Link } from 'react-router';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/layout';
import { Breadcrumbs } from '../components/breadcrumbs';
import { JsonLd } from '../components/json-ld';
import { LegalUpdatesSignup } from '../components/legal-updates-signup';
import { PageHero } from '../components/page-hero';
import { LEGAL_UPDATES, type LegalUpdate } from '../data/legal-updates';
import { breadcrumbList } from '../lib/structured-data';

const urgencyClasses: Record<LegalUpdate['urgency'], string> = {
  Critical: 'bg-red-100 text-red-800 ring-red-300',
  High: 'bg-orange-100 text-orange-900 ring-orange-300',
  Medium: 'bg-yellow-100 text-yellow-900 ring-yellow-300',
};

const crumbs = [
  { label: 'Home', to: '/' },
  { label: 'Recent Legal Changes', to: '/legal-updates' },
];

export default function LegalUpdatesPage() {
  return (
    <>
      <JsonLd data={breadcrumbList(crumbs)} />
      <PageHero
        before={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Legal updates · January 2025"
        title="Recent Legal Changes"
        lead="Changes to South African family law, criminal law and court procedure that may affect you, in plain language."
      />
      <Container className="space-y-10 py-12">
        <div role="note" className="rounded-xl border border-red-300 bg-red-50 p-5 text-red-900">
          <p className="font-bold">If you or someone you know is in danger right now</p>
          <p className="mt-1">
            Call the police on 10111 or the GBV Command Centre on 0800 428 428 (free, 24 hours). You can apply for a protection
            order online or at any magistrate’s court.
          </p>
        </div>

        <div className="grid gap-6 lg:grid-cols-2">
          {LEGAL_UPDATES.map((u) => (
            <article
              key={u.id}
              aria-labelledby={`${u.id}-title`}
              className="flex flex-col rounded-xl border border-slate-200 p-6 shadow-sm"
            >
              <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
                <span className={`rounded-full px-2.5 py-0.5 ring-1 ${urgencyClasses[u.urgency]}`}>{u.urgency}</span>
                <span className="rounded-full bg-brand-100 px-2.5 py-0.5 text-brand-800">{u.category}</span>
                <span className="text-slate-600">{u.date}</span>
              </div>
              <h2 id={`${u.id}-title`} className="mt-3 text-xl font-bold text-brand-950">
                {u.title}
              </h2>
              <p className="mt-2 text-slate-700">{u.excerpt}</p>
              <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-700">Key changes</h3>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
                {u.keyChanges.map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
              <dl className="mt-4 grid gap-3 border-t border-slate-200 pt-4 text-sm sm:grid-cols-2">
                <div>
                  <dt className="font-semibold text-slate-900">Effective date</dt>
                  <dd className="text-slate-700">{u.effectiveDate}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-slate-900">Who is affected</dt>
                  <dd className="text-slate-700">{u.whoAffected}</dd>
                </div>
              </dl>
            </article>
          ))}
        </div>

        <section
          aria-labelledby="next-title"
          className="grid gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-10 md:grid-cols-2 md:items-center"
        >
          <div>
            <h2 id="next-title" className="text-2xl font-bold">
              Does a change affect you?
            </h2>
            <p className="mt-2 text-slate-100">
              Read our{' '}
              <Link to="/guides/divorce" className="font-semibold text-white underline">
                divorce guide
              </Link>{' '}
              and{' '}
              <Link to="/faq-blog" className="font-semibold text-white underline">
                FAQ articles
              </Link>
              , or get matched with a verified law firm: the matching is free, and any fees are agreed with the firm.
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-end">
            <ButtonLink to="/matching" variant="accent" size="lg">
              Find a Lawyer
            </ButtonLink>
          </div>
        </section>

        <section
          id="subscribe"
          aria-labelledby="subscribe-title"
          className="grid gap-6 rounded-2xl border border-slate-200 p-6 shadow-sm sm:p-10 md:grid-cols-2"
        >
          <div>
            <h2 id="subscribe-title" className="text-2xl font-bold text-brand-950">
              Get legal updates by email
            </h2>
            <p className="mt-2 text-slate-700">
              When South African law changes in a way that may affect you, we email a short summary in plain language. We ask you
              to confirm your address first, and every email has a link to unsubscribe with one click.
            </p>
          </div>
          <LegalUpdatesSignup />
        </section>
        <p className="text-sm text-slate-600">
          These summaries are general information, not legal advice. Ask a lawyer how a change applies to you.
        </p>
      </Container>
    </>
  );
}
