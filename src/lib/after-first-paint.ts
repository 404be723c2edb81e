/**
 * Resolves once the browser has painted the page as it stands: a frame callback runs just before
 * the next paint and the timer it sets runs after it. For extras a prerendered page fetches (a
 * city page's firm counts): the reader's words paint first, and the request cannot hold up that
 * paint (Lighthouse's simulation counts any request that finished before it as doing so,
 * docs/performance.md). A hidden tab paints nothing until shown, so it does not wait there.
 * public/app-after-paint.js does the same for the app, in plain script.
 */
export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
