import { useState } from 'react';
import { Alert, Badge, Button, Card, cn, Dialog } from '@/components/ui';
import {
  formatRand,
  isPaidPlan,
  leadsUsedThisMonth,
  PLAN_IDS,
  PLANS,
  UNLIMITED,
  VAT_NOTE,
  VAT_SUFFIX,
  type PaidPlanId,
} from '@/domain';
import { postCheckoutForm } from '@/lib/post-checkout-form';
import { cancelSubscription, createCheckout } from '../api/firm-account';
import type { AccountData, FirmData } from '../api/use-firm-data';
import { CloseAccountCard } from './close-account-card';

export function SubscriptionTab({ firm, account }: { firm: FirmData; account: AccountData | null }) {
  const current = PLANS[firm.packageType];
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState(false);
  const used = leadsUsedThisMonth(
    { packageType: firm.packageType, leadsThisMonth: account?.leadsThisMonth ?? 0, leadMonth: account?.leadMonth ?? null },
    Date.now(),
  );

  const upgrade = async (plan: PaidPlanId) => {
    setBusy(plan);
    setError(null);
    try {
      postCheckoutForm(await createCheckout(plan));
    } catch {
      setError('Failed to process subscription');
      setBusy(null);
    }
  };

  const cancel = async () => {
    setBusy('cancel');
    setError(null);
    try {
      await cancelSubscription();
      setConfirming(false);
      setCancelled(true);
    } catch {
      setError('Failed to cancel subscription');
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Current plan</p>
          <p className="text-2xl font-bold text-brand-950">{current.name}</p>
          {account?.paymentStatus === 'pending' && account.pendingPlan && isPaidPlan(account.pendingPlan) && (
            <p className="mt-1 text-sm font-medium text-amber-800">Payment pending for {PLANS[account.pendingPlan].name}</p>
          )}
        </div>
        <div className="text-right">
          <p className="text-sm text-slate-600">Leads used this month</p>
          <p className="text-2xl font-bold text-brand-950">
            {used}
            {current.monthlyLeads !== UNLIMITED && (
              <span className="text-base font-normal text-slate-600"> / {current.monthlyLeads}</span>
            )}
          </p>
        </div>
      </Card>
      {cancelled && <Alert tone="success">Your subscription has been cancelled. Your firm is now on the Basic plan.</Alert>}
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <h3 className="text-lg font-semibold text-brand-950">Available plans</h3>
        <p className="text-xs text-slate-600">{VAT_NOTE}.</p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const isCurrent = id === firm.packageType;
            return (
              <Card
                key={id}
                className={cn('flex flex-col', plan.highlight && 'ring-2 ring-accent-400', isCurrent && 'border-brand-700')}
              >
                <div className="flex items-center justify-between gap-2">
                  <h4 className="font-semibold text-brand-950">{plan.name}</h4>
                  {plan.highlight && <Badge className="bg-accent-400 text-brand-950">{plan.highlight}</Badge>}
                  {isCurrent && <Badge>Current plan</Badge>}
                </div>
                <p className="mt-2 text-2xl font-bold">
                  <span className="whitespace-nowrap">{formatRand(plan.price)}</span>
                  <span className="text-sm font-normal text-slate-600">/month ({VAT_SUFFIX})</span>
                </p>
                {plan.previousPrice && (
                  <s className="text-sm whitespace-nowrap text-slate-500">was {formatRand(plan.previousPrice)}</s>
                )}
                {plan.freeMonths > 0 && (
                  <p className="text-sm font-medium text-green-800">
                    {plan.freeMonths} month free, thereafter{' '}
                    <span className="whitespace-nowrap">{formatRand(plan.price)}/month</span>
                  </p>
                )}
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {plan.features.map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
                {isPaidPlan(id) && !isCurrent && (
                  <Button className="mt-4" onClick={() => upgrade(id)} busy={busy === id} disabled={busy !== null}>
                    Upgrade to {plan.name}
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      </div>
      {isPaidPlan(firm.packageType) && (
        <Card>
          <h3 className="font-semibold text-brand-950">Cancel subscription</h3>
          <p className="mt-1 text-sm text-slate-700">
            Plans are month to month. If you cancel, your firm moves to the Basic plan (2 leads a month).
          </p>
          <Button variant="danger" className="mt-3" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        </Card>
      )}
      <CloseAccountCard />
      <Dialog open={confirming} title="Cancel your subscription?" onClose={() => setConfirming(false)}>
        <p className="text-sm text-slate-700">
          Your firm will move to the Basic plan with up to 2 leads a month. Leads you already have stay saved.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
          <Button variant="danger" onClick={cancel} busy={busy === 'cancel'}>
            Yes, cancel my subscription
          </Button>
        </div>
      </Dialog>
    </div>
  );
}
