import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Card, cn, Dialog } from '@/components/ui';
import { cancelledPlanNotice, checkoutQuote, featuresBesidesTrial, paidThrough, sastDateLabel } from '@/domain/payments/billing';
import { type CancelSubscriptionResult } from '@/domain/payments/contract';
import { PLAN_IDS, type PaidPlanId } from '@/domain/payments/plan-ids';
import { isPaidPlan, leadsUsedThisMonth, PLANS, UNLIMITED, VAT_NOTE, VAT_SUFFIX } from '@/domain/payments/plans';
import { formatRand } from '@/domain/shared/money';
import { postCheckoutForm } from '@/lib/post-checkout-form';
import { useMutation } from '@/lib/use-mutation';
import { cancelSubscription, createCheckout, getCheckoutOffer } from '../api/firm-account';
import type { AccountData, FirmData } from '../api/use-firm-data';
import { CloseAccountCard } from './close-account-card';

export function SubscriptionTab({ firm, account }: { firm: FirmData; account: AccountData | null }) {
  const current = PLANS[firm.packageType];
  const [confirming, setConfirming] = useState(false);
  const [cancelled, setCancelled] = useState<CancelSubscriptionResult | null>(null);
  const [chosen, setChosen] = useState<PaidPlanId | null>(null);
  // The plan whose checkout is posting: the page is leaving for PayFast, so its button stays busy.
  const [leaving, setLeaving] = useState<PaidPlanId | null>(null);
  const [lastAction, setLastAction] = useState<'upgrade' | 'cancel'>('upgrade');
  const upgrade = useMutation(
    async (plan: PaidPlanId) => {
      setChosen(plan);
      setLastAction('upgrade');
      const checkout = await createCheckout(plan);
      setLeaving(plan);
      postCheckoutForm(checkout);
    },
    { words: [], fallback: 'Failed to process subscription' },
  );
  const cancel = useMutation(
    async () => {
      setLastAction('cancel');
      try {
        setCancelled(await cancelSubscription());
      } finally {
        setConfirming(false);
      }
    },
    // The server's own refusal says what to do (try again later, already cancelled).
    { words: 'refusals', fallback: 'Failed to cancel subscription' },
  );
  const busy = leaving ?? (upgrade.busy ? chosen : cancel.busy ? 'cancel' : null);
  const error = lastAction === 'upgrade' ? upgrade.failure : cancel.failure;
  const offer = useCheckoutOffer(firm.packageType, account?.premiumTrialUsed ?? null);
  const cancelAt = account?.cancelAt ?? null;
  const endsAt = isPaidPlan(firm.packageType) ? paidThrough(account?.nextPaymentDate, new Date()) : null;
  const used = leadsUsedThisMonth(
    { packageType: firm.packageType, leadsThisMonth: account?.leadsThisMonth ?? 0, leadMonth: account?.leadMonth ?? null },
    Date.now(),
  );

  return (
    <div className="space-y-6">
      <Card className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <p className="text-sm text-slate-600">Current plan</p>
          <p className="text-2xl font-bold text-brand-950">{current.name}</p>
          {account?.paymentStatus === 'pending' && account.pendingPlan && isPaidPlan(account.pendingPlan) && (
            <p className="mt-1 text-sm font-medium text-amber-800">Payment pending for {PLANS[account.pendingPlan].name}</p>
          )}
          {cancelAt && isPaidPlan(firm.packageType) && (
            <p className="mt-1 text-sm font-medium text-amber-800">
              {cancelledPlanNotice(firm.packageType, cancelAt)}. PayFast will not charge you again.
            </p>
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
      {cancelled && (
        <Alert tone="success">
          {cancelled.endsAt
            ? `Your subscription is cancelled and PayFast will not charge you again. ${PLANS[cancelled.packageType].name} stays until ${sastDateLabel(new Date(cancelled.endsAt))}, then your firm moves to the ${PLANS.free.name} plan.`
            : `Your subscription has been cancelled. Your firm is now on the ${PLANS.free.name} plan.`}
        </Alert>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      <div>
        <h3 className="text-lg font-semibold text-brand-950">Available plans</h3>
        <p className="text-xs text-slate-600">{VAT_NOTE}.</p>
        <div className="mt-3 grid gap-4 md:grid-cols-3">
          {PLAN_IDS.map((id) => {
            const plan = PLANS[id];
            const isCurrent = id === firm.packageType;
            // A cancelled plan still running may be taken again (a new subscription).
            const canSubscribe = isPaidPlan(id) && (!isCurrent || cancelAt !== null);
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
                {canSubscribe && <TodayPrice plan={id} offer={offer} />}
                <ul className="mt-3 space-y-1 text-sm text-slate-700">
                  {(isPaidPlan(id) ? featuresBesidesTrial(id) : plan.features).map((f) => (
                    <li key={f}>✓ {f}</li>
                  ))}
                </ul>
                {canSubscribe && (
                  <Button className="mt-4" onClick={() => void upgrade.mutate(id)} busy={busy === id} disabled={busy !== null}>
                    {isCurrent ? `Subscribe to ${plan.name} again` : `Upgrade to ${plan.name}`}
                  </Button>
                )}
              </Card>
            );
          })}
        </div>
      </div>
      {isPaidPlan(firm.packageType) && !cancelAt && (
        <Card>
          <h3 className="font-semibold text-brand-950">Cancel subscription</h3>
          <p className="mt-1 text-sm text-slate-700">
            Plans are month to month. If you cancel, PayFast stops billing at once and{' '}
            {endsAt
              ? `your firm keeps ${current.name} until ${sastDateLabel(endsAt)}, the end of the period you paid for; then it moves`
              : 'your firm moves'}{' '}
            to the {PLANS.free.name} plan ({PLANS.free.monthlyLeads} leads a month).
          </p>
          <Button variant="danger" className="mt-3" onClick={() => setConfirming(true)}>
            Cancel Subscription
          </Button>
        </Card>
      )}
      <CloseAccountCard />
      <Dialog open={confirming} title="Cancel your subscription?" onClose={() => setConfirming(false)}>
        <p className="text-sm text-slate-700">
          PayFast will not charge you again.{' '}
          {endsAt ? `Your firm keeps ${current.name} until ${sastDateLabel(endsAt)}, then moves` : 'Your firm moves now'} to the{' '}
          {PLANS.free.name} plan with up to {PLANS.free.monthlyLeads} leads a month. Leads you already have stay saved.
        </p>
        <div className="mt-5 flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            Keep my plan
          </Button>
          <Button variant="danger" onClick={() => void cancel.mutate()} busy={busy === 'cancel'}>
            Yes, cancel my subscription
          </Button>
        </div>
      </Dialog>
    </div>
  );
}

type Offer = { status: 'loading' } | { status: 'ready'; trialAvailable: boolean } | { status: 'error' };

/**
 * Whether the free month is open to this firm, asked of the server (per firm and per LPC number,
 * as createCheckout decides it); asked again when the plan or the firm's free-month flag changes.
 */
function useCheckoutOffer(packageType: string, trialUsed: boolean | null): Offer {
  const [offer, setOffer] = useState<Offer>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    setOffer({ status: 'loading' });
    getCheckoutOffer().then(
      ({ trialAvailable }) => live && setOffer({ status: 'ready', trialAvailable }),
      () => live && setOffer({ status: 'error' }),
    );
    return () => {
      live = false;
    };
  }, [packageType, trialUsed]);
  return offer;
}

/** What this firm pays today for a plan: the same checkoutQuote createCheckout charges. */
function TodayPrice({ plan, offer }: { plan: PaidPlanId; offer: Offer }) {
  if (offer.status === 'loading') {
    return (
      <p className="mt-1 text-sm text-slate-600" role="status">
        Checking your price…
      </p>
    );
  }
  if (offer.status === 'error') {
    return (
      <p className="mt-1 text-sm text-slate-700">
        {formatRand(PLANS[plan].price)}/month. PayFast shows what you pay today before you confirm.
      </p>
    );
  }
  const quote = checkoutQuote(plan, { trialAvailable: offer.trialAvailable, now: new Date() });
  return (
    <p className={cn('mt-1 text-sm font-medium', quote.trial ? 'text-green-800' : 'text-slate-800')}>You pay: {quote.summary}</p>
  );
}
