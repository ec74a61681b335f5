import { createHash } from 'node:crypto';

/**
 * Runs in the browser, inline in a server-rendered page's head (server-render.ts): once the page's first
 * contentful paint is on the screen, it gives the page's later pictures their address (`LaterImage`'s
 * `data-src`) and loads the shop's JavaScript (the entry and its preloads, named in the script's data
 * attributes), so neither shares the network with the page's HTML, CSS and main picture.
 */
function loadApp() {
  const script = document.currentScript as HTMLScriptElement;
  const { entry = '', preload = '' } = script.dataset;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    for (const img of document.querySelectorAll<HTMLImageElement>('img[data-src]')) img.src = img.dataset.src!;
    for (const href of preload.split(' ').filter(Boolean)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    }
    const app = document.createElement('script');
    app.type = 'module';
    app.crossOrigin = '';
    app.src = entry;
    document.head.appendChild(app);
  };
  // The first contentful paint's entry is reported once that frame is on the screen. A timeout after
  // requestAnimationFrame runs once the frame is drawn but before it is shown, so what it asks for can
  // arrive before the page is visible: the way only where paint entries are not reported.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(load, 0));
  }
  // A tab opened in the background paints no frames; load anyway.
  setTimeout(load, 1000);
}

/**
 * The loader as the page carries it: inline, because as a file of its own it was one more request beside
 * the CSS and the main picture on a slow connection (bench/README.md "Storefront").
 */
export const APP_LOADER = `(${loadApp.toString()})();`;

/** The CSP source that lets the loader, and no other inline script, run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;
