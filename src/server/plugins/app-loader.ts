import { createHash } from 'node:crypto';

/**
 * Runs in the browser, inline in a server-rendered page's head (server-render.ts): once the page's first
 * contentful paint is on the screen, it loads the shop's JavaScript (the entry and its preloads, named in
 * the script's data attributes), so no script shares the network with the page's HTML, CSS and main
 * picture. The paint's entry is reported once the frame is shown; a timeout after `requestAnimationFrame`
 * runs once it is drawn but before it is shown (what it asks for can arrive first), so that is the way only
 * where paint entries are not reported. A tab opened in the background paints nothing: it loads after 1 s.
 */
function loadApp() {
  const { entry, preload } = (document.currentScript as HTMLScriptElement).dataset;
  let started = false;
  const add = (tag: string, props: object) =>
    document.head.appendChild(Object.assign(document.createElement(tag), { crossOrigin: '' }, props));
  const load = () => {
    if (started) return;
    started = true;
    for (const href of preload!.split(' ').filter(Boolean)) add('link', { rel: 'modulepreload', href });
    add('script', { type: 'module', src: entry });
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      load();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(load, 0));
  }
  setTimeout(load, 1000);
}

/**
 * The loader as the page carries it (without its indentation): inline, because as a file of its own it was
 * one more request beside the CSS and the main picture on a slow connection (bench/README.md "Storefront").
 */
export const APP_LOADER = `(${loadApp.toString().replace(/\n\s+/g, '\n')})();`;

/** The CSP source that lets the loader, and no other inline script, run. */
export const APP_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(APP_LOADER).digest('base64')}'`;
