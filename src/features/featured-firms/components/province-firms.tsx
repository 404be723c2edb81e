import { useState } from 'react';
import { Alert, Badge, Button, EmptyState, LoadingBlock } from '@/components/ui';
import { MATCH_MESSAGES, type Province } from '@/domain';
import { useFeaturedFirms } from '../api/use-featured-firms';
import { FeaturedRequestFlow } from './featured-request-flow';

/** The featured firms of one province on /featured-firms, shown while its row is open. */
export default function ProvinceFirms({ province, open }: { province: Province; open: boolean }) {
  const load = useFeaturedFirms(province, open);
  const [matching, setMatching] = useState<string | null>(null);
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
      {open && load.status === 'loaded' && load.firms.length === 0 && <EmptyState title={MATCH_MESSAGES.noFeaturedFirms} />}
      {open && load.status === 'loaded' && load.firms.length > 0 && (
        <ul className="grid gap-4 md:grid-cols-2">
          {load.firms.map((firm) => (
            <li key={firm.id} className={matching === firm.id ? 'md:col-span-2' : 'rounded-xl border border-slate-200 p-4'}>
              {matching === firm.id ? (
                <FeaturedRequestFlow
                  firm={firm}
                  onClose={() => setMatching(null)}
                  successAction={{ label: 'Back to Featured Firms' }}
                />
              ) : (
                <article aria-label={firm.firmName} className="flex items-center gap-4">
                  {firm.logoUrl ? (
                    <img src={firm.logoUrl} alt="" className="h-14 w-14 flex-none rounded-lg object-cover" loading="lazy" />
                  ) : (
                    <div
                      aria-hidden="true"
                      className="flex h-14 w-14 flex-none items-center justify-center rounded-lg bg-brand-100 text-xl font-bold text-brand-800"
                    >
                      {firm.firmName.charAt(0)}
                    </div>
                  )}
                  <div className="min-w-0 flex-1">
                    <Badge className="bg-accent-400/20 text-amber-900">Featured</Badge>
                    <h3 className="mt-1 font-bold break-words text-brand-950">{firm.firmName}</h3>
                    <p className="text-sm text-slate-600">{firm.primaryServiceArea}</p>
                  </div>
                  <Button size="sm" onClick={() => setMatching(firm.id)}>
                    Match with Firm<span className="sr-only">: {firm.firmName}</span>
                  </Button>
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
