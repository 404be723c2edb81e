import { Alert, Card, LoadingBlock } from '@/components/ui';
import { formatMonthKey } from '@/domain/shared/format';
import { FIRM_STATS_READ, useMarketplaceFunnel } from '../api/marketplace-funnel';

const share = (count: number, leads: number) =>
  leads === 0 ? String(count) : `${count} (${Math.round((count / leads) * 100)}%)`;

/**
 * Across the marketplace, per month: leads, and how many were answered through the platform, booked
 * and consulted, with their share of the month's leads (what each firm's Analytics tab shows for
 * itself, docs/response-clock.md). Added up from every firm's stored figures.
 */
export function MarketplaceFunnel() {
  const funnel = useMarketplaceFunnel();
  return (
    <Card className="min-w-0">
      <section aria-labelledby="marketplace-funnel-heading" className="space-y-3">
        <div>
          <h2 id="marketplace-funnel-heading" className="text-lg font-semibold text-brand-950">
            Marketplace: answered, booked and consulted
          </h2>
          <p className="text-sm text-slate-700">Every firm’s leads of the last twelve months, by the month they arrived.</p>
        </div>
        {funnel.status === 'loading' && <LoadingBlock label="Loading the marketplace figures..." />}
        {funnel.status === 'error' && <Alert tone="error">Could not load the marketplace figures. Please try again.</Alert>}
        {funnel.status === 'ready' && (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Marketplace leads answered, booked and consulted per month</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-600">
                  {['Month', 'Leads', 'Answered', 'Booked', 'Consulted'].map((head) => (
                    <th key={head} scope="col" className="py-2 pr-4 font-medium">
                      {head}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {funnel.data.months.map((m) => (
                  <tr key={m.month} className="border-b border-slate-100">
                    <th scope="row" className="py-2 pr-4 font-medium text-slate-900">
                      {formatMonthKey(m.month, 'long')}
                    </th>
                    <td className="py-2 pr-4">{m.leads}</td>
                    <td className="py-2 pr-4">{share(m.answered, m.leads)}</td>
                    <td className="py-2 pr-4">{share(m.booked, m.leads)}</td>
                    <td className="py-2">{share(m.consulted, m.leads)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p className="mt-2 text-sm text-slate-600">
              From {funnel.data.firms} firms’ figures
              {funnel.data.firms >= FIRM_STATS_READ ? ` (the first ${FIRM_STATS_READ} read)` : ''}.
            </p>
          </div>
        )}
      </section>
    </Card>
  );
}
