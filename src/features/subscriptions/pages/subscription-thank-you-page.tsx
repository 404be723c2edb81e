import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Alert, ButtonLink, Card, Container, LoadingBlock, PageHeading } from '@/components/ui';
import { TRIAL_PARAM, WELCOME_PARAM } from '@/domain/payments/contract';
import { PLANS } from '@/domain/payments/plans';
import { SUPPORT_EMAIL } from '@/domain/shared/brand';
import { formatRand } from '@/domain/shared/money';
import { PATHS } from '@/domain/shared/site';
import { useAuth } from '@/lib/auth';
import { useFirmPlan } from '../api/watch-firm-plan';
import { planFromQuery, planName } from '../components/plan-from-query';

/**
 * PayFast's return_url: the payment went through; the plan opens when PayFast's notification
 * arrives. A checkout started by registration (?welcome=1) goes on to the premium welcome page
 * as soon as the plan is on; an upgrade from the dashboard stays here.
 */
export default function SubscriptionThankYouPage() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const plan = planFromQuery(search);
  const { ready, session } = useAuth();
  const firmPlan = useFirmPlan(session?.firmId);
  const active = plan !== null && firmPlan.status === 'ready' && firmPlan.packageType === plan;
  // Only a checkout the server gave the free month says so (createCheckout marks its return URL).
  const trial = plan !== null && PLANS[plan].freeMonths > 0 && new URLSearchParams(search).get(TRIAL_PARAM) === '1';
  const welcome = new URLSearchParams(search).get(WELCOME_PARAM) === '1';
  useEffect(() => {
    if (active && welcome) void navigate(PATHS.premiumWelcome, { replace: true });
  }, [active, welcome, navigate]);

  return (
    <Container className="py-12">
      <PageHeading
        title="Thank You for Subscribing"
        lead={`Your ${planName(plan)} subscription has been submitted to PayFast, our card payment provider.`}
      />
      <div className="grid max-w-3xl gap-6">
        {!ready || (session?.firmId && firmPlan.status === 'loading') ? (
          <LoadingBlock label="Checking your plan..." />
        ) : active ? (
          <Alert tone="success" title={`Your ${planName(plan)} plan is active`}>
            Leads, open leads and settings are unlocked in your dashboard.
          </Alert>
        ) : session?.firmId ? (
          <Alert tone="info" title="Waiting for PayFast's confirmation">
            Your plan switches on as soon as PayFast confirms the payment, usually within a minute. This page updates by itself.
          </Alert>
        ) : (
          <Alert tone="info" title="Sign in to see your plan">
            Your plan switches on as soon as PayFast confirms the payment. Sign in to your firm dashboard to see it.
          </Alert>
        )}
        <Card>
          <h2 className="text-lg font-semibold text-brand-950">What happens next</h2>
          <ul className="mt-3 list-disc space-y-2 pl-5 text-slate-700">
            <li>We email your invoice to your firm's address once PayFast confirms the payment.</li>
            {plan && (
              <li>
                {trial
                  ? `Your first month is free; PayFast then bills ${formatRand(PLANS[plan].price)} a month (incl. VAT).`
                  : `PayFast bills ${formatRand(PLANS[plan].price)} a month (incl. VAT).`}
              </li>
            )}
            <li>You can cancel at any time from the Subscription tab of your dashboard.</li>
            <li>
              Questions about billing? Email{' '}
              <a className="font-medium text-brand-700 underline" href={`mailto:${SUPPORT_EMAIL}`}>
                {SUPPORT_EMAIL}
              </a>
              .
            </li>
          </ul>
        </Card>
        <div>
          <ButtonLink to="/firm-dashboard">Go to your dashboard</ButtonLink>
        </div>
      </div>
    </Container>
  );
}
