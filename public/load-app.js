// Loads the shop's JavaScript once a server-rendered page has been painted, so the page's HTML, CSS
// and first image do not share the network with it (src/server/plugins/server-render.ts puts this
// script in place of the module script and its preloads, and names them in data attributes).
(function () {
  var script = document.currentScript;
  var entry = script.dataset.entry;
  var preloads = script.dataset.preload ? script.dataset.preload.split(' ') : [];
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
    var app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  }
  // requestAnimationFrame runs just before the first frame is painted; the timeout runs after it.
  requestAnimationFrame(function () {
    setTimeout(load, 0);
  });
  // A tab opened in the background paints no frames; load anyway.
  setTimeout(load, 1000);
})();
