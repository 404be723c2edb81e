import { useEffect } from 'react';
import { listenForDoubleEscape, quickExit } from '@/lib/quick-exit';

export { QUICK_EXIT_ESCAPE_WINDOW_MS, QUICK_EXIT_URL } from '@/lib/quick-exit';

/**
 * The quick exit control for pages a person may need to leave in a hurry (the matching wizard,
 * domestic violence and protection orders): a button that stays in view, and Escape pressed twice.
 */
/** hint and label default to English; a translated page passes its own (issue 27). */
export function QuickExit({
  hint = 'Leave fast: press Esc twice, or',
  label = 'Quick exit',
}: { hint?: string; label?: string } = {}) {
  useEffect(() => {
    const onKey = listenForDoubleEscape();
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  // Sticky under the site header rather than fixed over the page: it stays in reach while
  // scrolling but never covers a field or a button at rest (a 375 px screen has no room to spare).
  // The button keeps its words on one line and the hint wraps beside it: 'Phuma ngoko nangoko'
  // (isiXhosa) had made a three-line red blob at 375 px; on one line at text-base it pushed the
  // hint off the screen's left edge, so a phone gets text-sm.
  return (
    <div className="pointer-events-none sticky top-[4.5rem] z-30 mb-4 flex items-center justify-end gap-2">
      <p id="quick-exit-hint" className="rounded bg-white/90 px-1 text-xs text-slate-700">
        {hint}
      </p>
      <button
        type="button"
        data-island="quick-exit"
        onClick={quickExit}
        aria-describedby="quick-exit-hint"
        className="pointer-events-auto shrink-0 whitespace-nowrap rounded-full bg-red-700 px-4 py-2.5 text-sm font-bold sm:px-5 sm:text-base text-white shadow-lg hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
      >
        {label}
      </button>
    </div>
  );
}
