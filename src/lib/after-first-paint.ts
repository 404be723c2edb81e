/**
 * Resolves once the browser has shown the page's first contentful paint (the Paint Timing entry,
 * reported when the frame is on screen), one frame later. For extras a prerendered page fetches
 * (a city page's firm counts): the reader's words paint first, and the request cannot hold up that
 * paint (Lighthouse's simulation counts any request that finished before it as doing so,
 * docs/performance.md). A hidden tab paints nothing until shown, so it does not wait there; a
 * browser without paint timing waits one frame, and none waits longer than `LONGEST_WAIT_MS`.
 * src/app/after-paint-loader.ts waits with it to start the app on a prerendered page.
 */
const LONGEST_WAIT_MS = 3000;

export function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return Promise.resolve();
  return new Promise((resolve) => {
    const nextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, LONGEST_WAIT_MS);
    try {
      const observer = new PerformanceObserver((list) => {
        if (!list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) return;
        observer.disconnect();
        nextFrame();
      });
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      nextFrame();
    }
  });
}
