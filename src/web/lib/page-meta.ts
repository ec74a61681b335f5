import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'Desi Grocer';

export interface PageMeta {
  title: string;
  description: string;
  /** Open Graph tags beyond title/description (og:type, og:image, product:price:amount …). */
  openGraph?: Record<string, string>;
  jsonLd?: object;
}

/** When the server renders a page, the page's meta is collected here and written into the HTML head. */
export const ServerPageMeta = createContext<((meta: PageMeta) => void) | null>(null);

let serverOrigin = 'http://localhost:3000';

/** The shop's public origin, for absolute URLs (Open Graph, JSON-LD) in the browser and on the server. */
export function siteOrigin(): string {
  return typeof window === 'undefined' ? serverOrigin : window.location.origin;
}

export function setServerOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
}

/** Every Open Graph tag of a page: its title and description, the site, then the page's own tags. */
export function openGraphTags(meta: PageMeta, url: string): Record<string, string> {
  return {
    'og:title': meta.title,
    'og:description': meta.description,
    'og:site_name': SITE_NAME,
    'og:url': url,
    ...meta.openGraph,
  };
}

function upsertMeta(attr: 'name' | 'property', key: string, content: string): HTMLMetaElement {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    el.dataset.pageMeta = 'true';
    document.head.appendChild(el);
  }
  el.content = content;
  return el;
}

/** Sets document.title, the meta description and, for product pages, Open Graph and JSON-LD. */
export function usePageMeta(meta: PageMeta | null): void {
  const reportToServer = useContext(ServerPageMeta);
  if (reportToServer && meta) reportToServer(meta);
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!meta) return;
    // The server wrote this page's Open Graph tags and JSON-LD into the HTML; from here on the browser keeps them.
    for (const el of document.head.querySelectorAll('[data-page-meta="server"]')) el.remove();
    document.title = fullTitle(meta.title);
    upsertMeta('name', 'description', meta.description);
    const added: Element[] = [];
    if (meta.openGraph) {
      for (const [property, content] of Object.entries(openGraphTags(meta, window.location.href))) {
        added.push(upsertMeta('property', property, content));
      }
    }
    if (meta.jsonLd) {
      const script = document.createElement('script');
      script.type = 'application/ld+json';
      script.textContent = JSON.stringify(meta.jsonLd);
      document.head.appendChild(script);
      added.push(script);
    }
    return () => {
      for (const el of added) el.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialized key captures every field
  }, [key]);
}
