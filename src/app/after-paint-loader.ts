/**
 * Starts the app on a prerendered app page once the page's own HTML is on screen
 * (scripts/prerender.ts `appAfterFirstPaint`, docs/performance.md "/matching"). The page works
 * before it: its links are links and the wizard's first step is a plain form. Built on its own by
 * the prerenderer as a small classic script (the site's Content-Security-Policy allows no inline
 * script), deferred, with the app's entry and preloads in its data attributes.
 */
import { afterFirstPaint } from '@/lib/after-first-paint';

const loader = document.currentScript;
const entry = loader?.dataset.entry;
if (entry) {
  const preloads = (loader.dataset.preload ?? '').split(' ').filter(Boolean);
  void afterFirstPaint().then(() => {
    for (const href of preloads) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', crossOrigin: '', href }));
    }
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', crossOrigin: '', src: entry }));
  });
}
