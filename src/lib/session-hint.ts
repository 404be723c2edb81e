/**
 * A cheap, synchronous hint that this browser may hold a signed-in session, for public chrome
 * (the header's Dashboard link) that must not download Firebase Auth to find out. session.ts keeps
 * it in step with Auth whenever the session watch runs (a guard, the dashboard, an operator page);
 * the page behind the link checks the real session, so a stale hint costs one redirect, no access.
 * It stores only where the signed-in person's dashboard is, never an identity or a token.
 */
const KEY = 'regmatch:dashboard';
const DASHBOARDS = ['/firm-dashboard', '/admin-control'] as const;
export type DashboardPath = (typeof DASHBOARDS)[number];

export function dashboardHint(): DashboardPath | null {
  try {
    const value = localStorage.getItem(KEY);
    return DASHBOARDS.find((d) => d === value) ?? null;
  } catch {
    return null; // no storage (server render, blocked storage): no hint
  }
}

export function rememberDashboard(path: DashboardPath | null): void {
  try {
    if (path) localStorage.setItem(KEY, path);
    else localStorage.removeItem(KEY);
  } catch {
    // storage blocked: the header simply shows no Dashboard link
  }
}
