/**
 * A cheap, synchronous hint that this browser may hold a signed-in session, for public chrome
 * (the header's Dashboard link) that must not download Firebase Auth to find out. session.ts keeps
 * it in step with Auth whenever the session watch runs (a guard, the dashboard, an operator page),
 * through remember-dashboard.ts: the writer lives apart, so public pages never download it. The
 * page behind the link checks the real session, so a stale hint costs one redirect, no access.
 * It stores only where the signed-in person's dashboard is, never an identity or a token.
 */
export const DASHBOARD_HINT_KEY = 'regmatch:dashboard';
const DASHBOARDS = ['/firm-dashboard', '/admin-control'] as const;
export type DashboardPath = (typeof DASHBOARDS)[number];

export function dashboardHint(): DashboardPath | null {
  try {
    const value = localStorage.getItem(DASHBOARD_HINT_KEY);
    return DASHBOARDS.find((d) => d === value) ?? null;
  } catch {
    return null; // no storage (server render, blocked storage): no hint
  }
}

/**
 * Calls `onChange` whenever the hint may have changed, in this tab (a sign-in completing after the
 * page showed, a sign-out) or another. For useSyncExternalStore; returns the unsubscribe.
 */
export function watchDashboardHint(onChange: () => void): () => void {
  // Another tab's write arrives as the browser's `storage` event (re-reading on any key costs
  // nothing: the header re-renders only when the hint differs); this tab's write as an event named
  // after the hint's key (remember-dashboard.ts).
  addEventListener('storage', onChange);
  addEventListener(DASHBOARD_HINT_KEY, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(DASHBOARD_HINT_KEY, onChange);
  };
}
