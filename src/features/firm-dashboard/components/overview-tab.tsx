import { Alert, Card } from '@/components/ui';
import { isApproachingLeadLimit, leadsUsedThisMonth, planOf, remainingLeads, UNLIMITED, usageFraction } from '@/domain';
import type { AccountData, FirmData } from '../api/use-firm-data';

export function OverviewTab({ firm, account, onUpgrade }: { firm: FirmData; account: AccountData | null; onUpgrade: () => void }) {
  const now = Date.now();
  const usage = { packageType: firm.packageType, leadsThisMonth: account?.leadsThisMonth ?? 0, leadMonth: account?.leadMonth ?? null };
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
        <div className="flex items-center justify-between text-sm">
          <h3 className="font-semibold text-slate-900">Monthly usage</h3>
          <span className="text-slate-700">
            {used} of {limited ? plan.monthlyLeads : 'unlimited'} leads
          </span>
        </div>
        <div className="mt-3 h-3 rounded-full bg-slate-200" role="progressbar" aria-label="Monthly lead usage" aria-valuemin={0} aria-valuemax={100} aria-valuenow={limited ? percent : 0}>
          <div className={`h-3 rounded-full ${percent >= 80 ? 'bg-accent-500' : 'bg-brand-600'}`} style={{ width: `${limited ? percent : 0}%` }} />
        </div>
        {limited && isApproachingLeadLimit(usage, now) && (
          <Alert tone="warning" title="Approaching Lead Limit" className="mt-4">
            You have used {used} of your {plan.monthlyLeads} leads this month. Upgrade to Premium for unlimited leads so no client is turned away.{' '}
            <button type="button" className="font-semibold underline" onClick={onUpgrade}>
              See plans
            </button>
          </Alert>
        )}
      </Card>
    </div>
  );
}
