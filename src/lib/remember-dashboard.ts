import { DASHBOARD_HINT_KEY, type DashboardPath } from './session-hint';

/**
 * Writes the session hint (session-hint.ts): where the signed-in person's dashboard is, or none.
 * Only the session watch writes it, so this lives apart from the reader that every public page
 * loads.
 */
export function rememberDashboard(path: DashboardPath | null): void {
  try {
    if (path) localStorage.setItem(DASHBOARD_HINT_KEY, path);
    else localStorage.removeItem(DASHBOARD_HINT_KEY);
    // The browser's `storage` event reaches only the other tabs; this tab's header hears this one.
    // Not a made-up `storage` event: Firebase Auth's localStorage persistence listens for those,
    // and one without a key reads as "storage cleared" and makes it re-read every key it keeps.
    dispatchEvent(new Event(DASHBOARD_HINT_KEY));
  } catch {
    // storage blocked, or no window (Node): the header simply shows no Dashboard link
  }
}
