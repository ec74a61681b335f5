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

/** A head element besides <title>: the server writes it as HTML, the browser as a DOM node. */
export interface HeadElement {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  /** A script's JSON body (JSON-LD). */
  json?: object;
}

/** A page's address without its query: one canonical URL for /products?page=2 and /products. */
export const canonicalUrl = (pageUrl: string) => {
  const url = new URL(pageUrl);
  return `${url.origin}${url.pathname}`;
};

/**
 * The one head manager: every element a page's meta puts in <head> (description, canonical link, Open
 * Graph, JSON-LD), the same for the server's render and after a navigation in the browser.
 */
export function headElements(meta: PageMeta, pageUrl: string): HeadElement[] {
  const canonical = canonicalUrl(pageUrl);
  const elements: HeadElement[] = [
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: canonical } },
  ];
  if (meta.openGraph) {
    for (const [property, content] of Object.entries(openGraphTags(meta, canonical))) {
      elements.push({ tag: 'meta', attrs: { property, content } });
    }
  }
  if (meta.jsonLd) {
    elements.push({ tag: 'script', attrs: { type: 'application/ld+json' }, json: meta.jsonLd });
  }
  return elements;
}

/** Marks the elements the head manager owns, so a page replaces all of the previous page's. */
export const HEAD_ELEMENT_MARK = 'data-page-meta';

function addHeadElement({ tag, attrs, json }: HeadElement): Element {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  el.setAttribute(HEAD_ELEMENT_MARK, 'client');
  if (json) el.textContent = JSON.stringify(json);
  document.head.appendChild(el);
  return el;
}

/** Sets document.title and the page's head elements (see headElements); the server writes the same ones. */
export function usePageMeta(meta: PageMeta | null): void {
  const reportToServer = useContext(ServerPageMeta);
  if (reportToServer && meta) reportToServer(meta);
  const key = meta ? JSON.stringify(meta) : '';
  useEffect(() => {
    if (!meta) return;
    // Whatever the server wrote or an earlier page added (and the shell's default description) goes first.
    for (const el of document.head.querySelectorAll(`[${HEAD_ELEMENT_MARK}], meta[name="description"]`)) el.remove();
    document.title = fullTitle(meta.title);
    const added = headElements(meta, window.location.href).map(addHeadElement);
    return () => {
      for (const el of added) el.remove();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the serialized key captures every field
  }, [key]);
}
