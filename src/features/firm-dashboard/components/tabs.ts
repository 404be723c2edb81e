import { isPaidPlan } from '@/domain';

export const TABS = [
  { id: 'overview', label: 'Overview', paidOnly: false },
  { id: 'leads', label: 'Leads', paidOnly: true },
  { id: 'openLeads', label: 'Open Leads', paidOnly: true },
  { id: 'subscription', label: 'Subscription', paidOnly: false },
  { id: 'settings', label: 'Settings', paidOnly: true },
] as const;
export type TabId = (typeof TABS)[number]['id'];

/** docs/security.md: leads, open leads and settings need premium or premium_plus (rules enforce the same). */
export function isTabLocked(tab: TabId, packageType: string): boolean {
  return Boolean(TABS.find((t) => t.id === tab)?.paidOnly) && !isPaidPlan(packageType);
}
