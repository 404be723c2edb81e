// Starts the app on a prerendered page once the browser has painted the page's own HTML
// (scripts/prerender.ts `appAfterFirstPaint`, docs/performance.md "/matching"). The page works
// before it: its links are links and the wizard's first step is a plain form. A classic deferred
// script (the site's Content-Security-Policy allows no inline script); the entry and its preloads
// are in its data attributes.
(function () {
  var me = document.currentScript;
  var entry = me && me.getAttribute('data-entry');
  if (!entry) return;
  var preloads = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  function load() {
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
  // A frame callback runs just before the next paint; the timer it sets runs after that paint.
  // A tab opened in the background paints nothing until shown, so it starts the app at once.
  if (document.visibilityState === 'hidden') load();
  else
    requestAnimationFrame(function () {
      setTimeout(load, 0);
    });
})();
