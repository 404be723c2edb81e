/**
 * Content pages served as their prerendered HTML without the app (issue 29): no React, no router,
 * no hydration; one small script, src/islands/main.ts, wires what is interactive on them (the
 * header's menus, FAQ accordions, the quick exit, the promo banner, the need-lawyer checklist, a
 * city page's firm counts). scripts/prerender-static.ts rewrites their HTML. Page keys of
 * route-table.ts; pure data, read by the build scripts.
 *
 * Not here, and why: /matching, /featured-firms (interactive app pages, prerendered only for a
 * fast first paint); /legal-updates (its subscribe form calls a callable behind App Check, which
 * needs the Firebase SDK: it stays a hydrated page, docs/performance.md); the blog (rendered in
 * the browser from Firestore, not prerendered).
 */
export const STATIC_PAGE_KEYS: ReadonlySet<string> = new Set([
  'home',
  'how-it-works',
  'about',
  'faq',
  'faq-blog',
  'faq-article',
  'guide-divorce',
  'guide-child-custody',
  'guide-child-maintenance',
  'city',
  'terms',
  'privacy',
  'disclaimer',
  'cookie-policy',
  'eula',
  'dpa',
  'sla',
  'paia',
]);

/** The islands script's source, the build's second entry (vite.config.ts). */
export const ISLANDS_ENTRY = 'src/islands/main.ts';

/**
 * The attribute of the islands script naming the "Suggest a better translation" dialog's own
 * bundle (src/islands/suggest-dialog-entry.ts, built by scripts/prerender.ts), on the pages that
 * show the button (the translated homes).
 */
export const SUGGEST_DIALOG_ATTRIBUTE = 'data-suggest-dialog';
