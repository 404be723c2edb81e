import { useState } from 'react';
import { useParams } from 'react-router';
import { FirmCard } from '@/components/firm-card';
import { FirmReviews } from '@/components/review-card';
import { Alert, Button, ButtonLink, Container, EmptyState, PageHeading, PageMeta } from '@/components/ui';
import { MATCH_MESSAGES } from '@/domain/leads/leads';
import { BRAND_NAME } from '@/domain/shared/brand';
import { provinceFromSlug } from '@/domain/shared/provinces';
import { useFeaturedFirms } from '../api/use-featured-firms';
import { FeaturedRequestFlow } from '../components/featured-request-flow';
import { useFeaturedRequestUrl } from '../components/use-featured-request-step';
import { firmReviewsLoader } from '@/lib/firm-reviews';

export default function FeaturedProvincePage() {
  const slug = useParams().province ?? '';
  // Hyphens in the parameter read as spaces: 'western-cape' is Western Cape.
  const province = provinceFromSlug(slug);
  const load = useFeaturedFirms(province);
  const [openDetails, setOpenDetails] = useState<string | null>(null);
  // The open request is the URL's (`?request=<firmId>&step=N`), so a reload comes back to it.
  const { request, open: openRequest } = useFeaturedRequestUrl();
  const matching = request?.firmId ?? null;
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
      ) : load.data.length === 0 ? (
        <EmptyState title={MATCH_MESSAGES.noFeaturedFirms} action={<ButtonLink to="/matching">Get matched instead</ButtonLink>} />
      ) : (
        <ul className="grid gap-5 md:grid-cols-2">
          {load.data.map((firm) => (
            <li key={firm.id}>
              {matching === firm.id ? (
                <FeaturedRequestFlow firm={firm} successAction={{ label: 'Return to Home', to: '/' }} />
              ) : (
                <FirmCard
                  firm={firm}
                  headingLevel={2}
                  moreDetails={() => <FirmReviews firmName={firm.firmName} load={firmReviewsLoader(firm.id)} />}
                  details={{
                    open: openDetails === firm.id,
                    onToggle: () => setOpenDetails((id) => (id === firm.id ? null : firm.id)),
                  }}
                  action={
                    <Button onClick={() => openRequest(firm.id)}>
                      Match<span className="sr-only"> with {firm.firmName}</span>
                    </Button>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}
