import { useEffect, useRef } from 'react';
import { clearAllDrafts } from '@/lib/session-draft';

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
 * The quick exit control for pages a person may need to leave in a hurry (the matching wizard,
 * domestic violence and protection orders): a button that stays in view, and Escape pressed twice.
 */
/** hint and label default to English; a translated page passes its own (issue 27). */
export function QuickExit({
  hint = 'Leave fast: press Esc twice, or',
  label = 'Quick exit',
}: { hint?: string; label?: string } = {}) {
  const lastEscape = useRef<number | null>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') {
        lastEscape.current = null; // typing in between: the two presses were not meant together
        return;
      }
      const now = Date.now();
      const previous = lastEscape.current;
      lastEscape.current = now;
      if (previous !== null && now - previous <= QUICK_EXIT_ESCAPE_WINDOW_MS) quickExit();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // Sticky under the site header rather than fixed over the page: it stays in reach while
  // scrolling but never covers a field or a button at rest (a 375 px screen has no room to spare).
  return (
    <div className="pointer-events-none sticky top-[4.5rem] z-30 mb-4 flex items-center justify-end gap-2">
      <p id="quick-exit-hint" className="rounded bg-white/90 px-1 text-xs text-slate-700">
        {hint}
      </p>
      <button
        type="button"
        onClick={quickExit}
        aria-describedby="quick-exit-hint"
        className="pointer-events-auto rounded-full bg-red-700 px-5 py-2.5 text-base font-bold text-white shadow-lg hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {label}
      </button>
    </div>
  );
}
