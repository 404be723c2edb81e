import { Button, EmptyState } from '@/components/ui';
import { newFirmTrialOffer } from '@/domain/payments/billing';
import { PLANS } from '@/domain/payments/plans';
import type { TabId } from './tabs';

const LOCKED: Partial<Record<TabId, { title: string; body: string; saved?: string; onBasic?: string }>> = {
  leads: {
    title: 'Leads Feature Locked',
    body: 'Upgrade to Premium or Premium Plus to search, track and manage all your leads here.',
    saved: 'Your leads are saved and will be available right after you upgrade.',
    // The free plan's own view of its leads (docs/firms.md, "Free plan").
    onBasic: 'This month’s leads, with the client’s contact details, are on your Overview, where you mark each one contacted.',
  },
  openLeads: {
    title: 'Open Leads Feature Locked',
    body: 'Upgrade to Premium or Premium Plus to see and accept open leads from clients in your province.',
  },
  analytics: {
    title: 'Analytics Feature Locked',
    body: 'Upgrade to Premium or Premium Plus to see your leads per month, response times, conversion by practice area and how you compare with the median firm in your province.',
    saved: 'Your figures are kept from today, so they are all there when you upgrade.',
  },
  reviews: {
    title: 'Review Management Locked',
    body: 'Upgrade to Premium or Premium Plus to read your reviews in one place, post a public reply to each and report a review to us.',
    saved: 'Your reviews already show on your public profile and count in your rating.',
  },
  settings: {
    title: 'Profile Editing Locked',
    body: 'Upgrade to Premium or Premium Plus to keep your public profile current: practice areas, languages, hours, fees and more.',
    onBasic: 'Phone notifications and answer templates below work on every plan.',
  },
};

/** What a free firm sees on a paid tab: why it is locked and the way to unlock it. */
export function FeatureLocked({ tab, onUpgrade }: { tab: TabId; onUpgrade: () => void }) {
  const copy = LOCKED[tab] ?? LOCKED.leads!;
  return (
    <EmptyState title={copy.title} action={<Button onClick={onUpgrade}>View upgrade options</Button>}>
      <p>{copy.body}</p>
      {copy.saved && <p className="mt-1">{copy.saved}</p>}
      {copy.onBasic && <p className="mt-1 font-medium text-slate-900">{copy.onBasic}</p>}
      <p className="mt-1">
        {PLANS.premium.name}: {newFirmTrialOffer('premium')}.
      </p>
    </EmptyState>
  );
}
