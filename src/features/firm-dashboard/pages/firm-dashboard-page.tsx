import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, ButtonLink, Container, LoadingBlock } from '@/components/ui';
import { defaultBusinessHours } from '@/domain/firms/options';
import { isResponsePaused, RESPONSE_PAUSE_MESSAGES } from '@/domain/firms/response-pause-rule';
import { isPaidPlan, PLANS } from '@/domain/payments/plans';
import { useAuth } from '@/lib/auth';
import { useFirmData } from '../api/use-firm-data';
import { FeatureLocked } from '../components/feature-locked';
import { LeadsTab } from '../components/leads-tab';
import { OpenLeadsTab } from '../components/open-leads-tab';
import { OverviewTab } from '../components/overview-tab';
import { ReviewsTab } from '../components/reviews-tab';
import { SettingsTab } from '../components/settings-tab';
import { AnswerTemplatesCard } from '../components/settings/answer-templates-card';
import { MessagingSettingsCard } from '../components/settings/messaging-settings-card';
import { Sidebar } from '../components/sidebar';
import { SubscriptionTab } from '../components/subscription-tab';
import { ResponsePauseBanner } from '../components/response-pause-banner';
import { VerificationStatus } from '../components/verification-status';
import { isProfileLocked, isTabLocked, TAB_PARAM, tabFromParam, TABS, type TabId } from '../components/tabs';

// Charts and CSV code load with the Analytics tab, so no other screen pays for them.
const AnalyticsTab = lazy(() => import('../components/analytics-tab'));

export default function FirmDashboardPage() {
  const { session, signOut } = useAuth();
  const { loading, error, firm, account } = useFirmData(session?.firmId ?? null);
  // Emails link to a tab and a lead (firmDashboardPath in src/domain/shared/site.ts): ?tab=leads&lead=<id>.
  const [params, setParams] = useSearchParams();
  const tab = tabFromParam(params.get(TAB_PARAM));
  // Each tab is a history entry: Back returns to the tab before.
  const setTab = (next: TabId) => {
    if (next === tab) return;
    setParams(next === 'overview' ? {} : { [TAB_PARAM]: next });
    window.scrollTo({ top: 0 });
  };

  if (loading) return <LoadingBlock label="Loading your dashboard..." />;
  if (error || !firm) {
    return (
      <Container className="py-16">
        <div className="mx-auto max-w-md text-center">
          <h1 className="text-2xl font-bold text-brand-950">Error Loading Data</h1>
          <p className="mt-2 text-slate-700">Unable to load firm information</p>
          <ButtonLink to="/firm-login" className="mt-6">
            Return to Login
          </ButtonLink>
        </div>
      </Container>
    );
  }

  // A locked tab stays open and explains itself (spec: the upgrade path), also after a plan change.
  const shown: TabId = tab;
  const locked = isTabLocked(shown, firm.packageType);
  const toPlans = () => setTab('subscription');
  // Signed out, the page's guard sends the firm home, and only once the sign-out has finished.
  const logout = () => signOut();
  const title = TABS.find((t) => t.id === shown)!.label;
  // The hours every offered consultation time is checked against (as the server checks them).
  const businessHours = firm.businessHours ?? defaultBusinessHours();

  return (
    <Container className="py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <p className="text-sm text-slate-600">Firm dashboard</p>
          <h1 className="text-2xl font-bold text-brand-950 sm:text-3xl">{firm.firmName}</h1>
        </div>
        <span className="rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800">
          {PLANS[firm.packageType].name} plan
        </span>
      </div>
      <ResponsePauseBanner firm={firm} />
      <VerificationStatus firm={firm} />
      {account?.paymentStatus === 'pending' && account.pendingPlan && isPaidPlan(account.pendingPlan) && (
        <Alert tone="warning" title="Payment pending" className="mb-6">
          {PLANS[account.pendingPlan].name} starts once your payment is confirmed. Until then your firm is on the Basic plan. You
          can retry from the Subscription tab.
        </Alert>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
        <aside className="min-w-0">
          <Sidebar active={shown} packageType={firm.packageType} onSelect={setTab} onLogout={logout} />
        </aside>
        <section aria-label={title} className="min-w-0">
          {locked ? (
            <FeatureLocked tab={shown} onUpgrade={toPlans} />
          ) : (
            <>
              {shown === 'overview' && (
                <OverviewTab firm={firm} account={account} onUpgrade={toPlans} highlightLeadId={params.get('lead')} />
              )}
              {shown === 'leads' && (
                <LeadsTab firmId={firm.id} businessHours={businessHours} initialLeadId={params.get('lead')} />
              )}
              {shown === 'openLeads' &&
                (firm.listed ? (
                  <OpenLeadsTab province={firm.province ?? firm.primaryServiceArea ?? null} />
                ) : (
                  <Alert tone="info" title="Open leads">
                    {firm.suspended
                      ? 'Your firm is suspended, so it cannot see or accept open leads.'
                      : isResponsePaused(firm)
                        ? RESPONSE_PAUSE_MESSAGES.openLeads
                        : 'Open leads are available once your firm is verified.'}
                  </Alert>
                ))}
              {shown === 'analytics' && (
                <Suspense fallback={<LoadingBlock label="Loading your analytics..." />}>
                  <AnalyticsTab firmId={firm.id} firmName={firm.firmName} province={firm.province ?? null} />
                </Suspense>
              )}
              {shown === 'reviews' && <ReviewsTab firm={firm} />}
              {shown === 'subscription' && <SubscriptionTab firm={firm} account={account} />}
              {shown === 'settings' &&
                (isProfileLocked(firm.packageType) ? (
                  <FeatureLocked tab="settings" onUpgrade={toPlans} />
                ) : (
                  <SettingsTab firm={firm} account={account} />
                ))}
              {shown === 'settings' && <MessagingSettingsCard />}
              {shown === 'settings' && <AnswerTemplatesCard firmId={firm.id} />}
            </>
          )}
        </section>
      </div>
    </Container>
  );
}
