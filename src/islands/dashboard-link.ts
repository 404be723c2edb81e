import { dashboardHint } from '@/lib/session-hint';

/** A returning firm or operator gets the header's Dashboard link instead of 'Join as a Firm' (site-header.tsx). */
export function wireDashboardLink(root: ParentNode = document): void {
  const dashboard = dashboardHint();
  if (!dashboard) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>('header [data-island="dashboard-link"]')) {
    link.href = dashboard;
    link.textContent = 'Dashboard';
  }
}
