import { FirmCard } from '@/components/firm-card';
import { FirmReviews } from '@/components/review-card';
import { Alert, Button, EmptyState, LoadingBlock } from '@/components/ui';
import { MATCH_MESSAGES } from '@/domain/leads/leads';
import { type Province } from '@/domain/shared/provinces';
import { useFeaturedFirms } from '../api/use-featured-firms';
import { FeaturedRequestFlow } from './featured-request-flow';
import { useFeaturedRequestUrl } from './use-featured-request-step';
import { firmReviewsLoader } from '@/lib/firm-reviews';

/** The featured firms of one province on /featured-firms, shown while its row is open. */
export default function ProvinceFirms({ province, open }: { province: Province; open: boolean }) {
  const load = useFeaturedFirms(province, open);
  // The open request is the URL's (`?request=<firmId>`), so a reload comes back to it.
  const { request, open: openRequest } = useFeaturedRequestUrl();
  const matching = open ? (request?.firmId ?? null) : null;
  return (
    <>
      {open && load.status === 'loading' && <LoadingBlock label={`Loading featured firms in ${province}...`} />}
      {open && load.status === 'error' && (
        <Alert tone="error">
          {MATCH_MESSAGES.loadFirmsFailed}{' '}
          <button type="button" onClick={load.retry} className="font-semibold underline">
            Try again
          </button>
        </Alert>
      )}
      {open && load.status === 'ready' && load.data.length === 0 && <EmptyState title={MATCH_MESSAGES.noFeaturedFirms} />}
      {open && load.status === 'ready' && load.data.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {load.data.map((firm) => (
            <li key={firm.id} className={matching === firm.id ? 'md:col-span-2' : undefined}>
              {matching === firm.id ? (
                <FeaturedRequestFlow firm={firm} successAction={{ label: 'Back to Featured Firms' }} />
              ) : (
                <FirmCard
                  firm={firm}
                  featured
                  moreDetails={() => <FirmReviews firmName={firm.firmName} load={firmReviewsLoader(firm.id)} />}
                  action={
                    <Button onClick={() => openRequest(firm.id)}>
                      Match with Firm<span className="sr-only">: {firm.firmName}</span>
                    </Button>
                  }
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
