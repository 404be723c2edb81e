import { Alert, Card } from '@/components/ui';
import { defaultBusinessHours } from '@/domain/firms/options';
import {
  isApproachingLeadLimit,
  isPaidPlan,
  leadsUsedThisMonth,
  planOf,
  remainingLeads,
  UNLIMITED,
  usageFraction,
} from '@/domain/payments/plans';
import type { AccountData, FirmData } from '../api/use-firm-data';
import { FreeLeadsPanel } from './overview/free-leads-panel';
import { ListingCard } from './overview/listing-card';
import { UpcomingConsultations } from './overview/upcoming-consultations';

/**
 * The first tab on every plan: the month's usage, a free firm's own leads with the client's
 * contact details (paid plans have the Leads tab), and the listing's logo and description.
 * `highlightLeadId` is the lead a lead email links to (?lead=<id>).
 */
export function OverviewTab({
  firm,
  account,
  onUpgrade,
  highlightLeadId = null,
}: {
  firm: FirmData;
  account: AccountData | null;
  onUpgrade: () => void;
  highlightLeadId?: string | null;
}) {
  const now = Date.now();
  const usage = {
    packageType: firm.packageType,
    leadsThisMonth: account?.leadsThisMonth ?? 0,
    leadMonth: account?.leadMonth ?? null,
  };
  const used = leadsUsedThisMonth(usage, now);
  const plan = planOf(firm.packageType);
  const limited = plan.monthlyLeads !== UNLIMITED;
  const remaining = remainingLeads(usage, now);
  const percent = Math.round(usageFraction(usage, now) * 100);
  const cards = [
    { label: 'Leads This Month', value: String(used) },
    { label: 'Leads Remaining', value: remaining === UNLIMITED ? 'Unlimited' : String(remaining) },
    { label: 'Usage', value: limited ? `${percent}%` : 'Unlimited plan' },
  ];
  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-3">
        {cards.map((c) => (
          <Card key={c.label}>
            <p className="text-sm font-medium text-slate-600">{c.label}</p>
            <p className="mt-1 text-3xl font-bold text-brand-950">{c.value}</p>
          </Card>
        ))}
      </div>
      <Card>
        {limited ? (
          <>
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
              <h3 className="font-semibold text-slate-900">Monthly usage</h3>
              <span className="text-slate-700">
                {used} of {plan.monthlyLeads} leads
              </span>
            </div>
            <div
              className="mt-3 h-3 rounded-full bg-slate-200"
              role="progressbar"
              aria-label="Monthly lead usage"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <div
                className={`h-3 rounded-full ${percent >= 80 ? 'bg-accent-500' : 'bg-brand-600'}`}
                style={{ width: `${percent}%` }}
              />
            </div>
            {isApproachingLeadLimit(usage, now) && (
              <Alert tone="warning" title="Approaching Lead Limit" className="mt-4">
                You have used {used} of your {plan.monthlyLeads} leads this month. Upgrade to Premium for unlimited leads so no
                client is turned away.{' '}
                <button type="button" className="font-semibold underline" onClick={onUpgrade}>
                  See plans
                </button>
              </Alert>
            )}
          </>
        ) : (
          // An unlimited plan has no bar to fill: say what the month brought instead.
          <div className="text-sm">
            <h3 className="font-semibold text-slate-900">Monthly usage</h3>
            <p className="mt-1 text-slate-700">
              {used === 1 ? '1 lead' : `${used} leads`} this month. Your {plan.name} plan has no monthly limit.
            </p>
          </div>
        )}
      </Card>
      <UpcomingConsultations firmId={firm.id} businessHours={firm.businessHours ?? defaultBusinessHours()} />
      {!isPaidPlan(firm.packageType) && (
        <FreeLeadsPanel
          firmId={firm.id}
          businessHours={firm.businessHours ?? defaultBusinessHours()}
          highlightLeadId={highlightLeadId}
          onUpgrade={onUpgrade}
        />
      )}
      <ListingCard key={firm.id} firm={firm} />
    </div>
  );
}
