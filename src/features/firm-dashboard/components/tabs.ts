import { isPaidPlan } from '@/domain/payments/plans';

export const TABS = [
  { id: 'overview', label: 'Overview', paidOnly: false },
  { id: 'leads', label: 'Leads', paidOnly: true },
  { id: 'openLeads', label: 'Open Leads', paidOnly: true },
  { id: 'analytics', label: 'Analytics', paidOnly: true },
  { id: 'reviews', label: 'Reviews', paidOnly: true },
  { id: 'subscription', label: 'Subscription', paidOnly: false },
  // Settings opens on every plan: phone notifications and answer templates serve every firm; only
  // the public profile's editor inside it is paid (isProfileLocked).
  { id: 'settings', label: 'Settings', paidOnly: false },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** The dashboard keeps its tab in the URL (?tab=leads), so Back and a shared link both work. */
export const TAB_PARAM = 'tab';

/** A tab id from the URL; anything unknown (or nothing) is the spec's default, the overview. */
export function tabFromParam(value: string | null): TabId {
  return TABS.find((t) => t.id === value)?.id ?? 'overview';
}

/** docs/security.md: leads, open leads, analytics and reviews need premium or premium_plus (rules enforce the same). */
export function isTabLocked(tab: TabId, packageType: string): boolean {
  return Boolean(TABS.find((t) => t.id === tab)?.paidOnly) && !isPaidPlan(packageType);
}

/** The public profile's editor in Settings: updateFirmProfile refuses a free firm, so its form is locked. */
export const isProfileLocked = (packageType: string): boolean => !isPaidPlan(packageType);
