import { useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Button, Container, cn } from '@/components/ui';
import { PATHS } from '@/domain/shared/site';
import { useAuth } from '@/lib/auth';
import { BlogManagement } from '../components/blog-management';
import { ContactInbox } from '../components/contact-inbox';
import { DataRequests } from '../components/data-requests';
import { FirmManagement } from '../components/firm-management';
import { GrantAdminForm } from '../components/grant-admin-form';
import { InformationOfficerDesk } from '../components/information-officer-desk';
import { LegalUpdatesPanel } from '../components/legal-updates-panel';
import { ContactClaimsPanel } from '../components/contact-claims-panel';
import { LeadReportsQueue } from '../components/lead-reports-queue';
import { MarketplaceFunnel } from '../components/marketplace-funnel';
import { PlanEventsPanel } from '../components/plan-events-panel';
import { ReviewReports } from '../components/review-reports';
import { TranslationSuggestionsPanel } from '../components/translation-suggestions-panel';
import { VerificationQueue } from '../components/verification-queue';

const TABS = [
  { id: 'firms', label: 'Firm Management' },
  { id: 'blog', label: 'Blog Management' },
  { id: 'inbox', label: 'Inbox' },
  { id: 'reviews', label: 'Reviews' },
  { id: 'leadReports', label: 'Reported leads' },
  { id: 'data', label: 'Data requests' },
  { id: 'officer', label: 'Information Officer' },
  { id: 'updates', label: 'Legal updates' },
  { id: 'translations', label: 'Translation suggestions' },
] as const;
type TabId = (typeof TABS)[number]['id'];

/** The operator's control panel. The route guard has already checked the admin claim. */
export default function AdminControlPage() {
  const { session, signOut } = useAuth();
  const navigate = useNavigate();
  // The inbox link in the operator's Contact Us mail opens /admin-control#inbox; the plan-event
  // mail's link (#plans) opens the Firm Management tab, where the plan changes are listed.
  const { hash } = useLocation();
  const [tab, setTab] = useState<TabId>(
    hash === '#inbox' ? 'inbox' : hash === '#translations' ? 'translations' : hash === '#officer' ? 'officer' : 'firms',
  );
  // A translation reviewer (issue 38) sees their one panel, not the operator's tabs.
  const reviewerOnly = !session?.isAdmin;
  // A verification decision changes a firm the firm list shows: it reloads.
  const [firmsVersion, setFirmsVersion] = useState(0);
  const tabRefs = useRef<Partial<Record<TabId, HTMLButtonElement | null>>>({});

  // Arrow keys move between tabs, as in any tab list.
  function onTabKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(index + step + TABS.length) % TABS.length]!.id;
    setTab(next);
    tabRefs.current[next]?.focus();
  }

  async function logout() {
    await signOut();
    void navigate('/admin-control', { replace: true });
  }

  return (
    <Container className="py-8 sm:py-10">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-950">Control Panel</h1>
          <p className="mt-1 text-sm text-slate-700">
            Signed in as <span className="font-medium">{session?.email}</span>.{' '}
            {!reviewerOnly && (
              <Link to={PATHS.lab} className="text-brand-700 underline">
                Categorisation lab
              </Link>
            )}
          </p>
        </div>
        <Button variant="secondary" onClick={() => void logout()}>
          Logout
        </Button>
      </div>

      {reviewerOnly ? (
        <TranslationSuggestionsPanel isOperator={false} />
      ) : (
        <OperatorTabs
          tab={tab}
          setTab={setTab}
          tabRefs={tabRefs}
          onTabKey={onTabKey}
          firmsVersion={firmsVersion}
          setFirmsVersion={setFirmsVersion}
        />
      )}
    </Container>
  );
}

function OperatorTabs({
  tab,
  setTab,
  tabRefs,
  onTabKey,
  firmsVersion,
  setFirmsVersion,
}: {
  tab: TabId;
  setTab: (tab: TabId) => void;
  tabRefs: React.RefObject<Partial<Record<TabId, HTMLButtonElement | null>>>;
  onTabKey: (event: KeyboardEvent<HTMLButtonElement>, index: number) => void;
  firmsVersion: number;
  setFirmsVersion: React.Dispatch<React.SetStateAction<number>>;
}) {
  return (
    <>
      <div
        role="tablist"
        aria-label="Control panel sections"
        // The tabs wrap onto a second row on a phone rather than scroll out of sight: all five stay visible.
        className="mb-6 flex flex-wrap gap-x-1 border-b border-slate-200"
      >
        {TABS.map((t, i) => (
          <button
            key={t.id}
            ref={(el) => {
              tabRefs.current[t.id] = el;
            }}
            id={`tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={cn(
              '-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-semibold sm:px-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
              tab === t.id ? 'border-brand-700 text-brand-900' : 'border-transparent text-slate-600 hover:text-slate-900',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>

      <div role="tabpanel" id="panel-firms" aria-labelledby="tab-firms" hidden={tab !== 'firms'}>
        {tab === 'firms' && (
          <div className="space-y-8">
            <VerificationQueue onDecided={() => setFirmsVersion((v) => v + 1)} />
            <PlanEventsPanel />
            <FirmManagement version={firmsVersion} />
            <GrantAdminForm />
          </div>
        )}
      </div>
      <div role="tabpanel" id="panel-blog" aria-labelledby="tab-blog" hidden={tab !== 'blog'}>
        {tab === 'blog' && <BlogManagement />}
      </div>
      <div role="tabpanel" id="panel-inbox" aria-labelledby="tab-inbox" hidden={tab !== 'inbox'}>
        {tab === 'inbox' && <ContactInbox />}
      </div>
      <div role="tabpanel" id="panel-reviews" aria-labelledby="tab-reviews" hidden={tab !== 'reviews'}>
        {tab === 'reviews' && <ReviewReports />}
      </div>
      <div role="tabpanel" id="panel-leadReports" aria-labelledby="tab-leadReports" hidden={tab !== 'leadReports'}>
        {tab === 'leadReports' && (
          <div className="space-y-10">
            <LeadReportsQueue />
            <ContactClaimsPanel />
            <MarketplaceFunnel />
          </div>
        )}
      </div>
      <div role="tabpanel" id="panel-data" aria-labelledby="tab-data" hidden={tab !== 'data'}>
        {tab === 'data' && <DataRequests />}
      </div>
      <div role="tabpanel" id="panel-officer" aria-labelledby="tab-officer" hidden={tab !== 'officer'}>
        {tab === 'officer' && <InformationOfficerDesk />}
      </div>
      <div role="tabpanel" id="panel-updates" aria-labelledby="tab-updates" hidden={tab !== 'updates'}>
        {tab === 'updates' && <LegalUpdatesPanel />}
      </div>
      <div role="tabpanel" id="panel-translations" aria-labelledby="tab-translations" hidden={tab !== 'translations'}>
        {tab === 'translations' && <TranslationSuggestionsPanel isOperator />}
      </div>
    </>
  );
}
