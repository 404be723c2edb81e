// The offer bar's look, shared by the React offer (locale-offer.tsx) and the content pages'
// island (src/islands/language.ts), so both draw the same bar.
//
// The bar is fixed to the bottom of the window, not placed in the page. It is decided only after
// the page is live (the prerendered markup knows no browser's languages), and placed under the
// header it pushed the whole page 61 px down at that moment: a visitor's tap aimed at the wizard's
// terms box landed above it, and so did a browser test's click (the lost tick on /zu/matching).
export const OFFER_LOOK = {
  bar: 'fixed inset-x-0 bottom-0 z-40 border-t border-slate-300 bg-brand-50',
  row: 'flex flex-wrap items-center gap-x-4 gap-y-2 py-2 text-sm text-brand-950',
  text: 'min-w-0 flex-1 basis-48',
  buttons: 'flex flex-wrap gap-2',
  accept:
    'min-h-11 rounded-md bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
  dismiss:
    'min-h-11 rounded-md border border-slate-300 bg-white px-4 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
} as const;

/**
 * Keeps the page clear of the fixed bar while it shows, through one property, `--offer-room`, the
 * bar's height, which src/index.css turns into room below the page's end (room added below the last
 * line moves nothing already on screen), a stop above the bar for anything scrolled into view (a
 * focused field, a button reached by Tab), and an open mobile menu that ends above it. Measured
 * again when the window's width changes (the bar's words wrap at 375 px). Returns the undo, for
 * when the bar goes.
 */
export function keepRoomFor(bar: HTMLElement): () => void {
  const room = (px: string) => document.documentElement.style.setProperty('--offer-room', px);
  const fit = () => room(`${bar.offsetHeight}px`);
  fit();
  addEventListener('resize', fit);
  return () => {
    removeEventListener('resize', fit);
    room('');
  };
}
