/**
 * The "Suggest a better translation" dialog for content pages served without the app (the
 * translated homes): built on its own by the prerenderer (scripts/prerender.ts
 * `buildSuggestDialog`), with its own React and Firebase SDK, and fetched by the islands script
 * (./suggest-translation.ts) only when a visitor presses the button. Built apart because the app's
 * own chunks hold React: an islands import of them split the app's entry into more files, which
 * /matching's first load could not pay for (docs/i18n.md).
 */
// First: zod (the dialog's form) must not probe for eval under the Content-Security-Policy, as in the app's entry.
import '@/lib/zod-jitless';

export { openSuggestDialog } from '@/components/suggest-translation/open-suggest-dialog';
