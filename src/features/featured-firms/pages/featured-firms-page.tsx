import { useId, useState } from 'react';
import { Alert, Badge, Button, Container, EmptyState, LoadingBlock, PageHeading } from '@/components/ui';
import { MATCH_MESSAGES, PROVINCES, type Province } from '@/domain';
import { useFeaturedFirms } from '../api/use-featured-firms';
import { FeaturedRequestFlow } from '../components/featured-request-flow';

export default function FeaturedFirmsPage() {
  const [open, setOpen] = useState<Province | null>(null);
  return (
    <Container className="py-10 sm:py-12">
      <PageHeading
        title="Featured Law Firms"
        lead="Verified firms featured in each province. Open a province to see its firms and request a match."
      />
      <ul className="space-y-3">
        {PROVINCES.map((province) => (
          <ProvinceRow
            key={province}
            province={province}
            open={open === province}
            onToggle={() => setOpen((p) => (p === province ? null : province))}
          />
        ))}
      </ul>
    </Container>
  );
}

function ProvinceRow({ province, open, onToggle }: { province: Province; open: boolean; onToggle: () => void }) {
  const panelId = useId();
  // Firms load on the first expand and stay cached while the row is collapsed.
  const load = useFeaturedFirms(province, open);
  const [matching, setMatching] = useState<string | null>(null);
  return (
    <li className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          className="flex w-full items-center justify-between px-5 py-4 text-left text-lg font-semibold text-brand-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {province}
          <span aria-hidden="true" className={`transition-transform ${open ? 'rotate-180' : ''}`}>
            ▾
          </span>
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="border-t border-slate-100 px-5 py-4">
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
      </div>
    </li>
  );
}
