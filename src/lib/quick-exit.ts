import { clearAllDrafts } from './session-draft';

/**
 * The quick exit itself, without React: the wizard's <QuickExit> and the content pages' island
 * (src/islands/quick-exit.ts) both leave through here, so both wipe and hide the same way.
 */

/** Where the quick exit goes: an ordinary page that says nothing about legal help. */
export const QUICK_EXIT_URL = 'https://www.google.com/search?q=weather';
/** Two presses of Escape this close together leave; one press (closing a list) does not. */
export const QUICK_EXIT_ESCAPE_WINDOW_MS = 1000;

/**
 * Replaces the page with a neutral site, as domestic-violence services do: `location.replace`, so
 * the page left is not an entry Back returns to, and the tab's drafts (what was typed) are wiped
 * first. Earlier entries of this visit stay in the browser's history: no page can remove them.
 *
 * Back from the neutral site lands on one of those earlier entries, and browsers keep the page
 * itself in their back/forward cache: restored from there it would show every field as it was
 * left. So the page is hidden before leaving, and a restored copy reloads (from the wiped drafts:
 * an empty wizard) before it is shown.
 */
export function quickExit(): void {
  clearAllDrafts();
  document.documentElement.style.visibility = 'hidden';
  window.addEventListener('pageshow', reloadIfRestored); // one function: added once however often
  window.location.replace(QUICK_EXIT_URL);
}

function reloadIfRestored(event: PageTransitionEvent) {
  if (event.persisted) window.location.reload();
}

/**
 * Escape pressed twice within the window leaves; any other key in between resets the count.
 * Returns the keydown listener (capture phase on window), for the component to remove.
 */
export function listenForDoubleEscape(target: Window = window): (event: KeyboardEvent) => void {
  let lastEscape: number | null = null;
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') {
      lastEscape = null; // typing in between: the two presses were not meant together
      return;
    }
    const now = Date.now();
    const previous = lastEscape;
    lastEscape = now;
    if (previous !== null && now - previous <= QUICK_EXIT_ESCAPE_WINDOW_MS) quickExit();
  };
  target.addEventListener('keydown', onKey, true);
  return onKey;
}
