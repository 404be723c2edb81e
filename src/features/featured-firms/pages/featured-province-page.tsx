import { useId, useState } from 'react';
import { useParams } from 'react-router';
import {
  Alert,
  Button,
  ButtonLink,
  Container,
  EmptyState,
  FirmLogo,
  PageHeading,
  PageMeta,
  RatingSummary,
} from '@/components/ui';
import {
  consultationMethodLabel,
  formatRand,
  languageName,
  MATCH_MESSAGES,
  provinceFromSlug,
  type ConsultationMethod,
  BRAND_NAME,
} from '@/domain';
import { useFeaturedFirms } from '../api/use-featured-firms';
import type { FeaturedFirm } from '../api/list-featured-firms';
import { FeaturedRequestFlow } from '../components/featured-request-flow';

const borderFor = (plan: string) =>
  plan === 'premium_plus' ? 'border-purple-500' : plan === 'premium' ? 'border-yellow-400' : 'border-blue-400';

export default function FeaturedProvincePage() {
  const slug = useParams().province ?? '';
  // Hyphens in the parameter read as spaces: 'western-cape' is Western Cape.
  const province = provinceFromSlug(slug);
  const load = useFeaturedFirms(province);
  const [openDetails, setOpenDetails] = useState<string | null>(null);
  const [matching, setMatching] = useState<string | null>(null);
  const name = province ?? slug.replace(/-/g, ' ');
  const path = `/featured-firms/${slug}`;

  return (
    <Container className="py-10 sm:py-12">
      <PageMeta
        title={`Featured Law Firms in ${name} | ${BRAND_NAME}`}
        description={`Featured, verified law firms in ${name}. Compare ratings and response times and request a match, free of charge.`}
        path={path}
        noindex={!province}
      />
      <PageHeading title={`Featured Law Firms in ${name}`} lead="Verified firms you can contact directly, free of charge." />
      {!province ? (
        <EmptyState
          title={MATCH_MESSAGES.noFeaturedFirms}
          action={<ButtonLink to="/featured-firms">See all provinces</ButtonLink>}
        />
      ) : load.status === 'loading' ? (
        <p role="status" className="py-10 text-center text-slate-700">
          Loading featured firms...
        </p>
      ) : load.status === 'error' ? (
        <Alert tone="error">
          {MATCH_MESSAGES.loadFeaturedFirmsFailed}{' '}
          <button type="button" onClick={load.retry} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      ) : load.firms.length === 0 ? (
        <EmptyState title={MATCH_MESSAGES.noFeaturedFirms} action={<ButtonLink to="/matching">Get matched instead</ButtonLink>} />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {load.firms.map((firm) => (
            <li key={firm.id}>
              {matching === firm.id ? (
                <FeaturedRequestFlow
                  firm={firm}
                  onClose={() => setMatching(null)}
                  successAction={{ label: 'Return to Home', to: '/' }}
                />
              ) : (
                <ProvinceFirmCard
                  firm={firm}
                  detailsOpen={openDetails === firm.id}
                  onToggleDetails={() => setOpenDetails((id) => (id === firm.id ? null : firm.id))}
                  onMatch={() => setMatching(firm.id)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function ProvinceFirmCard({
  firm,
  detailsOpen,
  onToggleDetails,
  onMatch,
}: {
  firm: FeaturedFirm;
  detailsOpen: boolean;
  onToggleDetails: () => void;
  onMatch: () => void;
}) {
  const detailsId = useId();
  return (
    <article
      aria-label={firm.firmName}
      data-plan={firm.packageType}
      className={`h-full rounded-2xl border-2 bg-white p-5 shadow-sm ${borderFor(firm.packageType)}`}
    >
      <div className="flex items-start gap-4">
        <FirmLogo name={firm.firmName} logoUrl={firm.logoUrl} className="h-16 w-16 text-2xl" />
        <div className="min-w-0 flex-1">
          <h2 className="text-lg font-bold break-words text-brand-950">{firm.firmName}</h2>
          <p className="text-sm text-slate-600">{firm.primaryServiceArea}</p>
          <RatingSummary rating={firm.rating} reviewCount={firm.reviewCount} />
        </div>
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-2 text-sm">
        <div>
          <dt className="text-slate-600">Team size</dt>
          <dd className="font-medium text-slate-900">{firm.teamSize || 'Not listed'}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Response time</dt>
          <dd className="font-medium text-slate-900">{firm.responseTime || 'Not listed'}</dd>
        </div>
      </dl>
      <button
        type="button"
        aria-expanded={detailsOpen}
        aria-controls={detailsId}
        onClick={onToggleDetails}
        className="mt-4 text-sm font-semibold text-brand-700 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        {detailsOpen ? 'Hide Details' : 'More Details'}
      </button>
      <div id={detailsId} hidden={!detailsOpen} className="mt-3 space-y-2 text-sm text-slate-700">
        <p>
          <strong>About:</strong> {firm.description}
        </p>
        <p>
          <strong>Languages:</strong> {firm.languages.map(languageName).join(', ') || 'Not listed'}
        </p>
        <p>
          <strong>Consultation fee:</strong>{' '}
          {firm.consultationFees > 0 ? formatRand(firm.consultationFees) : 'Free first consultation'}
        </p>
        <p>
          <strong>Consultation methods:</strong>{' '}
          {firm.consultationMethods.map((m) => consultationMethodLabel(m as ConsultationMethod)).join(', ') || 'Not listed'}
        </p>
      </div>
      <Button className="mt-5 w-full" onClick={onMatch}>
        Match<span className="sr-only"> with {firm.firmName}</span>
      </Button>
    </article>
  );
}
