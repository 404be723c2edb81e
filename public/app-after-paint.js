// Starts the app on a prerendered page once the browser has shown the page's own HTML
// (scripts/prerender.ts `appAfterFirstPaint`, docs/performance.md "/matching"). The page works
// before it: its links are links and the wizard's first step is a plain form. A classic deferred
// script (the site's Content-Security-Policy allows no inline script); the entry and its preloads
// are in its data attributes. The wait is src/lib/after-first-paint.ts's, in plain script.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var started = false;
  function load() {
    if (started) return;
    started = true;
    preloads.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.appendChild(script);
  }
  function nextFrame() {
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
  }
  // A hidden tab paints nothing until shown: start at once there.
  if (document.visibilityState === 'hidden' || typeof requestAnimationFrame !== 'function') return load();
  setTimeout(load, 3000);
  try {
    // The first contentful paint is reported once that frame is on screen.
    var observer = new PerformanceObserver(function (list) {
      var painted = list.getEntries().some(function (entry) {
        return entry.name === 'first-contentful-paint';
      });
      if (!painted) return;
      observer.disconnect();
      nextFrame();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    nextFrame();
  }
})();
